import { Worker } from 'node:worker_threads';

/**
 * One commit of the read-model file, as the committing thread hands it over: every value already
 * JSON text, in the order the transaction writes them.
 */
export interface FileTransaction {
  /** Projections reset since the last commit: their checkpoints and index rows go. */
  resets: string[];
  /** Collections written whole: [collection, [[id, position, json], ...]]. */
  rewritten: Array<[collection: string, documents: Array<[id: string, position: number, json: string]>]>;
  /** Documents changed since the last commit; json null removes the document. */
  changed: Array<[collection: string, id: string, position: number, json: string | null]>;
  /** Blocks of index rows: [projection, last position of the block, the rows' JSON]. */
  rowBlocks: Array<[projection: string, position: number, json: string]>;
  checkpoints: Array<[projection: string, position: number]>;
  versions: Array<[projection: string, version: number]>;
}

/**
 * The writer thread: its own connection to the file, which runs each transaction it is given in
 * order, in one SQLite transaction each, and answers null or what went wrong. After a failure it
 * writes nothing more, so the file stays as its last good commit left it, documents and
 * checkpoints together. SQLite's own copies of the write-ahead log into the file (its
 * "checkpoints") happen on this connection too. Plain JavaScript in a string so it runs the same
 * from the compiled build and from the TypeScript tests.
 */
const WRITER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 5000');
db.pragma('synchronous = NORMAL');
const upsert = db.prepare(
  'INSERT INTO documents (collection, id, position, value) VALUES (?, ?, ?, ?) ' +
    'ON CONFLICT (collection, id) DO UPDATE SET position = excluded.position, value = excluded.value',
);
const insert = db.prepare('INSERT INTO documents (collection, id, position, value) VALUES (?, ?, ?, ?)');
const deleteDocument = db.prepare('DELETE FROM documents WHERE collection = ? AND id = ?');
const deleteCollection = db.prepare('DELETE FROM documents WHERE collection = ?');
const deleteCheckpoint = db.prepare('DELETE FROM checkpoints WHERE projection = ?');
const deleteIndexRows = db.prepare('DELETE FROM index_rows WHERE projection = ?');
const insertIndexRows = db.prepare('INSERT OR REPLACE INTO index_rows (projection, position, rows) VALUES (?, ?, ?)');
const saveCheckpoint = db.prepare(
  'INSERT INTO checkpoints (projection, position) VALUES (?, ?) ' +
    'ON CONFLICT (projection) DO UPDATE SET position = excluded.position',
);
const saveVersion = db.prepare(
  'INSERT INTO checkpoints (projection, version) VALUES (?, ?) ' +
    'ON CONFLICT (projection) DO UPDATE SET version = excluded.version',
);
const write = db.transaction((t) => {
  for (const projection of t.resets) {
    deleteCheckpoint.run(projection);
    deleteIndexRows.run(projection);
  }
  for (const [name, documents] of t.rewritten) {
    deleteCollection.run(name);
    for (const [id, position, json] of documents) insert.run(name, id, position, json);
  }
  for (const [name, id, position, json] of t.changed) {
    if (json === null) deleteDocument.run(name, id);
    else upsert.run(name, id, position, json);
  }
  for (const [projection, position, json] of t.rowBlocks) insertIndexRows.run(projection, position, json);
  for (const [projection, position] of t.checkpoints) saveCheckpoint.run(projection, position);
  for (const [projection, version] of t.versions) saveVersion.run(projection, version);
});
let failure = null;
parentPort.on('message', (message) => {
  if (message === 'close') {
    db.close();
    parentPort.close();
    return;
  }
  if (failure === null) {
    try {
      write(message);
    } catch (error) {
      failure = String(error && error.message ? error.message : error);
    }
  }
  parentPort.postMessage(failure);
});
`;

/**
 * Writes the read-model file's commits on a thread of its own (decision 0081): the committing
 * thread turns what changed into JSON text and hands it over, and goes on projecting while SQLite
 * writes it, on the other core. Each commit is still one transaction holding documents and
 * checkpoints together, written in the order given. At most `MAX_IN_FLIGHT` commits wait for the
 * thread: a commit beyond that waits for the oldest (a catch-up never runs ahead of the file by
 * more than that).
 */
export class ReadModelWriter {
  static readonly MAX_IN_FLIGHT = 2;
  private readonly worker: Worker;
  private inFlight = 0;
  private waiters: Array<() => void> = [];
  private failed: Error | null = null;
  private closed = false;

  /** @param onFailure called once, when a transaction fails or the thread stops: nothing is written after it. */
  constructor(
    file: string,
    private readonly onFailure: (error: Error) => void,
  ) {
    this.worker = new Worker(WRITER_SOURCE, {
      eval: true,
      workerData: { driver: require.resolve('better-sqlite3'), file },
    });
    // Idle, the thread does not keep the process alive; with commits to write, it does.
    this.worker.unref();
    this.worker.on('message', (problem: string | null) => {
      this.inFlight -= 1;
      if (this.inFlight === 0) this.worker.unref();
      if (problem !== null) this.fail(new Error(`Writing the read-model file failed: ${problem}`));
      this.wake();
    });
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => {
      if (!this.closed) this.fail(new Error(`The read-model file's writer stopped (exit code ${code})`));
    });
  }

  /** The failure after which nothing is written, or null. */
  get failure(): Error | null {
    return this.failed;
  }

  /** Hands a transaction to the thread; throws if an earlier one failed. */
  write(transaction: FileTransaction): void {
    if (this.failed) throw this.failed;
    if (this.inFlight === 0) this.worker.ref();
    this.inFlight += 1;
    this.worker.postMessage(transaction);
  }

  /** Resolves once at most `pending` transactions are still being written; rejects after a failure. */
  async written(pending = 0): Promise<void> {
    while (this.inFlight > pending && !this.failed) await new Promise<void>((resolve) => this.waiters.push(resolve));
    if (this.failed) throw this.failed;
  }

  /** Waits for what was handed over, then ends the thread. */
  async close(): Promise<void> {
    // A failure was reported when it happened (onFailure); what was handed over after it is lost.
    await this.written().catch(() => undefined);
    this.closed = true;
    if (this.failed) {
      await this.worker.terminate();
      return;
    }
    const exited = new Promise<void>((resolve) => this.worker.once('exit', () => resolve()));
    this.worker.postMessage('close');
    await exited;
  }

  private fail(error: Error): void {
    if (this.failed) return;
    this.failed = error;
    this.onFailure(error);
    this.wake();
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }
}
