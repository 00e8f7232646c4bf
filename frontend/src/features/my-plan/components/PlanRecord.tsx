import { useId } from 'react';
import { isoDayText } from '@dental/contracts';
import { cn } from '../../../lib/cn';
import { RECORD_COLUMNS, type RecordRow } from '../plan-record';
import type { PlanTotals } from '../plan-schedule';
import { creditsTotalText } from '../plan-words';

/**
 * The plan as a record for a board's audit, shown only when the page is printed: the sessions
 * marked attended with what they add up to, then those only planned, each with the record's
 * columns. The screen's controls are left out of the print (styles.css, `data-print-record`).
 */
export function PlanRecord({
  rows,
  attendedTotals,
  today,
}: {
  rows: readonly RecordRow[];
  attendedTotals: PlanTotals;
  today: string;
}) {
  const attended = rows.filter((row) => row.status === 'Attended');
  const planned = rows.filter((row) => row.status === 'Planned');
  return (
    <section className="hidden text-sm text-black print:block" data-print-record="" aria-label="CE record">
      <h1 className="text-2xl font-bold">Continuing education record</h1>
      <p className="mt-1">{`Printed ${isoDayText(today, { weekday: false })} from My CE Plan.`}</p>
      <RecordTable
        title="Attended"
        rows={attended}
        empty="No session is marked attended yet."
        total={`Attended: ${creditsTotalText(attendedTotals.credits)}`}
      />
      <RecordTable title="Planned, not marked attended" rows={planned} empty="None." />
      <p className="mt-6 text-xs">
        Credits as the organisers list them; overlapping sessions count once in the total. Your certificate comes from
        the CE provider: keep it with this record. The board&apos;s own rules decide what counts for your licence.
      </p>
    </section>
  );
}

function RecordTable({
  title,
  rows,
  empty,
  total,
}: {
  title: string;
  rows: readonly RecordRow[];
  empty: string;
  total?: string;
}) {
  const headingId = useId();
  return (
    <>
      <h2 id={headingId} className="mt-6 text-lg font-semibold">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-1">{empty}</p>
      ) : (
        <table aria-labelledby={headingId} className="mt-2 w-full border-collapse text-left text-xs">
          <thead>
            <tr>
              {RECORD_COLUMNS.filter(({ key }) => key !== 'status').map(({ key, heading }) => (
                <th key={key} scope="col" className="border border-slate-400 px-1.5 py-1 align-bottom font-semibold">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index} className="break-inside-avoid" data-record-row="">
                {RECORD_COLUMNS.filter(({ key }) => key !== 'status').map(({ key }) => (
                  <td
                    key={key}
                    className={cn(
                      'border border-slate-400 px-1.5 py-1 align-top',
                      key === 'date' && 'whitespace-nowrap',
                    )}
                  >
                    {row[key]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {total && (
        <p className="mt-2 font-semibold" data-record-total="">
          {total}
        </p>
      )}
    </>
  );
}
