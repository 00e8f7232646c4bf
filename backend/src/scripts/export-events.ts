import 'reflect-metadata';
import { SingleBar, Presets } from 'cli-progress';
import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { loadConfig } from '../config/app-config';
import { createEventStore } from '../event-sourcing/event-sourcing.module';
import type { EventStore } from '../event-sourcing/event-store/event-store.port';

const PAGE_SIZE = 2000;

export interface ExportProgress {
  exported: number;
  position: number;
  head: number;
}

/**
 * Writes every domain event of the log, oldest first, one JSON object per line:
 * {position, stream, revision, id, type, data, metadata}. Honours back-pressure, so a large log
 * never sits in memory. Returns how many domain events were written.
 */
export async function exportDomainEvents(
  eventStore: EventStore,
  output: Writable,
  onProgress?: (progress: ExportProgress) => void,
): Promise<number> {
  const head = await eventStore.headPosition();
  let after = 0;
  let exported = 0;
  while (after < head) {
    const page = await eventStore.readAll(after, PAGE_SIZE);
    if (page.length === 0) break;
    for (const domainEvent of page) {
      if (domainEvent.position > head) break;
      const line = JSON.stringify({
        position: domainEvent.position,
        stream: domainEvent.stream,
        revision: domainEvent.revision,
        id: domainEvent.id,
        type: domainEvent.type,
        data: domainEvent.data,
        metadata: domainEvent.metadata,
      });
      if (!output.write(`${line}\n`)) await once(output, 'drain');
      exported += 1;
      after = domainEvent.position;
    }
    onProgress?.({ exported, position: after, head });
    if (page[page.length - 1].position >= head) break;
  }
  return exported;
}

export function parseArgs(args: readonly string[], dataDir: string, now: Date): { out: string } {
  let out: string | null = null;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    if (arg === '--out') {
      const value = args[index + 1];
      if (value === undefined) throw new Error('--out needs a file name, or - for standard output');
      out = value;
      index += 1;
    } else if (arg.startsWith('--out=')) out = arg.slice('--out='.length);
    else if (arg === '--help' || arg === '-h') throw new Error(USAGE);
    else throw new Error(`Unknown option ${arg}\n${USAGE}`);
  }
  return { out: out ?? join(dataDir, `export-${now.toISOString().replace(/[:.]/g, '-')}.ndjson`) };
}

const USAGE = 'Usage: npm run export-events [-- --out <file>|-]   (default: DATA_DIR/export-<timestamp>.ndjson)';

/** `npm run export-events -- --out <file>`: the whole log as NDJSON, with a progress bar on stderr. */
async function main(): Promise<void> {
  const config = loadConfig();
  const { out } = parseArgs(process.argv.slice(2), config.dataDir, new Date());
  const eventStore = await createEventStore(config);
  const toStdout = out === '-';
  if (!toStdout) mkdirSync(dirname(resolve(out)), { recursive: true });
  const output = toStdout ? process.stdout : createWriteStream(out, { encoding: 'utf8' });
  const bar = new SingleBar(
    {
      stream: process.stderr,
      format: ' {bar} {percentage}% | {value}/{total} positions | {exported} domain events',
      hideCursor: true,
    },
    Presets.shades_classic,
  );
  let barStarted = false;
  try {
    const exported = await exportDomainEvents(eventStore, output, (progress) => {
      if (!barStarted) {
        bar.start(progress.head, 0, { exported: 0 });
        barStarted = true;
      }
      bar.update(progress.position, { exported: progress.exported });
    });
    if (barStarted) bar.stop();
    if (!toStdout) {
      output.end();
      await once(output, 'finish');
    }
    process.stderr.write(`Exported ${exported} domain events${toStdout ? '' : ` to ${resolve(out)}`}\n`);
  } finally {
    if (barStarted) bar.stop();
    await eventStore.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
