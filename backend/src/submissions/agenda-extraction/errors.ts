/** Why a registration page could not be fetched; each code has a message an admin can act on. */
export type PageFetchErrorReason =
  | 'invalid-url'
  | 'forbidden-address'
  | 'too-many-redirects'
  | 'timeout'
  | 'too-large'
  | 'not-html'
  | 'http-status'
  | 'network';

/**
 * A failed fetch of a registration page. `message` is meant to be shown to an admin as-is,
 * so it never carries stack details or internal addresses beyond what the admin typed.
 */
export class PageFetchError extends Error {
  override readonly name = 'PageFetchError';

  constructor(
    readonly reason: PageFetchErrorReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} bytes`;
}

export function formatSeconds(ms: number): string {
  const seconds = Number((ms / 1000).toFixed(1));
  return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
}
