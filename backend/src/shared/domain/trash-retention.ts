import { TRASH_RETENTION_DAYS } from '@dental/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a trashed item (event, speaker, sponsor) may be purged: 14 days after it was trashed. */
export function purgeDueAt(trashedAt: string): Date {
  return new Date(new Date(trashedAt).getTime() + TRASH_RETENTION_DAYS * DAY_MS);
}

/** The ids of the documents whose 14 days in the trash are over at `now`, in the order given. */
export function dueForPurge(
  documents: ReadonlyArray<{ id: string; value: { trashedAt?: string | null } }>,
  now: Date,
): string[] {
  return documents
    .filter(({ value }) => typeof value.trashedAt === 'string' && purgeDueAt(value.trashedAt) <= now)
    .map(({ id }) => id);
}
