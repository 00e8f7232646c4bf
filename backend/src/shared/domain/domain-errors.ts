/**
 * Errors pure domain code may throw. They carry no HTTP types; the API maps each kind to a
 * status (shared/http/api-exception.filter.ts).
 */
export type DomainErrorKind =
  'not-found' | 'conflict' | 'invalid' | 'forbidden' | 'unauthorized' | 'too-many-requests' | 'unavailable';

export interface FieldIssue {
  path: string;
  message: string;
}

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly issues?: FieldIssue[],
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notFound = (message: string) => new DomainError('not-found', message);
export const conflict = (message: string) => new DomainError('conflict', message);
export const invalid = (message: string, issues?: FieldIssue[]) => new DomainError('invalid', message, issues);
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const unauthorized = (message: string) => new DomainError('unauthorized', message);

/** Refused because a limit is used up (429); says in how many seconds to try again (Retry-After). */
export class TooManyRequests extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('too-many-requests', message);
  }
}
