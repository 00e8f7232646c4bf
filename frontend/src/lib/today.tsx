import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { localIsoDay } from '@dental/contracts';

/**
 * Today's date for what a page shows (countdown badges, 'Happening Now', 'Registration Closed').
 *
 * A page rendered on the server says what it said on the server's day; the browser then hydrates
 * it with that same day (so the markup matches) and moves on to its own local day right after.
 * Event dates are calendar dates, so a day is carried as 'YYYY-MM-DD' and read as local midnight.
 */
const RenderedDay = createContext<string | null>(null);

/** The day a server render used, given to the server render and to the browser's hydration. */
export function RenderedDayProvider({ day, children }: { day: string | null; children: ReactNode }) {
  return <RenderedDay.Provider value={day}>{children}</RenderedDay.Provider>;
}

/** Local midnight of a 'YYYY-MM-DD' day. */
export function dayFromKey(key: string): Date {
  const [year, month, day] = key.split('-').map(Number);
  return new Date(year, month - 1, day);
}

const todayKey = () => localIsoDay(new Date());

/** Checked once a minute: a page left open overnight moves to the next day by itself. */
function subscribeToDayChange(onChange: () => void): () => void {
  const timer = setInterval(onChange, 60_000);
  return () => clearInterval(timer);
}

export function useToday(): Date {
  const renderedDay = useContext(RenderedDay);
  const key = useSyncExternalStore(subscribeToDayChange, todayKey, () => renderedDay ?? todayKey());
  return useMemo(() => dayFromKey(key), [key]);
}
