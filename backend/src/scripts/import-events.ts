import 'reflect-metadata';
import { createReadStream, existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { loadConfig } from '../config/app-config';
import { createEventStore } from '../event-sourcing/event-sourcing.module';
import { ConcurrencyError, type EventStore, type NewDomainEvent } from '../event-sourcing/event-store/event-store.port';
import { OperatorError } from './backup';

/** Domain events appended together when consecutive lines continue one stream. */
const BATCH = 500;

/** One line of an export, as `npm run export-events` writes it. */
export interface ExportedLine {
  position: number;
  stream: string;
  revision: number;
  id: string;
  type: string;
  data: unknown;
  metadata: NewDomainEvent['metadata'];
}

/**
 * Appends an NDJSON export (`npm run export-events`) to an empty event store, in the export's
 * order, each domain event with its own id, stream and revision: each append expects the stream
 * at the revision before it, so a file with a gap or a repeat in a stream is refused at that
 * line rather than imported out of shape. Into the embedded store a whole log keeps its
 * positions too (they are given out in order from 1), which undo's links between domain events
 * rely on; into another kind of store positions are the new store's own.
 */
export async function importDomainEvents(eventStore: EventStore, input: Readable): Promise<{ imported: number }> {
  if ((await eventStore.headPosition()) > 0)
    throw new OperatorError(
      'The event store is not empty: import only into an empty store (a new DATA_DIR, or a new EventStoreDB database).',
    );
  let imported = 0;
  let batch: ExportedLine[] = [];
  let batchStartsAt = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const [first] = batch;
    try {
      await eventStore.append(
        first.stream,
        batch.map(({ id, type, data, metadata }) => ({ id, type, data, metadata })),
        first.revision === 0 ? 'no_stream' : first.revision - 1,
      );
    } catch (error) {
      if (!(error instanceof ConcurrencyError)) throw error;
      throw new OperatorError(
        `Line ${batchStartsAt} does not continue its stream: ${first.stream} is at revision ${error.actual}, the line says ${first.revision}.`,
      );
    }
    imported += batch.length;
    batch = [];
  };
  let lineNumber = 0;
  for await (const text of createInterface({ input, crlfDelay: Infinity })) {
    lineNumber += 1;
    if (text.trim() === '') continue;
    const line = parseLine(text, lineNumber);
    const last = batch[batch.length - 1];
    if (last && (last.stream !== line.stream || last.revision + 1 !== line.revision || batch.length >= BATCH))
      await flush();
    if (batch.length === 0) batchStartsAt = lineNumber;
    batch.push(line);
  }
  await flush();
  return { imported };
}

function parseLine(text: string, lineNumber: number): ExportedLine {
  let value: Partial<ExportedLine>;
  try {
    value = JSON.parse(text) as Partial<ExportedLine>;
  } catch {
    throw new OperatorError(`Line ${lineNumber} is not JSON.`);
  }
  const metadata = value.metadata as Partial<ExportedLine['metadata']> | undefined;
  const valid =
    typeof value === 'object' &&
    value !== null &&
    typeof value.stream === 'string' &&
    value.stream !== '' &&
    Number.isInteger(value.revision) &&
    (value.revision as number) >= 0 &&
    typeof value.id === 'string' &&
    value.id !== '' &&
    typeof value.type === 'string' &&
    value.type !== '' &&
    'data' in value &&
    typeof metadata === 'object' &&
    metadata !== null &&
    typeof metadata.actor === 'string' &&
    typeof metadata.occurredAt === 'string';
  if (!valid)
    throw new OperatorError(
      `Line ${lineNumber} is not a domain event as npm run export-events writes one ({position, stream, revision, id, type, data, metadata}).`,
    );
  return value as ExportedLine;
}

const USAGE =
  'Usage: npm run import-events -- <file.ndjson>   (into an empty event store: DATA_DIR, or EVENTSTORE_CONNECTION_STRING)';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0].startsWith('-')) throw new OperatorError(USAGE);
  if (!existsSync(args[0])) throw new OperatorError(`${args[0]} does not exist.`);
  const config = loadConfig();
  const eventStore = await createEventStore(config);
  try {
    const started = Date.now();
    const { imported } = await importDomainEvents(eventStore, createReadStream(args[0], { encoding: 'utf8' }));
    console.log(
      `Imported ${imported} domain events from ${args[0]} in ${((Date.now() - started) / 1000).toFixed(1)} s; the log's head is now position ${await eventStore.headPosition()}.`,
    );
  } finally {
    await eventStore.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(error instanceof OperatorError ? 2 : 1);
  });
}
