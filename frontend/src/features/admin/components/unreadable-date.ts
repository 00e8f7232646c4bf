import { eventDateExamples, eventDaysFromText } from '@dental/contracts';

/**
 * What the form says under a date text that cannot be read as days ('Sometime next spring'): the
 * server accepts it, but the public pages show 'TBD' and the admin counts treat it as past. Read
 * with the contracts' eventDaysFromText, as the server reads it. Null for a readable or empty text.
 */
export function unreadableDateWarning(dateText: string, today: Date): string | null {
  const text = dateText.trim();
  if (text === '' || eventDaysFromText(text)) return null;
  const example = eventDateExamples(today);
  return `"${text}" cannot be read as a date: the site will show it as TBD and count it as a past event. Write it like ${example.isoDay} or ${example.range}.`;
}
