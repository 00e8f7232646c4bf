const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** '2026-08' → 'Aug 2026'. */
export function monthLabel(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  return monthFormat.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}

export const percentText = (value: number | null) => (value === null ? '—' : `${value}%`);

export function hoursText(hours: number | null): string {
  if (hours === null) return '—';
  if (hours < 48) return `${hours} h`;
  return `${Math.round((hours / 24) * 10) / 10} days`;
}
