// First, before any collection: see kept-tick-object.ts.
import './process/kept-tick-object';
import { Logger } from '@nestjs/common';
import cluster from 'node:cluster';
import { createApp } from './app.factory';
import { acquireDataDirLock } from './cluster/data-dir-lock';
import { WorkerPool } from './cluster/primary';
import { AppConfig, ConfigError, loadConfig } from './config/app-config';
import { removeFreshReadModelFile } from './event-sourcing/read-store/fresh-read-model-file';
import { ReadStore } from './event-sourcing/read-store/read-store.port';
import { StoreUnreachableError } from './health/store-connection';
import {
  StoreDamagedError,
  checkStoreFiles,
  checkStoresInBackground,
  recordStoreFiles,
  storeFilesOf,
  type StoreToCheck,
} from './health/store-files';
import { prepareAgainOnceCaughtUp, prepareToServe, warmSearchIndexes } from './process/serving';
import { STOP_SIGNALS } from './process/stop-signals';

/**
 * `npm start`: one process serving the site (WORKERS=1, the default), or with WORKERS=N a primary
 * and N workers on one port. The primary takes the DATA_DIR lock, boots the application without
 * listening (read models, demo data on an empty store, the purge and its schedule), then forks the
 * workers, which only serve. Everything they share (the log, sessions, limits) is in storage.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (cluster.isWorker) return serveAsWorker(config);
  const workers = config.workers;
  const releaseLock = lockDataDir(config);
  // Under the lock, so no other server is writing them; the workers start after this check.
  const checkedOnceStarted = checkStoreFiles(config.dataDir, storeFilesOf(config));
  if (workers <= 1) return serve(config, releaseLock, checkedOnceStarted);
  return runPrimary(config, workers, releaseLock, checkedOnceStarted);
}

/**
 * The store files too large to read whole before the start are read whole once it serves; one
 * found damaged stops the server as a start on it stops (one line, exit code 2).
 */
function checkOnceStarted(stores: StoreToCheck[], stop: () => Promise<void>): void {
  if (stores.length === 0) return;
  const logger = new Logger('StoreCheck');
  void checkStoresInBackground(stores, (store, error) =>
    logger.warn(`Could not check ${store.path} whole: ${error.message}`),
  ).then(async (damage) => {
    if (!damage) return;
    console.error(damage.message);
    // Also when the process ends by itself once everything is closed.
    process.exitCode = 2;
    await stop().catch((error: unknown) => console.error(error));
    process.exit(2);
  });
}

/** The app with its stores open; from then on a lost or emptied store file is refused at start. */
async function createCheckedApp(config: AppConfig) {
  const app = await createApp(config);
  recordStoreFiles(config.dataDir, storeFilesOf(config));
  return app;
}

/** With the embedded event store, one server per DATA_DIR: a second one exits at once with the reason. */
function lockDataDir(config: AppConfig): () => void {
  if (config.eventStoreConnectionString) return () => undefined;
  const lock = acquireDataDirLock(config.dataDir);
  if (!lock.acquired) {
    console.error(lock.message);
    process.exit(1);
  }
  process.once('exit', lock.release);
  // What a rebuild of the read models stopped before its end left (`npm run replay` holds the lock while it builds).
  removeFreshReadModelFile(config.dataDir);
  return lock.release;
}

async function serve(config: AppConfig, releaseLock: () => void, checkedOnceStarted: StoreToCheck[]): Promise<void> {
  // Alone, it may serve while its read models catch up after an import (decision 0145).
  const app = await createCheckedApp({ ...config, servesWhileCatchingUp: true });
  const stop = async () => {
    await app.close();
    releaseLock();
  };
  onStopSignal(stop);
  await prepareToServe(app);
  await app.listen({ port: config.port, host: config.host });
  warmSearchIndexes(app);
  prepareAgainOnceCaughtUp(app);
  announce(config, 'one process');
  checkOnceStarted(checkedOnceStarted, stop);
}

async function serveAsWorker(config: AppConfig): Promise<void> {
  const app = await createApp(config);
  if (process.env.WORKER_HEADER === 'on') {
    // Which worker answered, for tests and for an operator checking the spread; off by default.
    const name = String(cluster.worker?.id ?? process.pid);
    app
      .getHttpServer()
      .prependListener('request', (_request: unknown, response: { setHeader(name: string, value: string): void }) =>
        response.setHeader('x-worker', name),
      );
  }
  await prepareToServe(app);
  await app.listen({ port: config.port, host: config.host });
  warmSearchIndexes(app);
}

async function runPrimary(
  config: AppConfig,
  workers: number,
  releaseLock: () => void,
  checkedOnceStarted: StoreToCheck[],
): Promise<void> {
  // The primary's own application never listens: it loads the demo data before any worker serves,
  // runs the purge on its schedule, and follows the log like the workers so the purge sees their writes.
  // Answering no request, it keeps every read model on file instead of in memory (decision 0103).
  const app = await createCheckedApp({ ...config, servesNoRequests: true });
  const stopAll = async () => {
    await pool.stop();
    await app.close();
    releaseLock();
  };
  const pool = new WorkerPool(workers, (reason) => {
    console.error(`Stopping: ${reason}.`);
    void stopAll().finally(() => process.exit(1));
  });
  onStopSignal(stopAll);
  try {
    // The workers load the read-model file when they start: with every commit in it, they follow
    // the log from where the primary is instead of projecting what it has already written.
    await app.get(ReadStore).written();
    await pool.start();
  } catch (error) {
    await stopAll();
    throw error;
  }
  announce(config, `${workers} workers`);
  checkOnceStarted(checkedOnceStarted, stopAll);
}

/**
 * Each of STOP_SIGNALS runs `stop` once, then ends the process by the same signal. Replaces the
 * handlers Nest's shutdown hooks installed, which would end the process before the workers and the
 * lock are seen to ('exit' handlers do not run when a signal ends a process).
 */
function onStopSignal(stop: () => Promise<void>): void {
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    stop()
      .catch((error: unknown) => console.error(error))
      .finally(() => {
        process.removeAllListeners(signal);
        process.kill(process.pid, signal);
      });
  };
  for (const signal of STOP_SIGNALS) {
    process.removeAllListeners(signal);
    process.on(signal, handler);
  }
}

function announce(config: AppConfig, processes: string): void {
  const logger = new Logger('Server');
  logger.log(`Dental education events on http://localhost:${config.port} (${processes})`);
  if (!config.frontendDist) logger.warn('No built frontend found (run `npm run build`): serving the API only.');
}

main().catch((error: unknown) => {
  // A wrong setting is one line naming the variable, and exit code 2 (a usage error, not a crash);
  // a store that stayed unreachable is one line with its masked address (docs/operations.md).
  if (error instanceof ConfigError) {
    console.error(`Invalid configuration: ${error.message}`);
    process.exit(2);
  }
  // A store file lost, emptied or damaged: one line naming it and what to do, as for a wrong setting.
  if (error instanceof StoreDamagedError) {
    console.error(error.message);
    process.exit(2);
  }
  if (error instanceof StoreUnreachableError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
});
