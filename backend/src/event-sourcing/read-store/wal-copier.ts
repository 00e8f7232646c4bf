import { Worker } from 'node:worker_threads';

/**
 * How far the write-ahead log may grow before the writing connection copies it into the file
 * itself (SQLite's own copy, on the thread that commits), in pages of 4 KiB, while the
 * copier thread runs: a safety net for when it cannot keep up.
 */
export const WRITER_COPIES_WAL_AT_PAGES = 25_000;
/** SQLite's default, which the writer goes back to if the copier thread fails. */
export const SQLITE_DEFAULT_WAL_COPY_PAGES = 1_000;

/**
 * The copier thread: its own connection to the file, which copies what commits appended to the
 * write-ahead log into the database file (what SQLite calls a checkpoint, PRAGMA
 * wal_checkpoint(PASSIVE): it never waits for the writer, and the writer never waits for it).
 * Plain JavaScript in a string so it runs the same from the compiled build and from the
 * TypeScript tests.
 */
const COPIER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 5000');
parentPort.on('message', (message) => {
  if (message === 'close') {
    db.close();
    parentPort.close();
    return;
  }
  let problem = null;
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    problem = String(error && error.message ? error.message : error);
  }
  parentPort.postMessage(problem);
});
`;

/**
 * Copies the read-model file's write-ahead log (WAL) into the file on a thread of its own, after
 * commits (decision 0081). With WAL, every committed page is written twice: to the log at the
 * commit, and into the file at the next copy (SQLite's "checkpoint", not a projection's). SQLite
 * makes that copy on the thread that commits once the log passes 1,000 pages, which was half of
 * a commit's time when a start catches up with an import (measured: 190,000 documents of 310 MB
 * in 56 commits took 2.9 s with the writer copying, 1.45 s without). Here the copy runs beside
 * the projections, on the other core. Requests made while one runs are coalesced into one more.
 */
export class WalCopier {
  private worker: Worker | null = null;
  private running = false;
  private requested = false;
  private idleWaiters: Array<() => void> = [];
  /** Closed, or failed once: the writer copies the log by itself again. */
  private stopped = false;

  /**
   * @param onFailure called once if the thread fails: the writer then copies the log itself, as
   * SQLite does by default, and this copier does nothing more.
   */
  constructor(
    private readonly file: string,
    private readonly onFailure: (message: string) => void,
  ) {}

  /** Asks for the log to be copied into the file; returns at once. */
  request(): void {
    if (this.stopped) return;
    if (this.running) {
      this.requested = true;
      return;
    }
    this.running = true;
    this.requested = false;
    this.thread().postMessage('copy');
  }

  /** Resolves once no copy is running or asked for (what a test and close() wait for). */
  idle(): Promise<void> {
    if (!this.running) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Waits for a copy under way, then ends the thread; the writer's close copies what is left. */
  async close(): Promise<void> {
    this.stopped = true;
    this.requested = false;
    await this.idle();
    const worker = this.worker;
    this.worker = null;
    if (!worker) return;
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.postMessage('close');
    await exited;
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(COPIER_SOURCE, {
      eval: true,
      workerData: { driver: require.resolve('better-sqlite3'), file: this.file },
    });
    // A store nobody closes (a test's) must not keep the process alive.
    worker.unref();
    worker.on('message', (problem: string | null) => {
      if (problem) this.fail(problem);
      this.finished();
    });
    worker.on('error', (error) => {
      this.worker = null;
      this.fail(error.message);
      this.finished();
    });
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = null;
      if (this.running) this.finished();
    });
    this.worker = worker;
    return worker;
  }

  private fail(message: string): void {
    if (this.stopped) return;
    this.stopped = true;
    this.requested = false;
    this.onFailure(message);
    const worker = this.worker;
    this.worker = null;
    void worker?.terminate();
  }

  private finished(): void {
    this.running = false;
    if (this.requested && !this.stopped) {
      this.request();
      return;
    }
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }
}
