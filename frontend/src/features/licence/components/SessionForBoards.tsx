import { useMemo } from 'react';
import { keyedSessions, sessionHours, type AgendaSession, type EventListing } from '@dental/contracts';
import { useChosenRuleSet } from '../api/rule-sets';
import { sessionVerdictLines } from '../api/session-verdict';
import { sessionBoardTags } from '../rule-words';
import { LicenceChooser } from './LicenceChooser';
import { SessionVerdict } from './SessionVerdict';

type BoardEvent = Partial<Pick<EventListing, 'ceProvider'>>;

/**
 * What a session is for a licensing board: its minutes of instruction, delivery and mandated
 * subjects where the organiser set them, and, with a licence chosen, what it counts toward
 * ('Counts toward: Infection control, Total') or why it counts nothing ('Not counted: ...'), by
 * the rule the events search and the progress use (`sessionVerdict`).
 */
export function SessionForBoards({ session, event }: { session: AgendaSession; event: BoardEvent }) {
  const { ruleSet } = useChosenRuleSet();
  const tags = sessionBoardTags(session);
  const lines = sessionVerdictLines(ruleSet, event, session);
  if (tags.length === 0 && lines.length === 0) return null;
  return (
    <div className="mt-2 space-y-1.5">
      {tags.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="For licensing boards">
          {tags.map((tag) => (
            <li
              key={tag}
              className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs text-brand-900 ring-1 ring-brand-100"
              data-session-board-fact=""
            >
              {tag}
            </li>
          ))}
        </ul>
      )}
      <SessionVerdict lines={lines} />
    </div>
  );
}

/**
 * The licence chooser above an agenda, when a session of it states minutes or credits of
 * instruction: an agenda without any has nothing a board could count.
 */
export function AgendaLicenceChooser({
  event,
}: {
  event: Pick<EventListing, 'agenda'> & Partial<Pick<EventListing, 'startDate' | 'endDate'>>;
}) {
  const instructs = useMemo(() => keyedSessions(event).some(({ session }) => sessionHours(session) > 0), [event]);
  if (!instructs) return null;
  return (
    <LicenceChooser intro="Choose the licence you renew to see what each session counts toward." className="mt-4" />
  );
}
