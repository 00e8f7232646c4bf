import { API_PATHS } from '@dental/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

export type OutboxStatus = 'queued' | 'sent' | 'failed';

/** One message as GET /api/outbox lists it (owners only), newest first. */
export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  status: OutboxStatus;
  createdAt: string;
  sentAt: string | null;
  attempts?: number;
  lastError?: string | null;
  /** Where a sent message went: the SMTP server, or only the outbox when the site has no mail server. */
  deliveredBy?: 'smtp' | 'outbox' | null;
}

export const outboxQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.outbox(),
    queryFn: ({ signal }) => api.get<OutboxMessage[]>(API_PATHS.sentMail.path, { signal }),
    staleTime: 0,
    refetchOnMount: 'always',
    // Mail is sent after the change that caused it, by the server on its own: look again now and then.
    refetchInterval: 15_000,
  });

export const useOutbox = () => useQuery(outboxQueryOptions());
