import { stableHash } from '@dental/contracts';

/**
 * The colours of an event's placeholder picture, chosen by its title: the same event always looks
 * the same, and events side by side without a picture seldom share one.
 */
export const PLACEHOLDER_TONES = [
  'from-brand-900 via-brand-700 to-teal-600',
  'from-teal-900 via-teal-700 to-cyan-500',
  'from-indigo-950 via-brand-800 to-brand-500',
  'from-slate-900 via-slate-700 to-teal-600',
  'from-cyan-950 via-teal-800 to-emerald-600',
  'from-brand-950 via-indigo-800 to-sky-600',
] as const;

export function placeholderTone(title: string): (typeof PLACEHOLDER_TONES)[number] {
  return PLACEHOLDER_TONES[stableHash(title.trim()) % PLACEHOLDER_TONES.length];
}
