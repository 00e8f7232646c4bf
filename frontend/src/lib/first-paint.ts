import { lazy, startTransition, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Whether the first page of this visit has been painted. What that paint does not need (lists
 * below the fold, the toast library, the hero video) starts loading only then, so it does not
 * share the connection and the main thread with the first paint. Pages opened later see `true`
 * from the start.
 */
let painted = false;
const listeners = new Set<() => void>();
let resolvePainted: () => void = () => undefined;
const paintedPromise = new Promise<void>((resolve) => {
  resolvePainted = resolve;
});

/** A paint can be skipped (background tab): the signal then comes after this long at most. */
const LONGEST_WAIT_MS = 1000;

function setPainted(): void {
  if (painted) return;
  painted = true;
  resolvePainted();
  for (const listener of listeners) listener();
}

/**
 * Called once the first page has been committed to the DOM: flips the flag when the browser reports
 * its first contentful paint (that is, once the frame is on screen, not merely drawn).
 */
export function markFirstPaint(): void {
  if (painted) return;
  const timer = setTimeout(setPainted, LONGEST_WAIT_MS);
  const done = () => {
    clearTimeout(timer);
    setPainted();
  };
  if (performance.getEntriesByName('first-contentful-paint').length > 0) return done();
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return;
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    done();
  });
  observer.observe({ type: 'paint', buffered: true });
}

/** True once the first page has been painted. The change re-renders as a transition, in short slices. */
export function useFirstPaintDone(): boolean {
  const [done, setDone] = useState(painted);
  useEffect(() => {
    if (done) return undefined;
    const listener = () => startTransition(() => setDone(true));
    if (painted) {
      listener();
      return undefined;
    }
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, [done]);
  return done;
}

/**
 * Like React.lazy, but the chunk starts loading as soon as the first page has been painted, not
 * when the component first renders: for what shows only once data has arrived (cards), so the
 * code and the data load side by side and the first paint does not wait for either.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: a component of any props (a narrower one is refused by lazy)
export function lazyAfterFirstPaint<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  let loading: Promise<{ default: T }> | undefined;
  const start = () => (loading ??= load());
  void paintedPromise.then(start).catch(() => undefined);
  return lazy(start);
}
