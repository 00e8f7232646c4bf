import { z } from 'zod';

/** True for absolute http: or https: URLs; every user-supplied link is checked with this before it is stored or rendered. */
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() === '') return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** An optional http(s) URL: empty string or '#' mean "not set" and become null. */
export function optionalHttpUrl(message: string) {
  return z
    .union([z.string(), z.null()])
    .optional()
    .transform((value) => (value == null || value.trim() === '' || value.trim() === '#' ? null : value.trim()))
    .refine((value) => value === null || isHttpUrl(value), { message });
}
