import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { SingleBar, Presets } from 'cli-progress';
import { AppModule } from '../app.module';
import { acquireDataDirLock } from '../cluster/data-dir-lock';
import { loadConfig } from '../config/app-config';
import { ProjectionEngine } from '../event-sourcing/projections/projection-engine';
import { ReadStore } from '../event-sourcing/read-store/read-store.port';
import {
  putFreshReadModelFileInPlace,
  removeFreshReadModelFile,
} from '../event-sourcing/read-store/fresh-read-model-file';

/**
 * `npm run replay [-- --projection <name>]`: rebuilds every read model (or one) from position 0
 * with a progress bar, then prints events, seconds and events/s. It rebuilds the stored read
 * models: DATA_DIR/read-models.sqlite by default (written in bulk at the end, with the
 * checkpoints), MongoDB with MONGODB_URI; with READ_MODELS=memory it rebuilds them in memory only
 * (a check and a timing). Into the file, it then makes the listing blocks a start reads and prints
 * their seconds apart (decision 0156). The read-model file belongs to the server that holds
 * DATA_DIR, so it is rebuilt only while no server runs there.
 */
/** The DATA_DIR whose fresh read-model file this rebuild is making, once it holds the lock. */
let freshFileIn: string | null = null;

async function main(): Promise<void> {
  const names = optionValues(process.argv.slice(2), '--projection');
  const loaded = loadConfig();
  const intoFile = !loaded.mongodbUri && loaded.readModels === 'file';
  // Every read model into the file: built into a new file that replaces the old one once complete
  // (decision 0155). One projection is rebuilt in place, beside the others.
  const fresh = intoFile && names === null;
  const config = { ...loaded, demoData: false, logLevel: 'quiet' as const, buildsFreshReadModelFile: fresh };
  if (intoFile) {
    const lock = acquireDataDirLock(config.dataDir);
    if (!lock.acquired) {
      console.error(`${lock.message} Stop it to rebuild the read models of ${config.dataDir}.`);
      process.exit(2);
    }
    process.once('exit', lock.release);
  }
  if (fresh) freshFileIn = config.dataDir;
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config, { tooling: true }), {
    logger: ['error'],
  });
  // init() registers projections (onModuleInit) without starting the live subscription.
  await app.init();
  const engine = app.get(ProjectionEngine);
  const known = engine.registered().map((projection) => projection.name);
  if (names && names.some((name) => !known.includes(name))) {
    console.error(`Unknown projection. Known projections: ${known.join(', ')}`);
    await app.close();
    process.exit(2);
  }
  console.log(`Replaying ${names ? names.join(', ') : `all projections (${known.join(', ')})`}`);
  const bar = new SingleBar(
    {
      format: ' {bar} {percentage}% | {value}/{total} positions | {processed} domain events',
      hideCursor: true,
      noTTYOutput: true,
      notTTYSchedule: 2000,
    },
    Presets.shades_classic,
  );
  const started = process.hrtime.bigint();
  let barStarted = false;
  const { processed } = await engine.rebuild(names, (progress) => {
    if (!barStarted) {
      bar.start(progress.head, 0, { processed: 0 });
      barStarted = true;
    }
    bar.update(progress.position, { processed: progress.processed });
  });
  // Until the read-model file holds all of it: its writer thread may still be writing the last parts.
  const store = app.get(ReadStore);
  await store.written();
  if (barStarted) bar.stop();
  // The listing blocks a start reads its views from (decision 0143), made now rather than by the
  // first server after it: without them that start lists every document from the rows (15.6 s
  // instead of 10.6 at +50,000 catalogue events), and one stopped within a minute never makes them.
  // Timed apart from the replay. Nothing to make in a store that keeps none (memory, MongoDB).
  const blocksStarted = process.hrtime.bigint();
  store.caughtUp();
  await store.makeListingBlocksNow();
  const blockSeconds = Number(process.hrtime.bigint() - blocksStarted) / 1e9;
  if (fresh) {
    await app.close();
    putFreshReadModelFileInPlace(config.dataDir);
    freshFileIn = null;
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9 - blockSeconds;
  console.log(
    `Replayed ${processed} domain events in ${seconds.toFixed(2)} s (${Math.round(processed / Math.max(seconds, 1e-9)).toLocaleString('en-US')} events/s)`,
  );
  if (intoFile) console.log(`Made the listing blocks a start reads in ${blockSeconds.toFixed(2)} s`);
  // Started by the benchmark (with an IPC channel): the numbers go back to it as well.
  process.send?.({ processed, seconds, blockSeconds });
  if (!fresh) await app.close();
}

function optionValues(args: string[], option: string): string[] | null {
  const values = args.flatMap((arg, index) =>
    arg === option && args[index + 1]
      ? [args[index + 1]]
      : arg.startsWith(`${option}=`)
        ? [arg.slice(option.length + 1)]
        : [],
  );
  return values.length > 0 ? values : null;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  // A rebuild into a new file that failed leaves the read-model file as it was.
  if (freshFileIn) removeFreshReadModelFile(freshFileIn);
  process.exit(1);
});
