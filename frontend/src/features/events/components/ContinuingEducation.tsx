import type { ReactNode } from 'react';
import { GraduationCap, Handshake } from 'lucide-react';
import { AUDIENCE_LABELS, type EventListing } from '@dental/contracts';
import { cn } from '../../../lib/cn';
import { boardApprovalText } from '../../event-editing/components/ce-labels';
import {
  creditsByType,
  creditsHeadline,
  eventSubjects,
  feeAmount,
  formatLabel,
  hasContinuingEducation,
  subjectLabel,
  timeZoneLabel,
} from './continuing-education';

type CeEvent = Pick<EventListing, 'agenda'> &
  Partial<
    Pick<
      EventListing,
      | 'format'
      | 'audiences'
      | 'topics'
      | 'ceProvider'
      | 'fees'
      | 'timezone'
      | 'commercialSupport'
      | 'estimatedCeCredits'
      | 'ceCredits'
    >
  >;

/**
 * The event page's 'Continuing Education' section: what a dental professional checks before
 * choosing a course. The credits one person can earn (by type), who awards them (with the
 * licensing boards that registered the provider) and the approval they must print (verbatim: its
 * wording is set by the recognising body), who it is for, its AGD subjects, format, time zone and
 * fees, and commercial support stated apart from the sponsor tiers, as the CE standards ask.
 * Nothing when the event states none of it.
 */
export function ContinuingEducation({ event }: { event: CeEvent }) {
  if (!hasContinuingEducation(event)) return null;
  const provider = event.ceProvider;
  const subjects = eventSubjects(event);
  const audiences = event.audiences ?? [];
  const fees = event.fees ?? [];
  const timeZone = timeZoneLabel(event.timezone);

  return (
    <section
      aria-labelledby="continuing-education-heading"
      className="mt-12 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 md:p-10"
      data-continuing-education=""
    >
      <h2 id="continuing-education-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        Continuing Education
      </h2>
      <CreditsSummary event={event} />

      <dl className="mt-8 grid gap-x-10 gap-y-6 md:grid-cols-2 [overflow-wrap:anywhere]">
        {provider && (
          <Fact term="CE provider">
            <p className="font-semibold text-slate-900">{provider.name}</p>
            <dl className="mt-1 space-y-0.5 text-sm text-slate-700">
              <InlineFact term="ADA CERP provider ID" value={provider.adaCerpProviderId} />
              <InlineFact term="AGD PACE provider ID" value={provider.agdPaceProviderId} />
              <InlineFact term="Approval period" value={provider.approvalPeriod} />
              {/* Where a licensing board registered the provider itself: some count a mandated subject only then. */}
              {provider.boardApprovals?.map((approval) => (
                <InlineFact
                  key={`${approval.region}-${approval.number}`}
                  term="Board approval"
                  value={boardApprovalText(approval)}
                />
              ))}
            </dl>
          </Fact>
        )}
        {audiences.length > 0 && (
          <Fact term="Who it is for">
            <ul className="flex flex-wrap gap-2">
              {audiences.map((audience) => (
                <li key={audience} className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800">
                  {AUDIENCE_LABELS[audience] ?? audience}
                </li>
              ))}
            </ul>
          </Fact>
        )}
        {subjects.length > 0 && (
          <Fact term="Subjects (AGD codes)">
            <ul className="space-y-1">
              {subjects.map((code) => (
                <li key={code}>
                  <SubjectText code={code} />
                </li>
              ))}
            </ul>
          </Fact>
        )}
        <Fact term="Format">{formatLabel(event.format)}</Fact>
        {timeZone && <Fact term="Time zone">{timeZone}</Fact>}
        {fees.length > 0 && (
          <Fact term="Fees">
            <dl className="divide-y divide-slate-100">
              {fees.map((fee, index) => (
                <div key={index} className="flex flex-wrap items-baseline justify-between gap-x-4 py-1.5 first:pt-0">
                  <dt className="text-slate-700">{fee.label}</dt>
                  <dd className="font-semibold text-slate-900 tabular-nums">{feeAmount(fee)}</dd>
                </div>
              ))}
            </dl>
          </Fact>
        )}
        {provider?.approvalStatement && (
          <Fact term="Approval statement" className="md:col-span-2">
            {/* As the recognising body words it: line breaks and spacing kept, never read as markup. */}
            <p
              className="border-l-4 border-teal-600 bg-teal-50/60 py-3 pr-3 pl-4 text-sm leading-relaxed whitespace-pre-wrap text-slate-800"
              data-approval-statement=""
            >
              {provider.approvalStatement}
            </p>
          </Fact>
        )}
      </dl>

      {event.commercialSupport && (
        <section
          aria-labelledby="commercial-support-heading"
          className="mt-8 rounded-xl border border-amber-200 bg-amber-50 p-5 [overflow-wrap:anywhere]"
        >
          <h3
            id="commercial-support-heading"
            className="flex items-center gap-2 text-sm font-semibold tracking-wide text-amber-950 uppercase"
          >
            <Handshake className="size-4 shrink-0" aria-hidden="true" />
            Commercial support
          </h3>
          <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-slate-800">{event.commercialSupport}</p>
        </section>
      )}
    </section>
  );
}

function CreditsSummary({ event }: { event: CeEvent }) {
  const headline = creditsHeadline(event);
  if (!headline) return null;
  const split = headline.kind === 'agenda' && event.ceCredits ? creditsByType(event.ceCredits) : null;
  return (
    <div className="mt-5 flex items-start gap-3">
      <GraduationCap className="mt-0.5 size-7 shrink-0 text-teal-700" aria-hidden="true" />
      <div className="min-w-0">
        <p className="text-xl font-semibold text-slate-900" data-ce-headline="">
          {headline.text}
        </p>
        {headline.kind === 'estimate' && (
          <p className="mt-1 text-sm text-slate-600">
            The organiser's estimate: the agenda does not list credits per session yet.
          </p>
        )}
        {split && split.types.length > 0 && (
          <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm" aria-label="Credits by type">
            {split.types.map((type) => (
              <div key={type.type} data-credit-type={type.type}>
                <dt className="inline font-medium text-slate-900">{`${type.label}: `}</dt>
                <dd className="inline text-slate-700">{type.text}</dd>
              </div>
            ))}
          </dl>
        )}
        {split?.exceedsMax && (
          <p className="mt-1 text-sm text-slate-600">
            Sessions held at the same time count once, so the two kinds can add up to more than the total.
          </p>
        )}
      </div>
    </div>
  );
}

/** One term and its value in the section's list. */
function Fact({ term, className, children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-sm font-semibold tracking-wide text-slate-700 uppercase">{term}</dt>
      <dd className="mt-2 text-slate-800">{children}</dd>
    </div>
  );
}

function InlineFact({ term, value }: { term: string; value: string | undefined }) {
  if (!value) return null;
  return (
    <div>
      <dt className="inline">{`${term}: `}</dt>
      <dd className="inline font-medium text-slate-900">{value}</dd>
    </div>
  );
}

/** '690 Implants', with the code set apart so a list of them reads as a column of codes. */
export function SubjectText({ code }: { code: string }) {
  const label = subjectLabel(code);
  const name = label.slice(code.length).trim();
  return (
    <>
      <span className="font-semibold text-slate-900 tabular-nums">{code}</span>
      {name && ` ${name}`}
    </>
  );
}
