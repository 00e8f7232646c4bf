import { TRASH_RETENTION_DAYS } from '@dental/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days until the purge, never below 0 ('0 days left' on the last day). */
export function daysLeft(purgeAt: string, now: Date = new Date()): number {
  const due = new Date(purgeAt).getTime();
  if (Number.isNaN(due)) return TRASH_RETENTION_DAYS;
  return Math.max(0, Math.ceil((due - now.getTime()) / DAY_MS));
}
