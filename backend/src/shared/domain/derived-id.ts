import { createHash } from 'node:crypto';

/**
 * A UUID (version 5 layout) derived from a process's own id and the name of one of its steps: the
 * same pair always gives the same id, so a step taken again (a process resumed after a crash)
 * names the record it created the first time instead of creating a second one.
 */
export function derivedId(processId: string, step: string): string {
  const hash = createHash('sha1').update(`${processId}/${step}`).digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
