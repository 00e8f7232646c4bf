import type { z } from 'zod';
import { invalid } from '../domain/domain-errors';

/**
 * Validates a request body (or query) with a contracts schema. Failures become a 400 whose
 * message names every problem and whose `issues` list them per field.
 */
export function parseBody<TSchema extends z.ZodTypeAny>(schema: TSchema, body: unknown): z.output<TSchema> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issues = result.error.issues
    .flatMap((issue) => specificIssues(issue, []))
    .map((issue) => ({
      path: issue.path.map(String).join('.'),
      message:
        issue.code === 'unrecognized_keys'
          ? `Unknown field(s): ${(issue as { keys: string[] }).keys.join(', ')}`
          : issue.message,
    }))
    // A field a schema checks twice (its type, then its length) can fail both with the same words.
    .filter(
      (issue, index, all) =>
        all.findIndex((other) => other.path === issue.path && other.message === issue.message) === index,
    );
  throw invalid([...new Set(issues.map((issue) => issue.message))].join('; '), issues);
}

type Issue = z.core.$ZodIssue;
type PlacedIssue = Issue & { path: PropertyKey[] };

/**
 * A value that matches none of a union's shapes (an agenda is one of four) is reported by zod as
 * one 'Invalid input' holding every shape's complaints. The shape the value came closest to is
 * the one the sender meant: the one whose complaints lie deepest in the value, preferring
 * complaints about a wrong value over complaints about a missing or mistyped field, then the one
 * with fewer complaints. Its complaints are reported instead, with their full paths ('agenda.0.creditType').
 */
function specificIssues(issue: Issue, prefix: readonly PropertyKey[]): PlacedIssue[] {
  const path = [...prefix, ...issue.path];
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [{ ...issue, path }];
  const options = issue.errors.map((option) => option.flatMap((inner) => specificIssues(inner, path)));
  // Equally close, the shape with fewer complaints is the one meant (a day, not a session missing its title).
  const closest = options.reduce((best, option) =>
    closeness(option) > closeness(best) || (closeness(option) === closeness(best) && option.length < best.length)
      ? option
      : best,
  );
  // No shape got inside the value (a missing field, a number for a string): the union's own words say it best.
  return deepest(closest) > path.length ? closest : [{ ...issue, path }];
}

function deepest(issues: readonly PlacedIssue[]): number {
  return Math.max(0, ...issues.map((issue) => issue.path.length));
}

function closeness(issues: readonly PlacedIssue[]): number {
  const depth = deepest(issues);
  const aboutValues = issues.some((issue) => issue.code !== 'invalid_type');
  return depth * 2 + (aboutValues ? 1 : 0);
}
