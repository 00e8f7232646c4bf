import { useState, type FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import type { OrganiserLink } from '@dental/contracts';
import { buttonClass } from '../../../../components/ui/button';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import { useAdminRole } from '../../api/session';
import { fieldAria, FormField, inputClass } from '../../components/form';
import { mayChange } from '../../components/roles';
import { useOrganiserLinks, useRevokeOrganiserLink, useSendOrganiserLink } from '../api/organisers';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const STATUS: Record<OrganiserLink['status'], string> = { active: 'Active', expired: 'Expired', revoked: 'Revoked' };

/**
 * On an event's edit page: 'Send organiser link' mails the organiser a private link to propose
 * changes to this event (30 days); the links sent, and the approval mail's, can be revoked here.
 */
export function OrganiserLinksPanel({ eventId }: { eventId: string }) {
  const role = useAdminRole();
  // Sending and revoking links is editors' work (the server refuses it to reviewers), and the
  // links name organisers' addresses: a role that may not change events is not shown them.
  const editor = role !== null && mayChange(role, 'events');
  const links = useOrganiserLinks(eventId, editor);
  const send = useSendOrganiserLink(eventId);
  const revoke = useRevokeOrganiserLink(eventId);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();

  const onSend = (submitted: FormEvent) => {
    submitted.preventDefault();
    send.mutate(email, {
      onSuccess: (link) => {
        setEmail('');
        setError(undefined);
        toast({ title: 'Organiser Link Sent', description: `${link.email} can propose changes for 30 days.` });
      },
      onError: (failure) =>
        setError(
          failure instanceof ApiError && failure.issues[0]
            ? failure.issues[0].message
            : errorMessage(failure, 'The link could not be sent'),
        ),
    });
  };

  if (!editor) return null;

  return (
    <section
      aria-labelledby="organiser-links-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex items-start gap-3">
        <span
          className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700"
          aria-hidden="true"
        >
          <KeyRound className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id="organiser-links-heading" className="text-lg font-semibold text-slate-900">
            Organiser links
          </h2>
          <p className="text-sm text-slate-600">
            The organiser proposes changes through a private link; you review them under Change requests.
          </p>
        </div>
      </div>
      <form onSubmit={onSend} noValidate className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-start">
        <FormField id="organiser-email" label="Organiser's email" error={error} className="sm:flex-1">
          <input
            {...fieldAria('organiser-email', error)}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(change) => setEmail(change.target.value)}
            className={inputClass(Boolean(error))}
          />
        </FormField>
        <button type="submit" disabled={send.isPending} className={buttonClass('primary', 'md', 'sm:mt-6')}>
          {send.isPending ? 'Sending...' : 'Send organiser link'}
        </button>
      </form>
      {links.data && links.data.length > 0 && (
        <ul aria-label="Organiser links of this event" className="mt-4 divide-y divide-slate-100 text-sm">
          {links.data.map((link) => (
            <li key={link.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="text-slate-800">
                {link.email}{' '}
                <span className="text-slate-600">
                  ({link.origin === 'approval' ? 'approval mail' : 'sent'}, {STATUS[link.status].toLowerCase()}
                  {link.status === 'active' ? ` until ${day.format(new Date(link.expiresAt))}` : ''})
                </span>
              </span>
              {link.status !== 'revoked' && (
                <button
                  type="button"
                  onClick={() =>
                    revoke.mutate(link.id, {
                      onSuccess: () => toast({ title: 'Link Revoked', description: `${link.email} is signed out.` }),
                      onError: (failure) =>
                        toast({
                          title: 'Error',
                          description: errorMessage(failure, 'The link could not be revoked'),
                          variant: 'destructive',
                        }),
                    })
                  }
                  aria-label={`Revoke the link of ${link.email}`}
                  className={buttonClass('secondary', 'sm')}
                >
                  Revoke
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
