import type { z } from 'zod';
import { invalid } from '../domain-errors';

/**
 * Validates a request body (or query) with a contracts schema. Failures become a 400 whose
 * message names every problem and whose `issues` list them per field.
 */
export function parseBody<TSchema extends z.ZodTypeAny>(schema: TSchema, body: unknown): z.output<TSchema> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.code === 'unrecognized_keys' ? `Unknown field(s): ${(issue as { keys: string[] }).keys.join(', ')}` : issue.message,
  }));
  throw invalid(issues.map((issue) => issue.message).join('; '), issues);
}
