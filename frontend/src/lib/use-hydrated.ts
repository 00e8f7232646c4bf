import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and while the browser hydrates the server's markup, true after: what only
 * works with the page's scripts (a dialog instead of a link to the form, a submit button no longer
 * needed) changes once they run, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
