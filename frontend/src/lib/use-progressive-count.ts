import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items to render: `step` at first, then `step` more after each commit, in
 * separate tasks. Adding a long list this way never blocks the main thread for long at a time.
 */
export function useProgressiveCount(total: number, step: number): number {
  const [count, setCount] = useState(step);
  useEffect(() => {
    if (count >= total) return undefined;
    const timer = setTimeout(() => startTransition(() => setCount((shown) => shown + step)), 0);
    return () => clearTimeout(timer);
  }, [count, total, step]);
  return Math.min(count, total);
}
