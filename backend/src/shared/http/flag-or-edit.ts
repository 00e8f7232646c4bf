import type { z } from 'zod';
import { invalid } from '../domain-errors';
import { parseBody } from './parse-body';

export type FlagOrEdit<TFlag extends string, TChanges> = { kind: 'flag'; flag: TFlag; value: boolean } | { kind: 'edit'; changes: TChanges };

/** The body must be a JSON object (not an array, string or null). */
export function requireJsonObject(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalid('The request body must be a JSON object.');
  return body as Record<string, unknown>;
}

/**
 * A PATCH of an admin list carries exactly one flag ({isHidden: true}) or some of the edit
 * form's fields, never both: a mixed body could be half-applied, since each is its own command.
 */
export function parseFlagOrEdit<TFlag extends string, TEditSchema extends z.ZodTypeAny>(
  body: unknown,
  flags: readonly TFlag[],
  flagSchema: z.ZodTypeAny,
  editSchema: TEditSchema,
): FlagOrEdit<TFlag, z.output<TEditSchema>> {
  const keys = Object.keys(requireJsonObject(body));
  if (keys.length === 0) throw invalid('Send a flag or the fields to change.');
  const sentFlags = keys.filter((key): key is TFlag => (flags as readonly string[]).includes(key));
  if (sentFlags.length === 0) return { kind: 'edit', changes: parseBody(editSchema, body) };
  if (keys.length > 1) throw invalid('Send one flag at a time, without other fields.');
  const parsed = parseBody(flagSchema, body) as Record<string, boolean>;
  return { kind: 'flag', flag: sentFlags[0], value: parsed[sentFlags[0]] };
}
