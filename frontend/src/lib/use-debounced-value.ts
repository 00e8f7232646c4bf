import { useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for `delay` ms: a search as one types asks the server for
 * the words one pauses on, not for every letter.
 */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
