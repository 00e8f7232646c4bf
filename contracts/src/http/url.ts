import { z } from 'zod';
import { isHttpUrl } from './http-url';

export { isHttpUrl };

/** An optional http(s) URL: empty string or '#' mean "not set" and become null. */
export function optionalHttpUrl(message: string) {
  return z
    .union([z.string(), z.null()])
    .optional()
    .transform((value) => (value == null || value.trim() === '' || value.trim() === '#' ? null : value.trim()))
    .refine((value) => value === null || isHttpUrl(value), { message });
}
