import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import type { EventStore, NewDomainEvent } from '../event-sourcing/event-store/event-store.port';

/**
 * The demo data set as the exact domain events to append (decision 0027): worked out once in a
 * private store, written to DATA_DIR, then appended to the real store in order. Appends are
 * idempotent by id, so after a crash at any point the next boot appends the same plan again
 * and only what is missing is added; the file is removed once every domain event is stored.
 */
export const DEMO_PLAN_FILE = 'demo-data-load.ndjson';

/** One domain event of the plan, at its place in its stream. */
export interface PlannedDomainEvent extends NewDomainEvent {
  stream: string;
  revision: number;
}

/** Domain events appended together when consecutive ones continue one stream. */
const BATCH = 200;

export function demoPlanPath(dataDir: string): string {
  return join(dataDir, DEMO_PLAN_FILE);
}

/**
 * Writes the plan so that it is either wholly there or not at all: to a temporary name, flushed
 * to disk, renamed, and the directory flushed so the rename itself survives a crash.
 */
export function writeDemoPlan(file: string, plan: readonly PlannedDomainEvent[]): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.tmp`;
  const descriptor = openSync(temporary, 'w', 0o600);
  try {
    for (const domainEvent of plan) writeSync(descriptor, `${JSON.stringify(domainEvent)}\n`);
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
  renameSync(temporary, file);
  syncDirectory(dirname(file));
}

export function readDemoPlan(file: string): PlannedDomainEvent[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line, index) => {
      const value = JSON.parse(line) as PlannedDomainEvent;
      if (
        typeof value.stream !== 'string' ||
        !Number.isInteger(value.revision) ||
        typeof value.id !== 'string' ||
        typeof value.type !== 'string'
      ) {
        throw new Error(
          `${file} line ${index + 1} is not a planned domain event: remove the file and the partly loaded DATA_DIR to start again.`,
        );
      }
      return value;
    });
}

export function removeDemoPlan(file: string): void {
  rmSync(file, { force: true });
  rmSync(`${file}.tmp`, { force: true });
  if (existsSync(dirname(file))) syncDirectory(dirname(file));
}

/**
 * Appends the plan in order, consecutive domain events of one stream together, each append
 * expecting its stream at the revision before it. An append whose domain events are already
 * stored (an earlier, interrupted attempt got that far) changes nothing. Returns the position of
 * the last domain event, or 0 for an empty plan.
 */
export async function appendDemoPlan(eventStore: EventStore, plan: readonly PlannedDomainEvent[]): Promise<number> {
  let position = 0;
  for (let start = 0; start < plan.length;) {
    let end = start + 1;
    while (
      end < plan.length &&
      end - start < BATCH &&
      plan[end].stream === plan[start].stream &&
      plan[end].revision === plan[end - 1].revision + 1
    )
      end += 1;
    const batch = plan.slice(start, end);
    const result = await eventStore.append(
      batch[0].stream,
      batch.map(({ id, type, data, metadata }) => ({ id, type, data, metadata })),
      batch[0].revision === 0 ? 'no_stream' : batch[0].revision - 1,
    );
    position = result.position;
    start = end;
  }
  return position;
}

function syncDirectory(directory: string): void {
  try {
    const descriptor = openSync(directory, 'r');
    try {
      fsyncSync(descriptor);
    } finally {
      closeSync(descriptor);
    }
  } catch {
    // Some file systems cannot fsync a directory; the rename is then as durable as they make it.
  }
}
