import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsReport } from '@dental/contracts';
import { monthLabel } from './figure-text';

const COLORS = {
  pending: '#d97706',
  approved: '#0f766e',
  rejected: '#b91c1c',
  featured: '#1d5a96',
  unfeatured: '#94a3b8',
  city: '#2a6fb2',
};

/** A chart with its caption and, for screen readers, the same numbers as a table. */
function ChartFigure({
  title,
  empty,
  table,
  height = 256,
  children,
}: {
  title: string;
  empty: boolean;
  table: ReactNode;
  height?: number;
  children: ReactNode;
}) {
  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <figcaption className="text-base font-semibold text-slate-900">{title}</figcaption>
      {empty ? (
        <p className="mt-4 rounded-lg bg-slate-50 px-4 py-8 text-center text-sm text-slate-600">
          Nothing recorded yet.
        </p>
      ) : (
        <>
          <div className="mt-4 w-full" style={{ height }} aria-hidden="true">
            {children}
          </div>
          {/* Hidden by its box, not by its own: a table keeps the width of its content whatever its
              width says, and an sr-only table pushed a 320 px page 29 px sideways. */}
          <div className="sr-only">
            <table>
              <caption>{title}</caption>
              {table}
            </table>
          </div>
        </>
      )}
    </figure>
  );
}

const axisProps = {
  tick: { fontSize: 12, fill: '#475569' },
  tickLine: false,
  axisLine: { stroke: '#cbd5e1' },
} as const;

/** One bar series of a chart by month: a figure of each month's row, its name and its colour. */
interface MonthlySeries<Row> {
  key: keyof Row & string;
  name: string;
  color: string;
}

/**
 * Bars by month (the label of each row's `month`), one series each or stacked, with the same
 * numbers in a table for screen readers.
 */
function MonthlyBarsChart<Row extends { month: string }>({
  title,
  perMonth,
  series,
  stacked = false,
}: {
  title: string;
  perMonth: readonly Row[];
  series: ReadonlyArray<MonthlySeries<Row>>;
  stacked?: boolean;
}) {
  // The chart reads each series by name from plain rows, the month's label among them.
  const data: Array<Record<string, unknown>> = perMonth.map((row) => ({ ...row, label: monthLabel(row.month) }));
  return (
    <ChartFigure
      title={title}
      empty={data.length === 0}
      table={
        <>
          <thead>
            <tr>
              <th>Month</th>
              {series.map((one) => (
                <th key={one.key}>{one.name}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {perMonth.map((row) => (
              <tr key={row.month}>
                <td>{monthLabel(row.month)}</td>
                {series.map((one) => (
                  <td key={one.key}>{String(row[one.key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </>
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
          <XAxis dataKey="label" {...axisProps} />
          <YAxis allowDecimals={false} {...axisProps} />
          <Tooltip />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {series.map((one) => {
            // The rows are plain records here: a key of Row would make recharts type the bar by Row.
            const dataKey: string = one.key;
            return (
              <Bar
                key={one.key}
                dataKey={dataKey}
                name={one.name}
                {...(stacked ? { stackId: 'stacked' } : {})}
                fill={one.color}
                maxBarSize={56}
                isAnimationActive={false}
              />
            );
          })}
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

export function SubmissionsPerMonthChart({ perMonth }: { perMonth: AnalyticsReport['submissions']['perMonth'] }) {
  return (
    <MonthlyBarsChart
      title="Submissions per month by status"
      perMonth={perMonth}
      stacked
      series={[
        { key: 'pending', name: 'Pending', color: COLORS.pending },
        { key: 'approved', name: 'Approved', color: COLORS.approved },
        { key: 'rejected', name: 'Rejected', color: COLORS.rejected },
      ]}
    />
  );
}

export function EventsPerCityChart({ perCity }: { perCity: AnalyticsReport['events']['perCity'] }) {
  return (
    <ChartFigure
      title="Events per city"
      empty={perCity.length === 0}
      height={Math.max(256, perCity.length * 30 + 24)}
      table={
        <>
          <thead>
            <tr>
              <th>City</th>
              <th>Events</th>
            </tr>
          </thead>
          <tbody>
            {perCity.map((row) => (
              <tr key={row.city}>
                <td>{row.city}</td>
                <td>{row.count}</td>
              </tr>
            ))}
          </tbody>
        </>
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          accessibilityLayer={false}
          data={perCity}
          layout="vertical"
          margin={{ top: 0, right: 16, bottom: 0, left: 8 }}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" horizontal={false} />
          <XAxis type="number" allowDecimals={false} {...axisProps} />
          <YAxis
            type="category"
            dataKey="city"
            width={96}
            interval={0}
            {...axisProps}
            tick={{ fontSize: 11, fill: '#475569' }}
          />
          <Tooltip />
          <Bar
            dataKey="count"
            name="Events"
            fill={COLORS.city}
            radius={[0, 4, 4, 0]}
            maxBarSize={56}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

export function FeaturedChangesChart({ perMonth }: { perMonth: AnalyticsReport['events']['featuredChangesPerMonth'] }) {
  return (
    <MonthlyBarsChart
      title="Featured changes over time"
      perMonth={perMonth}
      series={[
        { key: 'featured', name: 'Featured', color: COLORS.featured },
        { key: 'unfeatured', name: 'Unfeatured', color: COLORS.unfeatured },
      ]}
    />
  );
}
