import { API_PATHS, type OutboxMessageSchema } from '@dental/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

/** One message as GET /api/outbox lists it (owners only), newest first. */
export type OutboxMessage = ReturnType<typeof OutboxMessageSchema.parse>;
export type OutboxStatus = OutboxMessage['status'];

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
