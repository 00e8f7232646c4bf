import type { z } from 'zod';
import { FEATURED_FLAG_ALONE_MESSAGE } from '@dental/contracts';
import { invalid } from '../domain/domain-errors';
import { parseBody } from './parse-body';

/**
 * What a PATCH of an admin list asks for: featuring or unfeaturing (decided on a roster, so it
 * comes alone), the item's own flags (applied as one change), or an edit of its fields.
 */
export type FlagsOrEdit<TFlag extends string, TChanges> =
  | { kind: 'feature'; isFeatured: boolean }
  | { kind: 'flags'; flags: Partial<Record<Exclude<TFlag, 'isFeatured'>, boolean>> }
  | { kind: 'edit'; changes: TChanges };

export const FLAGS_WITH_FIELDS_MESSAGE = 'Send flags or fields to change, not both in one request.';

/** The body must be a JSON object (not an array, string or null). */
export function requireJsonObject(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw invalid('The request body must be a JSON object.');
  return body as Record<string, unknown>;
}

/**
 * A PATCH of an admin list carries flags ({isHidden: true}, or several: {socialVisible: false,
 * hideAbstract: true}) or some of the edit form's fields, never both: the caller applies the
 * flags as one change, and a body mixing them with fields would be two. isFeatured is decided on
 * the item's roster, apart from its own flags, so it comes alone.
 */
export function parseFlagsOrEdit<TFlag extends string, TEditSchema extends z.ZodTypeAny>(
  body: unknown,
  flags: readonly TFlag[],
  flagSchema: z.ZodTypeAny,
  editSchema: TEditSchema,
): FlagsOrEdit<TFlag, z.output<TEditSchema>> {
  const keys = Object.keys(requireJsonObject(body));
  if (keys.length === 0) throw invalid('Send a flag or the fields to change.');
  const sentFlags = keys.filter((key): key is TFlag => (flags as readonly string[]).includes(key));
  if (sentFlags.length === 0) return { kind: 'edit', changes: parseBody(editSchema, body) };
  if (sentFlags.length < keys.length) throw invalid(FLAGS_WITH_FIELDS_MESSAGE);
  const { isFeatured, ...own } = parseBody(flagSchema, body) as Partial<Record<TFlag | 'isFeatured', boolean>>;
  if (isFeatured === undefined) return { kind: 'flags', flags: own };
  if (Object.keys(own).length > 0) throw invalid(FEATURED_FLAG_ALONE_MESSAGE);
  return { kind: 'feature', isFeatured };
}
