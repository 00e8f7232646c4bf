/**
 * True for absolute http: or https: URLs; every user-supplied link is checked with this before it
 * is stored or rendered. Kept free of zod so the browser's first download can use it without
 * pulling in the schema library.
 */
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() === '') return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}
