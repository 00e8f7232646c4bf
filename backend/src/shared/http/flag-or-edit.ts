import type { z } from 'zod';
import { invalid } from '../domain/domain-errors';
import { parseBody } from './parse-body';

export type FlagsOrEdit<TFlag extends string, TChanges> =
  { kind: 'flags'; flags: Partial<Record<TFlag, boolean>> } | { kind: 'edit'; changes: TChanges };

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
 * flags as one change, and a body mixing them with fields would be two.
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
  return { kind: 'flags', flags: parseBody(flagSchema, body) as Partial<Record<TFlag, boolean>> };
}
