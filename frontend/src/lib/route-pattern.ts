/**
 * Whether a URL path matches a route pattern as the router writes it: '' is the index, ':name' one
 * segment, a trailing '*' the rest. Segments compare case-insensitively and a trailing slash does
 * not count, as in the router's own matching.
 */
export function matchesRoutePattern(pattern: string, pathname: string): boolean {
  const segments = pathname.toLowerCase().split('/').filter(Boolean);
  const parts = pattern.toLowerCase().split('/').filter(Boolean);
  if (parts.at(-1) === '*') return parts.slice(0, -1).every((part, index) => part === segments[index]);
  return (
    parts.length === segments.length && parts.every((part, index) => part.startsWith(':') || part === segments[index])
  );
}
