import { PerformanceObserver, constants } from 'node:perf_hooks';
import { getHeapStatistics, setFlagsFromString } from 'node:v8';

/**
 * Heap living after a start's full collection from which a serving process keeps its heap small
 * (decision 0148). Measured on this machine: 30 MiB on the demo data, 37 MiB with 1,000 catalogue
 * events, 94 MiB with 10,000, 330 MiB with 50,000. Below it a process left to grow stayed within
 * 550 MiB resident under load; at 330 MiB living it grew to 2 GiB (decision 0131).
 */
const SMALL_HEAP_FROM_LIVING_BYTES = 128 * 1024 * 1024;

/** Whether a serving process with this many bytes of heap living is kept small: see SMALL_HEAP_FROM_LIVING_BYTES. */
function heapKeptSmall(livingBytes: number): boolean {
  return livingBytes >= SMALL_HEAP_FROM_LIVING_BYTES;
}

/**
 * From the moment a large process serves, V8 keeps its heap close to what lives instead of letting
 * it grow between full collections (decision 0131): `--optimize-for-size`, set at run time. A
 * serving process at +50,000 catalogue events holds about 500 MiB that lives; under a minute of
 * mixed reads and one edit a second its heap was let grow to about 2 GiB resident before V8
 * collected, and stayed within about 0.8 GiB with this. A start is left as it was: it allocates
 * several times what it keeps, and the flag from the first line made it twice as long. The flag
 * also costs every request CPU (the filtered event search twice as much, a small JSON answer a
 * seventh more), so a process with little living is left without it (heapKeptSmall, decision 0148).
 */
export function keepHeapSmall(): void {
  watch?.disconnect();
  setFlagsFromString('--optimize-for-size');
}

/** A garbage collection as a performance entry: its kind is in `detail` (Node's types leave it out). */
type GcEntry = { detail?: { kind?: number } };

/** The process's watch for a full collection that leaves much living (keepHeapSmallOnceMuchLives). */
let watch: PerformanceObserver | null = null;

/**
 * keepHeapSmall if the heap living now (right after a full collection) is large, and what was
 * decided: a process serving the demo data or a catalogue of some thousands of events keeps the
 * speed, one serving tens of thousands keeps within its memory (decision 0148).
 */
export function keepHeapSmallIfMuchLives(): { livingBytes: number; keptSmall: boolean } {
  const livingBytes = getHeapStatistics().used_heap_size;
  const keptSmall = heapKeptSmall(livingBytes);
  if (keptSmall) keepHeapSmall();
  return { livingBytes, keptSmall };
}

/**
 * For a process left to grow (keepHeapSmallIfMuchLives decided so at its start): keepHeapSmall
 * after the first full collection that leaves 128 MiB or more living, when the catalogue it
 * serves has grown that much since (decision 0148). Calls `onKeptSmall` with the bytes living
 * then. One watch per process, ended by keepHeapSmall however it is called: a second call does nothing.
 */
export function keepHeapSmallOnceMuchLives(onKeptSmall: (livingBytes: number) => void = () => {}): void {
  if (watch) return;
  const observer = new PerformanceObserver((entries) => {
    const full = entries
      .getEntries()
      .some((entry) => (entry as GcEntry).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR);
    if (!full) return;
    const { livingBytes, keptSmall } = keepHeapSmallIfMuchLives();
    if (keptSmall) onKeptSmall(livingBytes);
  });
  observer.observe({ entryTypes: ['gc'] });
  watch = observer;
}
