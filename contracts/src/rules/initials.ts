import { stripCredentials, stripHonorific } from './names';

/** Fallback avatar text: first letters of up to two name words, so 'Dr. Sarah Chen' shows 'SC'. */
export function initials(name: string): string {
  const words = stripHonorific(stripCredentials(name ?? '')).split(/\s+/);
  const letters = words.map((word) => word.match(/\p{L}/u)?.[0] ?? '').filter(Boolean);
  return letters.slice(0, 2).join('').toUpperCase();
}
