const DAY_MS = 24 * 60 * 60 * 1000;

/** How long something has waited, in whole days: 'less than a day', '1 day', '3 days'. */
export function waitingFor(since: string, now: Date = new Date()): string {
  const days = Math.floor((now.getTime() - new Date(since).getTime()) / DAY_MS);
  if (!Number.isFinite(days) || days < 1) return 'less than a day';
  return days === 1 ? '1 day' : `${days} days`;
}
