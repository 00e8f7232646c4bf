/** Tailwind gradients for sponsor logo badges; written out whole so Tailwind's scanner keeps them. */
export const SPONSOR_BADGE_GRADIENTS = [
  'from-blue-500 to-purple-600',
  'from-green-500 to-teal-600',
  'from-orange-500 to-red-600',
  'from-pink-500 to-rose-600',
  'from-indigo-500 to-blue-600',
  'from-yellow-500 to-orange-600',
  'from-purple-500 to-pink-600',
  'from-teal-500 to-cyan-600',
] as const;

/** A badge colour that stays the same for a sponsor across renders and pages (spec section 9). */
export function sponsorBadgeGradient(id: string): (typeof SPONSOR_BADGE_GRADIENTS)[number] {
  return SPONSOR_BADGE_GRADIENTS[stableHash(String(id ?? '')) % SPONSOR_BADGE_GRADIENTS.length];
}

/** Java-style string hash (h * 31 + char), kept unsigned. */
export function stableHash(text: string): number {
  let hash = 0;
  for (let i = 0; i < text.length; i += 1) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) >>> 0;
  return hash;
}
