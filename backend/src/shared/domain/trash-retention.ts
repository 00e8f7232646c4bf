import { TRASH_RETENTION_DAYS } from '@dental/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a trashed item (event, speaker, sponsor) may be purged: 14 days after it was trashed. */
export function purgeDueAt(trashedAt: string): Date {
  return new Date(new Date(trashedAt).getTime() + TRASH_RETENTION_DAYS * DAY_MS);
}
