const OPTIONS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/**
 * 'Mar 5, 2026, 2:30 PM' (spec section 9), in the viewer's zone unless `timeZone` is given.
 * An unreadable timestamp is shown as stored rather than breaking the submissions list.
 */
export function formatSubmissionDate(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-US', { ...OPTIONS, timeZone }).format(date);
}
