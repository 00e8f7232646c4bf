import { useId } from 'react';
import { BOARD_TEXT_DECIDES, isoDayText } from '@dental/contracts';
import { cn } from '../../../lib/cn';
import { recordColumns, type RecordRow } from '../plan-record';
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
  const licence = rows.find((row) => row.licence)?.licence?.name;
  const planned = rows.filter((row) => row.status === 'Planned');
  return (
    <section className="hidden text-sm text-black print:block" data-print-record="" aria-label="CE record">
      <h1 className="text-2xl font-bold">Continuing education record</h1>
      <p className="mt-1">{`Printed ${isoDayText(today, { weekday: false })} from My CE Plan.`}</p>
      {licence && <p className="mt-1" data-record-licence="">{`Licence: ${licence}. ${BOARD_TEXT_DECIDES}`}</p>}
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
  const columns = recordColumns(rows).filter(({ heading }) => heading !== 'Status');
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
              {columns.map(({ heading }) => (
                <th
                  key={heading}
                  scope="col"
                  className="border border-slate-400 px-1.5 py-1 align-bottom font-semibold"
                >
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index} className="break-inside-avoid" data-record-row="">
                {columns.map(({ heading, cell }) => (
                  <td
                    key={heading}
                    className={cn(
                      'border border-slate-400 px-1.5 py-1 align-top',
                      heading === 'Date' && 'whitespace-nowrap',
                    )}
                  >
                    {cell(row)}
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
