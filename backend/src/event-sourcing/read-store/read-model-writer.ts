import { Worker } from 'node:worker_threads';
import { FORGET_BLOCKS_SQL } from './listing-blocks';
import type { IndexRow } from './read-store.port';

/**
 * A part of one commit of the read-model file, as the committing thread hands it over: every
 * value already JSON text. A commit is handed over in parts of about PART_BYTES, so the writer
 * thread writes the first while the next is made; its transaction is committed with the part
 * marked `last`.
 */
export interface TransactionPart {
  /** Projections reset since the last commit: their checkpoints go (first part). */
  resets?: string[];
  /** Tables of index rows of the projections reset: emptied (first part). */
  emptiedTables?: string[];
  /** Collections written whole: emptied first (first part), then their documents are in `inserts`. */
  rewritten?: string[];
  inserts?: Array<[collection: string, id: string, position: number, json: string]>;
  /** Documents changed since the last commit; json null removes the document. */
  changed?: Array<[collection: string, id: string, position: number, json: string | null]>;
  /** Index rows appended, by the table that keeps them (RowTable), in position order. */
  tableRows?: Array<[table: string, rows: IndexRow[]]>;
  checkpoints?: Array<[projection: string, position: number]>;
  versions?: Array<[projection: string, version: number]>;
  /** Statements that change the file's layout (CREATE INDEX), run after the part's writes. */
  layout?: string[];
  /** Commit the transaction after this part. */
  last: boolean;
}

/**
 * Each collection's name in the read-model file, one step of the primary key's index apiece: a
 * scan of the table read every row of the file (about 1 GB at +50,000 catalogue events).
 */
export const COLLECTION_NAMES_SQL = `WITH RECURSIVE names(name) AS (
  SELECT min(collection) FROM documents
  UNION ALL
  SELECT (SELECT min(collection) FROM documents WHERE collection > name) FROM names WHERE name IS NOT NULL
)
SELECT name FROM names WHERE name IS NOT NULL`;

/** About how much JSON text one part of a commit carries. */
export const PART_BYTES = 4 * 1024 * 1024;

/**
 * How many pages the write-ahead log may hold before SQLite copies it into the file (its
 * "checkpoint"; 16,384 pages of 4 KiB, 64 MiB), instead of SQLite's 1,000. A catch-up changes the
 * same pages (the tables' and indexes' inner pages, the documents changed again and again) in
 * commit after commit, and each copy wrote them again: at +50,000 catalogue events the first start
 * after the append was ready 12 s sooner with this (decision 0122).
 */
export const WAL_PAGES_BETWEEN_CHECKPOINTS = 16_384;

/**
 * The writer thread: its own connection to the file, which writes the parts it is given in order,
 * each commit's parts in one SQLite transaction, and answers each part with null or what went
 * wrong. 'abandon' rolls back a commit whose making failed. After a failure it writes nothing
 * more, so the file stays as its last good commit left it, documents and checkpoints together. SQLite's own copies of the write-ahead log into the file (its
 * "checkpoints") happen on this connection too. Plain JavaScript in a string so it runs the same
 * from the compiled build and from the TypeScript tests.
 */
const WRITER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 5000');
if (workerData.fresh) {
  // A new file built whole, thrown away if the build fails (SqliteReadStore's fresh option).
  db.pragma('journal_mode = OFF');
  db.pragma('synchronous = OFF');
} else {
  db.pragma('synchronous = NORMAL');
  db.pragma('wal_autocheckpoint = ' + workerData.walPagesBetweenCheckpoints);
}
const upsert = db.prepare(
  'INSERT INTO documents (collection, id, position, value) VALUES (?, ?, ?, ?) ' +
    'ON CONFLICT (collection, id) DO UPDATE SET position = excluded.position, value = excluded.value',
);
const insert = db.prepare('INSERT INTO documents (collection, id, position, value) VALUES (?, ?, ?, ?)');
const deleteDocument = db.prepare('DELETE FROM documents WHERE collection = ? AND id = ?');
const deleteCollection = db.prepare('DELETE FROM documents WHERE collection = ?');
const collectionNames = db.prepare(${JSON.stringify(COLLECTION_NAMES_SQL)}).pluck();
// The collections a commit writes whole, emptied first. When they are every collection the file
// holds, as in a replay of every projection, the table is emptied at once: SQLite then frees its
// pages whole instead of deleting row by row (180,000 documents of the +10,000 catalogue: 0.09 s
// against 1.1 s).
// Their listing blocks go with them, and their epochs move on (FORGET_BLOCKS_SQL).
const forgetBlocks = workerData.forgetBlocks.map((sql) => db.prepare(sql));
function emptyCollections(names) {
  if (names.length === 0) return;
  const rewritten = new Set(names);
  if (collectionNames.all().every((name) => rewritten.has(name))) db.exec('DELETE FROM documents');
  else for (const name of names) deleteCollection.run(name);
  for (const name of names) for (const statement of forgetBlocks) statement.run(name);
}
const deleteCheckpoint = db.prepare('DELETE FROM checkpoints WHERE projection = ?');
// By table and number of columns: the tables are the projections' (RowTable), named by them.
const insertRowStatements = new Map();
function insertRow(table, row) {
  const key = table + '/' + row.length;
  let statement = insertRowStatements.get(key);
  if (!statement) {
    statement = db.prepare('INSERT OR REPLACE INTO "' + table + '" VALUES (' + row.map(() => '?').join(', ') + ')');
    insertRowStatements.set(key, statement);
  }
  statement.run(row);
}
const saveCheckpoint = db.prepare(
  'INSERT INTO checkpoints (projection, position) VALUES (?, ?) ' +
    'ON CONFLICT (projection) DO UPDATE SET position = excluded.position',
);
const saveVersion = db.prepare(
  'INSERT INTO checkpoints (projection, version) VALUES (?, ?) ' +
    'ON CONFLICT (projection) DO UPDATE SET version = excluded.version',
);
let open = false;
function apply(part) {
  for (const projection of part.resets ?? []) deleteCheckpoint.run(projection);
  for (const table of part.emptiedTables ?? []) db.exec('DELETE FROM "' + table + '"');
  emptyCollections(part.rewritten ?? []);
  for (const [name, id, position, json] of part.inserts ?? []) insert.run(name, id, position, json);
  const removedFrom = new Set();
  for (const [name, id, position, json] of part.changed ?? []) {
    if (json === null) {
      if (deleteDocument.run(name, id).changes > 0) removedFrom.add(name);
    } else upsert.run(name, id, position, json);
  }
  // A block holding a removed document is no longer its collection (decision 0143).
  for (const name of removedFrom) for (const statement of forgetBlocks) statement.run(name);
  for (const [table, rows] of part.tableRows ?? []) for (const row of rows) insertRow(table, row);
  for (const [projection, position] of part.checkpoints ?? []) saveCheckpoint.run(projection, position);
  for (const [projection, version] of part.versions ?? []) saveVersion.run(projection, version);
  for (const sql of part.layout ?? []) db.exec(sql);
}
function rollBack() {
  if (!open) return;
  open = false;
  try {
    db.exec('ROLLBACK');
  } catch {
    // SQLite may have rolled the transaction back itself.
  }
}
let failure = null;
parentPort.on('message', (message) => {
  if (message === 'close') {
    rollBack();
    db.close();
    parentPort.close();
    return;
  }
  if (message === 'abandon') {
    rollBack();
    parentPort.postMessage(failure);
    return;
  }
  if (failure === null) {
    try {
      if (!open) {
        db.exec('BEGIN');
        open = true;
      }
      apply(message);
      if (message.last) {
        db.exec('COMMIT');
        open = false;
      }
    } catch (error) {
      failure = String(error && error.message ? error.message : error);
      rollBack();
    }
  }
  parentPort.postMessage(failure);
});
`;

/**
 * Writes the read-model file's commits on a thread of its own (decision 0081): the committing
 * thread turns what changed into JSON text and hands it over in parts, and goes on while SQLite
 * writes them, on the other core. Each commit is still one transaction holding documents and
 * checkpoints together, written in the order given. At most `MAX_IN_FLIGHT` parts wait for the
 * thread: a part beyond that waits for the oldest (a catch-up never runs ahead of the file by
 * more than that).
 */
export class ReadModelWriter {
  static readonly MAX_IN_FLIGHT = 3;
  private readonly worker: Worker;
  private inFlight = 0;
  /** Parts handed over and parts answered since the thread started: a part is written once answered. */
  private handedOver = 0;
  private answered = 0;
  private waiters: Array<() => void> = [];
  private failed: Error | null = null;
  private closed = false;

  /**
   * @param onFailure called once, when a transaction fails or the thread stops: nothing is written after it.
   * @param options.fresh the file is new and built whole: written without a journal or syncs (SqliteReadStore's fresh option).
   */
  constructor(
    file: string,
    private readonly onFailure: (error: Error) => void,
    options: { fresh: boolean } = { fresh: false },
  ) {
    this.worker = new Worker(WRITER_SOURCE, {
      eval: true,
      workerData: {
        driver: require.resolve('better-sqlite3'),
        file,
        walPagesBetweenCheckpoints: WAL_PAGES_BETWEEN_CHECKPOINTS,
        forgetBlocks: FORGET_BLOCKS_SQL,
        fresh: options.fresh,
      },
    });
    // Idle, the thread does not keep the process alive; with commits to write, it does.
    this.worker.unref();
    this.worker.on('message', (problem: string | null) => {
      this.inFlight -= 1;
      this.answered += 1;
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

  /** Hands a part of a commit to the thread; throws if an earlier one failed. */
  write(part: TransactionPart | 'abandon'): void {
    if (this.failed) throw this.failed;
    if (this.inFlight === 0) this.worker.ref();
    this.inFlight += 1;
    this.handedOver += 1;
    this.worker.postMessage(part);
  }

  /** How many parts were handed over so far: writtenThrough(partsHandedOver) waits for all of them. */
  get partsHandedOver(): number {
    return this.handedOver;
  }

  /**
   * Resolves once the first `parts` parts handed over are answered, whatever was handed over
   * since; rejects after a failure (one of them may not be written).
   */
  async writtenThrough(parts: number): Promise<void> {
    while (this.answered < parts && !this.failed) await new Promise<void>((resolve) => this.waiters.push(resolve));
    if (this.failed) throw this.failed;
  }

  /** Resolves once at most `pending` parts are still being written; rejects after a failure. */
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
    // Until it has closed the file: unreferenced, a process with nothing else to do would end first.
    this.worker.ref();
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
