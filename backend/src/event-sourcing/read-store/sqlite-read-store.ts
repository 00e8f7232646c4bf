import { Logger } from '@nestjs/common';
import type { ListedParts } from '../projections/projection';
import Database from 'better-sqlite3';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fieldText, IdsByField } from './ids-by-field';
import { InMemoryReadStore } from './in-memory-read-store';
import {
  IndexRow,
  IndexRows,
  ReadModelDocument,
  RowTable,
  SqlReader,
  SqlValue,
  omitFields,
  pickFields,
  shareFields,
  type SharedValue,
} from './read-store.port';
import { COLLECTION_NAMES_SQL, PART_BYTES, ReadModelWriter, TransactionPart } from './read-model-writer';
import {
  LISTING_BLOCK_TABLES,
  blocksFolderOf,
  listingName,
  makeListingBlock,
  readListingBlock,
} from './listing-blocks';

/** The read-model file under DATA_DIR. */
export const READ_MODELS_FILE = 'read-models.sqlite';

/** Index rows per part of a commit: a rebuild of the audit index appends half a million. */
const INDEX_ROWS_PER_PART = 20_000;

/** How long a cluster worker's query of index rows waits for the file to say what the worker projected (IndexRows.query). */
const FILE_WAIT_MS = 2000;
const FILE_POLL_MS = 10;

/** Read-only, how many changes to collections kept on file are held before they are compared with the file (heldForTheFile). */
const HELD_BETWEEN_CHECKS = 1000;

/**
 * A listing block is read when at most this many of its collection's documents changed since it
 * was made (or a tenth of the collection, if more): those are read from the file beside it.
 */
const BLOCK_USED_UP_TO_CHANGES = 5_000;
/** A listing block is made again once more than this many documents changed since (or a fiftieth of the collection). */
const BLOCK_REMADE_ABOVE_CHANGES = 500;

/** Whether a block with `since` of its collection's `count` documents changed after it is current enough not to be made again. */
function blockIsCurrent(since: number, count: number): boolean {
  return since <= Math.max(BLOCK_REMADE_ABOVE_CHANGES, count / 50);
}
/**
 * How long after a start's catch-up or a listing asks for a block it is made: a start that found
 * none is usually one after an import, whose catch-up and remade indexes keep both cores busy for
 * a while; a block made 5 s after its listing made the first start after appending 10,000 events
 * 3 s longer.
 */
const BLOCK_DELAY_MS = 30_000;

/** The layout of the file (PRAGMA user_version): a file of another layout is emptied and built again from the log. */
const FILE_LAYOUT = 1;

interface SqliteReadStoreOptions {
  /**
   * Another process projects into the file (a cluster's primary): this one follows the log itself
   * and never writes the file. What it holds in memory (every collection not kept on file) is
   * loaded when first read; the collections kept on file are read from the file, which the
   * projecting process keeps current, and what this process projected that the file does not say
   * yet is held until it does (decision 0121).
   */
  readOnly?: boolean;
  /**
   * Every collection is kept on file (keepOnFile): for a process that projects into the file but
   * never serves, a cluster's primary, whose readers (the purge, the projections themselves) ask
   * for one document or a few fields of a collection (decision 0103).
   */
  everyCollectionOnFile?: boolean;
  /**
   * A new file that a rebuild of every read model fills whole, and that is thrown away if the
   * rebuild fails (FRESH_READ_MODELS_FILE): written without a journal and without syncing, so SQLite
   * writes each page once, where the write-ahead log had it written twice (into the log, then into
   * the file). putFreshReadModelFileInPlace makes it durable and the read-model file (decision 0155).
   */
  fresh?: boolean;
}

/** An index of what readers list or look documents up by (indexListed), and the statement making it. */
interface ListedIndex {
  collection: string;
  name: string;
  sql: string;
  /** A lookup's index, which a long catch-up keeps: the derived views look records up by it as they are written. */
  keptThroughCatchUp: boolean;
}

/** A document removed since the file last held it: hides the file's row until the removal is written. */
interface Removal {
  readonly removed: true;
  readonly position: number;
}

/** A document of a collection kept on file, as changed since the file last said it: its new state, or its removal. */
type Unwritten = ReadModelDocument<unknown> | Removal;

const isRemoval = (entry: Unwritten): entry is Removal => 'removed' in entry;

/** The statements of one listing of a collection kept on file (listingStatements). */
interface ListingStatements {
  /** Each document's id, position and listed JSON: the rows, and what a block is made from. */
  select: string;
  rows: Database.Statement<[], [id: string, position: number, value: string]>;
  block: Database.Statement<[string, string], { position: number; count: number; file: string }>;
  count: Database.Statement<[], number>;
  sinceCount: Database.Statement<[number], number>;
  since: Database.Statement<[number], [id: string, position: number, value: string]>;
}

/** A listing block asked for: waiting for its delay (timer), or being made. */
interface BlockDue {
  timer: NodeJS.Timeout | null;
  make: () => void;
  making: Promise<void> | null;
  /** Stops the process making it (close). */
  stop: AbortController;
}

/**
 * The unwritten documents of a collection kept on file, by id, with the ids of those whose field
 * holds a text, per field a lookup asks for (idsWhere): a catch-up holds thousands unwritten, and
 * each event's view looked through all of them for its speaker records. A lookup may name an id
 * whose document changed in place since (patchInPlaceNow): the reader checks each document.
 */
class UnwrittenDocuments extends Map<string, Unwritten> {
  private readonly lookups = new Map<string, IdsByField>();
  /**
   * During a long catch-up (catchingUp), the id and position of every document the file holds,
   * kept as each commit is written: a record the catch-up creates is then known to be new without
   * asking the file. Null otherwise.
   */
  idsOnFile: Map<string, number> | null = null;

  override set(id: string, entry: Unwritten): this {
    const before = super.get(id);
    super.set(id, entry);
    if (this.lookups.size > 0) this.relook(before, entry);
    return this;
  }

  override delete(id: string): boolean {
    const before = super.get(id);
    if (before && this.lookups.size > 0) this.relook(before, undefined);
    return super.delete(id);
  }

  /** The unwritten documents whose field holds `value`. */
  *where(field: string, value: string): Generator<ReadModelDocument<unknown>> {
    let lookup = this.lookups.get(field);
    if (!lookup) {
      lookup = new IdsByField(field);
      for (const entry of this.values()) if (!isRemoval(entry)) lookup.add(entry);
      this.lookups.set(field, lookup);
    }
    for (const id of lookup.of(value)) {
      const entry = super.get(id);
      if (entry && !isRemoval(entry) && fieldText(entry, field) === value) yield entry;
    }
  }

  private relook(before: Unwritten | undefined, after: Unwritten | undefined): void {
    for (const lookup of this.lookups.values()) {
      if (before && !isRemoval(before)) lookup.remove(before);
      if (after && !isRemoval(after)) lookup.add(after);
    }
  }
}

/**
 * The embedded default's read models: a SQLite file (WAL) that holds every document and every
 * projection's checkpoint and version, loaded into process memory when first read, so
 * projections and queries keep the synchronous face of the in-memory store (decision 0066).
 * Collections kept on file (keepOnFile, decision 0091) are not loaded: a document is read from
 * the file when asked for, and what changed since the writer thread last confirmed a commit is
 * held in memory until it does, so a read never sees the file behind what was projected.
 * Writes are kept until commit(), which hands the documents changed since the last one, with the
 * checkpoints, to the writer thread as one transaction (decision 0081): a domain event's effect
 * and the checkpoint that says it was applied are on disk together or not at all, so a restart
 * resumes exactly where the file ends. A collection reset since the last commit (a rebuild) is
 * written whole, with one prepared statement per document and no read. Index rows (the audit
 * index's, decisions 0071 and 0127) are written by the same commit, into a table per projection
 * that their readers ask with SQL.
 *
 * synchronous=NORMAL, and up to three parts of commits waiting for the writer thread: a crash or a
 * power cut may lose the last commits, never part of one; the checkpoint goes back with the documents and
 * the log is projected again from there.
 */
export class SqliteReadStore extends InMemoryReadStore implements IndexRows {
  override readonly durable = true;
  override readonly transactional: boolean;
  override readonly indexRows: IndexRows = this;
  private readonly db: Database.Database;
  private readonly statements;
  /** Writes the commits, on a thread of its own (null when read-only). */
  private readonly writer: ReadModelWriter | null;
  /** The commit being handed over: the next one waits for it. */
  private committing: Promise<void> = Promise.resolve();
  /** Documents changed since the last commit: collection → id → the document, or null once removed. */
  private changed = new Map<string, Map<string, ReadModelDocument<unknown> | null>>();
  /** Collections reset since the last commit: replaced whole in the file at the commit. */
  private rewritten = new Set<string>();
  private projectionsReset = new Set<string>();
  private checkpointsToSave = new Map<string, number>();
  private versionsToSave = new Map<string, number>();
  /** Index rows appended since the last commit, by projection, in position order. */
  private rowsToAppend = new Map<string, IndexRow[]>();
  /** The tables of index rows, by projection (declare). */
  private readonly rowTables = new Map<string, RowTable>();
  /** The position of each projection's last index row, appended or in the file: a row at or below it is a redelivery. */
  private readonly lastRowPositions = new Map<string, number>();
  private readonly readerStatements = new Map<string, Database.Statement<SqlValue[], unknown[]>>();
  /** Runs the statements of index-row queries (query), each prepared once. */
  private readonly reader: SqlReader = {
    all: (sql, ...values) => {
      let statement = this.readerStatements.get(sql);
      if (!statement) {
        statement = this.db.prepare<SqlValue[], unknown[]>(sql).raw(true);
        this.readerStatements.set(sql, statement);
      }
      return statement.all(...values);
    },
  };
  /** Whether the documents not kept on file are in memory: they are loaded when first read. */
  private documentsLoaded = false;
  /** Collections kept on file, and their documents changed since the file last said them (by id). */
  private readonly keptOnFile = new Map<string, UnwrittenDocuments>();
  private readonly everyCollectionOnFile: boolean;
  private readonly idsWhereStatements = new Map<string, Database.Statement<[string], string>>();
  private readonly fieldStatements = new Map<
    string,
    Database.Statement<[], [id: string, position: number, ...values: Array<string | null>]>
  >();
  /**
   * Collections kept on file that were reset since the file last said them: its rows are not
   * theirs until the commit writing them whole is written. Each reset is a token of its own, so
   * the confirmation of an older commit does not end a newer reset.
   */
  private readonly resetUnwritten = new Map<string, object>();
  /** Read-only: changes held for the file since they were last compared with it (heldForTheFile). */
  private heldSinceCheck = 0;
  /**
   * The indexes indexListed made: a collection written whole is written without them, and a long
   * catch-up without those not kept through it.
   */
  private readonly listingIndexes: ListedIndex[] = [];
  /**
   * The indexes of the tables of index rows, by projection (declare): a rebuild writes its table
   * without them, and so does a catch-up at least as long as the table, as for listingIndexes.
   */
  private readonly rowTableIndexes = new Map<string, Array<{ name: string; sql: string }>>();
  /**
   * The position the file gave the last document read from it by getNow, or null when it had none:
   * a projection reads a document and then writes it, and the write compares positions without
   * asking the file again. Forgotten at every write of a collection kept on file.
   */
  private lastReadFromFile: { collection: string; id: string; position: number | null } | null = null;
  /** The file's name, for the processes that make listing blocks. */
  private readonly filename: string;
  /** Listing blocks asked for and not yet made, by collection and listing (scheduleBlock). */
  private readonly blocksDue = new Map<string, BlockDue>();
  /** Whether a catch-up (catchingUp) is under way: no listing block is asked for meanwhile. */
  private catchUpUnderWay = false;
  private readonly listingStatementsOf = new Map<string, ListingStatements>();
  /** The listings that leave fields out, which are kept as blocks (decision 0143). */
  private readonly blockedListings: Array<{ collection: string; without: readonly string[] }> = [];
  /** Listing blocks this process made, and listings it read from a block (decision 0143). */
  listingBlocksMade = 0;
  listedFromBlocks = 0;

  constructor(filename: string, options: SqliteReadStoreOptions = {}) {
    super();
    const readOnly = options.readOnly ?? false;
    this.transactional = !readOnly;
    this.everyCollectionOnFile = !readOnly && (options.everyCollectionOnFile ?? false);
    // Nothing is loaded: every document is read from the file when asked for.
    this.documentsLoaded = this.everyCollectionOnFile;
    this.filename = filename;
    this.db = new Database(filename, readOnly ? { readonly: true, fileMustExist: true } : {});
    this.db.pragma('busy_timeout = 5000');
    if (!readOnly) this.prepareFile(options.fresh ?? false);
    this.statements = {
      // A scan of the table to skip the collections kept on file was 1 s of a boot at +50,000
      // catalogue events with the file in the page cache.
      collectionNames: this.db.prepare<[], string>(COLLECTION_NAMES_SQL).pluck(true),
      document: this.db
        .prepare<[string, string], [position: number, value: string]>(
          'SELECT position, value FROM documents WHERE collection = ? AND id = ?',
        )
        .raw(true),
      position: this.db
        .prepare<[string, string], number>('SELECT position FROM documents WHERE collection = ? AND id = ?')
        .pluck(true),
      documentsOf: this.db
        .prepare<[string], [id: string, position: number, value: string]>(
          'SELECT id, position, value FROM documents WHERE collection = ?',
        )
        .raw(true),
      checkpoints: this.db.prepare<[], { projection: string; position: number; version: number | null }>(
        'SELECT projection, position, version FROM checkpoints',
      ),
    };
    // The documents are loaded when first read, after the projections said which to keep on file.
    // Read-only (a cluster worker), the file may have moved on by then: what it says is at or past
    // the checkpoints read now, and the worker follows the log from those, so it skips what the file
    // already says (a document at or past a domain event's position is left alone).
    this.load({ documents: false });
    this.writer = readOnly
      ? null
      : new ReadModelWriter(
          filename,
          (error) =>
            new Logger('ReadModels').error(`${error.message}: nothing more is written to ${filename} until a restart`),
          { fresh: options.fresh ?? false },
        );
  }

  private prepareFile(fresh: boolean): void {
    this.db.pragma(fresh ? 'journal_mode = OFF' : 'journal_mode = WAL');
    this.db.pragma(fresh ? 'synchronous = OFF' : 'synchronous = NORMAL');
    const layout = this.db.pragma('user_version', { simple: true }) as number;
    if (layout !== FILE_LAYOUT) {
      // A new file, or one an other version of the app laid out: everything is built from the log.
      this.db.exec(
        'DROP TABLE IF EXISTS documents; DROP TABLE IF EXISTS checkpoints; ' +
          'DROP TABLE IF EXISTS listing_blocks; DROP TABLE IF EXISTS collection_epochs;',
      );
      rmSync(blocksFolderOf(this.filename), { recursive: true, force: true });
    }
    // Index rows were kept as blocks of JSON, loaded whole by every process at each start, until
    // each projection had a table of its own (decision 0127); its projection's version says to rebuild it.
    this.db.exec('DROP TABLE IF EXISTS index_rows');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS documents (
        collection TEXT NOT NULL,
        id TEXT NOT NULL,
        position INTEGER NOT NULL,
        value TEXT NOT NULL,
        PRIMARY KEY (collection, id)
      );
      CREATE TABLE IF NOT EXISTS checkpoints (
        projection TEXT PRIMARY KEY,
        position INTEGER NOT NULL DEFAULT 0,
        version INTEGER
      );`);
    this.db.exec(LISTING_BLOCK_TABLES);
    this.db.pragma(`user_version = ${FILE_LAYOUT}`);
  }

  /** Every checkpoint and version, and with `documents` every document not kept on file, as of one moment of the file (one read transaction). */
  private load(options: { documents: boolean }): void {
    this.db.transaction(() => {
      if (options.documents) this.loadDocuments();
      for (const { projection, position, version } of this.statements.checkpoints.all()) {
        this.checkpoints.set(projection, position);
        if (version !== null) this.versions.set(projection, version);
      }
    })();
  }

  private loadDocuments(): void {
    if (this.documentsLoaded) return;
    this.documentsLoaded = true;
    // One read transaction: every collection as of the same moment of the file.
    this.db.transaction(() => {
      for (const name of this.statements.collectionNames.all()) {
        if (this.keptOnFile.has(name)) continue;
        const documents = this.collection(name);
        for (const [id, position, value] of this.statements.documentsOf.iterate(name)) {
          const parsed = JSON.parse(value) as unknown;
          // The document's own id when it holds one, rather than a second copy of the same text: at
          // +50,000 catalogue events that was half a million copies.
          const key = ownId(parsed) === id ? (parsed as { id: string }).id : id;
          documents.set(key, { id: key, position, value: parsed });
        }
      }
    })();
  }

  /** The documents of a collection in memory: every document not kept on file is loaded first. */
  protected override collection(name: string): Map<string, ReadModelDocument<unknown>> {
    if (!this.documentsLoaded) this.loadDocuments();
    return super.collection(name);
  }

  /** The unwritten documents of a collection kept on file, or undefined when it is held in memory. */
  private keptOf(collection: string): UnwrittenDocuments | undefined {
    let kept = this.keptOnFile.get(collection);
    if (!kept && this.everyCollectionOnFile) {
      kept = new UnwrittenDocuments();
      this.keptOnFile.set(collection, kept);
    }
    return kept;
  }

  override keepOnFile(collections: readonly string[], listed: ListedParts = {}): void {
    // Only a process that writes the file makes its indexes; a cluster's primary lists too.
    if (this.transactional) for (const name of collections) this.indexListed(name, listed);
    if (this.everyCollectionOnFile) return;
    for (const name of collections) {
      if (this.keptOnFile.has(name)) continue;
      if (this.documentsLoaded) {
        // Loaded before its projection was registered: what the file says is what is in memory,
        // unless it changed since.
        if (this.changed.has(name) || this.rewritten.has(name)) continue;
        this.forgetCollection(name);
      }
      this.keptOnFile.set(name, new UnwrittenDocuments());
    }
  }

  /**
   * Hands what changed since the last commit to the writer thread as one transaction, in parts of
   * about PART_BYTES of JSON, and returns once at most ReadModelWriter.MAX_IN_FLIGHT parts wait
   * to be written (written() waits for all of them). One commit is handed over at a time. A value
   * JSON cannot hold fails the commit: the writer abandons what it was given of it, and everything
   * is kept for the next try. A failed write is thrown by the next commit.
   */
  override async commit(): Promise<void> {
    const previous = this.committing;
    let handedOver!: () => void;
    this.committing = new Promise<void>((resolve) => (handedOver = resolve));
    await previous;
    try {
      await this.handOver();
    } finally {
      handedOver();
    }
  }

  /** Resolves once every commit handed over is in the file; rejects if one failed. */
  override async written(): Promise<void> {
    await this.committing;
    await this.writer?.written();
  }

  private async handOver(): Promise<void> {
    const writer = this.writer;
    if (!writer || !this.hasChanges()) return;
    if (writer.failure) throw writer.failure;
    // What this commit writes, taken now: what projections change meanwhile goes to the next one.
    const resets = [...this.projectionsReset];
    const rewritten = [...this.rewritten].map((name) => [name, this.documentsToRewrite(name)] as const);
    const changed = this.changed;
    const release = this.whatTheCommitWrites(rewritten, changed);
    const rowsToAppend = this.rowsToAppend;
    const emptiedTables = resets.flatMap((projection) => this.rowTables.get(projection)?.name ?? []);
    const checkpoints = [...this.checkpointsToSave];
    const versions = [...this.versionsToSave];
    this.changed = new Map();
    this.rewritten = new Set();
    this.projectionsReset = new Set();
    this.checkpointsToSave = new Map();
    this.versionsToSave = new Map();
    this.rowsToAppend = new Map();

    // A collection written whole is written without its indexes, which the same transaction makes
    // again after it: making one sorts the collection once, where keeping it while emptying and
    // refilling the collection updated it row by row, and the indexes of a replay's speaker records
    // and events cost more to keep than the documents did to write (decision 0118).
    const rewrittenNames = new Set(rewritten.map(([name]) => name));
    const remadeListings = this.listingIndexes.filter(({ collection }) => rewrittenNames.has(collection));
    // A rebuilt index of rows too: rows by the thousand into a table with its indexes were each
    // written into every index (550,000 audit rows: 10 s, against 2.5 s with the indexes made after).
    const remadeRowIndexes = resets.flatMap((projection) => this.rowTableIndexes.get(projection) ?? []);
    const remade = [...remadeListings, ...remadeRowIndexes];
    let part: TransactionPart = { resets, emptiedTables, rewritten: [...rewrittenNames], last: false };
    let bytes = 0;
    const handOverPart = async () => {
      writer.write(part);
      part = { last: false };
      bytes = 0;
      await writer.written(ReadModelWriter.MAX_IN_FLIGHT);
    };
    try {
      if (remade.length > 0) {
        writer.write({ layout: remade.map(({ name }) => `DROP INDEX IF EXISTS "${name}"`), last: false });
        await writer.written(ReadModelWriter.MAX_IN_FLIGHT);
      }
      for (const [name, documents] of rewritten) {
        for (const document of documents) {
          const json = JSON.stringify(document.value);
          (part.inserts ??= []).push([name, document.id, document.position, json]);
          if ((bytes += json.length) >= PART_BYTES) await handOverPart();
        }
        // Its indexes are made as soon as its documents are written, while this thread turns the
        // next collections into JSON: made after the last collection, the writer made them alone
        // (3.1 s of a 10 s replay of the +10,000 catalogue, decision 0155).
        const indexes = remadeListings.filter(({ collection }) => collection === name);
        if (indexes.length > 0) {
          part.layout = indexes.map(({ sql }) => sql);
          await handOverPart();
        }
      }
      for (const [name, documents] of changed)
        for (const [id, document] of documents) {
          const json = document ? JSON.stringify(document.value) : null;
          (part.changed ??= []).push([name, id, document?.position ?? 0, json]);
          if ((bytes += json?.length ?? 0) >= PART_BYTES) await handOverPart();
        }
      for (const [projection, rows] of rowsToAppend) {
        const table = this.rowTables.get(projection)?.name;
        if (table === undefined) throw new Error(`Index rows of ${projection}, which declared no table`);
        for (let from = 0; from < rows.length; from += INDEX_ROWS_PER_PART) {
          (part.tableRows ??= []).push([table, rows.slice(from, from + INDEX_ROWS_PER_PART)]);
          if (from + INDEX_ROWS_PER_PART < rows.length) await handOverPart();
        }
      }
      writer.write({ ...part, checkpoints, versions, layout: remadeRowIndexes.map(({ sql }) => sql), last: true });
      // Once written, the file says what these documents kept on file are: memory may let them go.
      // After a failure nothing more is written, and memory stays what the file should say.
      writer.writtenThrough(writer.partsHandedOver).then(release, () => undefined);
      await writer.written(ReadModelWriter.MAX_IN_FLIGHT);
    } catch (error) {
      if (!writer.failure) {
        writer.write('abandon');
        this.keepForNextCommit({
          resets,
          rewritten: rewritten.map(([name]) => name),
          changed,
          rowsToAppend,
          checkpoints,
          versions,
        });
      }
      throw error;
    }
  }

  /** The documents a commit writes for a collection reset since the last one: all of it. */
  private documentsToRewrite(name: string): ReadModelDocument<unknown>[] {
    const kept = this.keptOf(name);
    if (!kept) return [...this.collection(name).values()];
    const documents: ReadModelDocument<unknown>[] = [];
    for (const entry of kept.values()) if (!isRemoval(entry)) documents.push(entry);
    return documents;
  }
  /**
   * What a commit writes of the collections kept on file, as a function that lets it go from
   * memory once the commit is written: each document or removal still as the commit wrote it (not
   * changed again since), and each reset not followed by another.
   */
  private whatTheCommitWrites(
    rewritten: ReadonlyArray<readonly [string, unknown]>,
    changed: ReadonlyMap<string, ReadonlyMap<string, unknown>>,
  ): () => void {
    const written: Array<[UnwrittenDocuments, string, Unwritten]> = [];
    const resets: Array<[string, object | undefined]> = [];
    for (const [name] of rewritten) {
      const kept = this.keptOf(name);
      if (!kept) continue;
      resets.push([name, this.resetUnwritten.get(name)]);
      for (const [id, entry] of kept) written.push([kept, id, entry]);
    }
    for (const [name, documents] of changed) {
      const kept = this.keptOf(name);
      if (!kept) continue;
      for (const id of documents.keys()) {
        const entry = kept.get(id);
        if (entry) written.push([kept, id, entry]);
      }
    }
    return () => {
      for (const [name, token] of resets) if (this.resetUnwritten.get(name) === token) this.resetUnwritten.delete(name);
      for (const [kept, id, entry] of written) {
        if (kept.idsOnFile)
          if (isRemoval(entry)) kept.idsOnFile.delete(id);
          else kept.idsOnFile.set(id, entry.position);
        if (kept.get(id) === entry) kept.delete(id);
      }
    };
  }

  /** Puts back what a failed commit took, under what was changed since (which is newer). */
  private keepForNextCommit(taken: {
    resets: string[];
    rewritten: string[];
    changed: Map<string, Map<string, ReadModelDocument<unknown> | null>>;
    rowsToAppend: Map<string, IndexRow[]>;
    checkpoints: Array<[string, number]>;
    versions: Array<[string, number]>;
  }): void {
    for (const name of taken.resets) this.projectionsReset.add(name);
    for (const name of taken.rewritten) this.rewritten.add(name);
    for (const [name, documents] of taken.changed) {
      const now = this.changed.get(name);
      this.changed.set(name, now ? new Map([...documents, ...now]) : documents);
    }
    for (const [projection, rows] of taken.rowsToAppend)
      this.rowsToAppend.set(projection, [...rows, ...(this.rowsToAppend.get(projection) ?? [])]);
    for (const [projection, position] of taken.checkpoints)
      if (!this.checkpointsToSave.has(projection)) this.checkpointsToSave.set(projection, position);
    for (const [projection, version] of taken.versions)
      if (!this.versionsToSave.has(projection)) this.versionsToSave.set(projection, version);
  }

  private hasChanges(): boolean {
    return (
      this.changed.size > 0 ||
      this.rowsToAppend.size > 0 ||
      this.rewritten.size > 0 ||
      this.projectionsReset.size > 0 ||
      this.checkpointsToSave.size > 0 ||
      this.versionsToSave.size > 0
    );
  }

  private noteChange(collection: string, id: string, document: ReadModelDocument<unknown> | null): void {
    // A collection written whole at the next commit needs no list of its changes.
    if (!this.transactional || this.rewritten.has(collection)) return;
    let documents = this.changed.get(collection);
    if (!documents) {
      documents = new Map();
      this.changed.set(collection, documents);
    }
    documents.set(id, document);
  }

  override getNow<T>(collection: string, id: string): ReadModelDocument<T> | null {
    const kept = this.keptOf(collection);
    if (!kept) return super.getNow(collection, id);
    const unwritten = kept.get(id);
    if (unwritten) return isRemoval(unwritten) ? null : (unwritten as ReadModelDocument<T>);
    if (this.resetUnwritten.has(collection) || kept.idsOnFile?.has(id) === false) return null;
    const row = this.statements.document.get(collection, id);
    this.lastReadFromFile = { collection, id, position: row ? row[0] : null };
    return row ? { id, position: row[0], value: JSON.parse(row[1]) as T } : null;
  }

  override async list<T>(
    collection: string,
    each?: (document: ReadModelDocument<T>) => void,
  ): Promise<Array<ReadModelDocument<T>>> {
    const kept = this.keptOf(collection);
    if (!kept) return super.list(collection, each);
    const documents: Array<ReadModelDocument<T>> = [];
    const take = (document: ReadModelDocument<T>) => {
      each?.(document);
      documents.push(document);
    };
    if (!this.resetUnwritten.has(collection))
      for (const [id, position, value] of this.statements.documentsOf.iterate(collection))
        if (!kept.has(id)) take({ id, position, value: JSON.parse(value) as T });
    for (const entry of kept.values()) if (!isRemoval(entry)) take(entry as ReadModelDocument<T>);
    return documents;
  }

  override async listFields<T, K extends keyof T & string>(
    collection: string,
    fields: readonly K[],
  ): Promise<Array<ReadModelDocument<Pick<T, K>>>> {
    const kept = this.keptOf(collection);
    if (!kept) return super.listFields<T, K>(collection, fields);
    const documents: Array<ReadModelDocument<Pick<T, K>>> = [];
    if (!this.resetUnwritten.has(collection))
      for (const [id, position, ...values] of this.fieldsStatement(collection, fields).iterate()) {
        if (kept.has(id)) continue;
        const value = {} as Pick<T, K>;
        // Each field as its JSON (SQL NULL when the document has no such field), so types come back as they were.
        fields.forEach((field, at) => {
          const json = values[at];
          if (json !== null) value[field] = JSON.parse(json) as T[K];
        });
        documents.push({ id, position, value });
      }
    for (const entry of kept.values())
      if (!isRemoval(entry))
        documents.push({ id: entry.id, position: entry.position, value: pickFields(entry.value as T, fields) });
    return documents;
  }

  override async listWithout<T, K extends keyof T & string>(
    collection: string,
    fields: readonly K[],
    each?: (document: ReadModelDocument<Omit<T, K>>) => void,
    share?: SharedValue,
  ): Promise<Array<ReadModelDocument<Omit<T, K>>>> {
    const kept = this.keptOf(collection);
    if (!kept) return super.listWithout<T, K>(collection, fields, each, share);
    const documents: Array<ReadModelDocument<Omit<T, K>>> = [];
    const take = (document: ReadModelDocument<Omit<T, K>>) => {
      each?.(document);
      documents.push(document);
    };
    this.listFromFile(
      collection,
      fields,
      kept,
      (id, position, value) => take({ id, position, value: value as Omit<T, K> }),
      share,
    );
    for (const entry of kept.values())
      if (!isRemoval(entry)) {
        const value = omitFields(entry.value as T, fields);
        if (share) shareFields(value, share);
        take({ id: entry.id, position: entry.position, value });
      }
    return documents;
  }

  /**
   * Hands `take` each document of a collection kept on file without these top-level fields,
   * parsed, its values shared when `share` is given, unless an unwritten change hides it: from
   * the listing's block and the documents changed since it when it is current enough (decision
   * 0143), else row by row from the file. Nothing once the collection was reset and not yet
   * written whole.
   */
  private listFromFile(
    collection: string,
    without: readonly string[],
    kept: UnwrittenDocuments,
    take: (id: string, position: number, value: object) => void,
    share: SharedValue | undefined,
  ): void {
    if (this.resetUnwritten.has(collection)) return;
    const statements = this.listingStatements(collection, without);
    const parsed = (json: string): object => {
      const value = JSON.parse(json) as object;
      if (share) shareFields(value, share);
      return value;
    };
    if (this.listFromBlock(collection, without, statements, kept, take, parsed, share)) return;
    for (const [id, position, value] of statements.rows.iterate()) if (!kept.has(id)) take(id, position, parsed(value));
  }

  /**
   * Lists from the listing's block, in one read transaction with the count of the collection's
   * documents and those changed since the block: false, listing nothing, when there is no block,
   * too much changed since, or a document the block holds is gone (a count that does not add up),
   * and then asks for the block to be made (again). A document the block holds is there as it was
   * made until a later position changes it (every write moves its position on), and a rebuild
   * writing the collection whole drops its blocks (FORGET_BLOCKS_SQL).
   */
  private listFromBlock(
    collection: string,
    without: readonly string[],
    statements: ListingStatements,
    kept: UnwrittenDocuments,
    take: (id: string, position: number, value: object) => void,
    parsed: (json: string) => object,
    share: SharedValue | undefined,
  ): boolean {
    const listing = listingName(without);
    const read = this.db.transaction(() => {
      const block = statements.block.get(collection, listing);
      if (!block) return null;
      const count = statements.count.get()!;
      const since = statements.sinceCount.get(block.position)!;
      if (since > Math.max(BLOCK_USED_UP_TO_CHANGES, count / 10)) return { fresh: false, listed: null };
      const changed = statements.since.all(block.position);
      const decode = readListingBlock(blocksFolderOf(this.filename), block.file);
      if (!decode) return { fresh: false, listed: null };
      const changedIds = new Set(changed.map(([id]) => id));
      const fromBlock: Array<[string, number, object]> = [];
      const listed = decode((id, position, value) => {
        if (!changedIds.has(id)) fromBlock.push([id, position, value]);
      }, share);
      // Every document on file is in the block or changed since; the block's others are all still
      // there only if the numbers add up (a removal leaves no row to find).
      if (listed !== block.count || fromBlock.length + changed.length !== count) return { fresh: false, listed: null };
      return { fresh: blockIsCurrent(since, count), listed: { fromBlock, changed } };
    })();
    if (!read?.fresh) this.scheduleBlock(collection, without, statements.select);
    if (!read?.listed) return false;
    this.listedFromBlocks += 1;
    for (const [id, position, value] of read.listed.fromBlock) if (!kept.has(id)) take(id, position, value);
    for (const [id, position, value] of read.listed.changed) if (!kept.has(id)) take(id, position, parsed(value));
    return true;
  }

  /**
   * Asks for a listing's block to be made, BLOCK_DELAY_MS from now, by a process of its own
   * (makeListingBlock): once per listing at a time, and only by a process that writes the file.
   */
  private scheduleBlock(collection: string, without: readonly string[], select: string): void {
    const key = JSON.stringify([collection, without]);
    // Not while a catch-up writes the collection (a start that serves while it catches up lists
    // meanwhile, decision 0145): the block would be behind when made, and its maker would take a
    // core from the catch-up. caughtUp() asks for it after.
    if (!this.transactional || !this.db.open || this.catchUpUnderWay || this.blocksDue.has(key)) return;
    const due: BlockDue = { timer: null, make: () => undefined, making: null, stop: new AbortController() };
    due.make = () => {
      if (due.timer) clearTimeout(due.timer);
      due.timer = null;
      const started = performance.now();
      due.making = makeListingBlock(
        { file: this.filename, collection, listing: listingName(without), select },
        due.stop.signal,
      )
        .then((outcome) => {
          if (outcome !== 'recorded') return;
          this.listingBlocksMade += 1;
          new Logger('ReadModels').debug(
            `Kept the listing of ${collection} without ${listingName(without)} as a block in ${Math.round(performance.now() - started)} ms`,
          );
        })
        .catch((error: unknown) =>
          new Logger('ReadModels').warn(
            `A listing of ${collection} was not kept as a block: ${(error as Error).message}`,
          ),
        )
        .finally(() => this.blocksDue.delete(key));
    };
    due.timer = setTimeout(due.make, BLOCK_DELAY_MS);
    due.timer.unref();
    this.blocksDue.set(key, due);
  }

  /**
   * Once a start's read models are at the log's head, asks for the block of every listing that
   * has none, or one far behind (decision 0143): a cluster's primary lists nothing, so without
   * this its workers would never find one; a single process asks again when it lists, which
   * changes nothing. Blocks are made BLOCK_DELAY_MS later, after the start.
   */
  override caughtUp(): void {
    if (!this.transactional || !this.db.open) return;
    for (const { collection, without } of this.blockedListings) {
      const statements = this.listingStatements(collection, without);
      const block = statements.block.get(collection, listingName(without));
      const current =
        block !== undefined &&
        existsSync(join(blocksFolderOf(this.filename), block.file)) &&
        blockIsCurrent(statements.sinceCount.get(block.position)!, statements.count.get()!);
      if (!current) this.scheduleBlock(collection, without, statements.select);
    }
  }

  /** Makes the listing blocks asked for now, without their delay, and waits for every one under way. */
  override async makeListingBlocksNow(): Promise<void> {
    for (const due of this.blocksDue.values()) if (due.timer) due.make();
    await Promise.all([...this.blocksDue.values()].flatMap((due) => (due.making ? [due.making] : [])));
  }

  /** The statements of a listing of a collection without some fields, prepared once per collection and list of fields. */
  private listingStatements(collection: string, without: readonly string[]): ListingStatements {
    const key = JSON.stringify([collection, without]);
    let statements = this.listingStatementsOf.get(key);
    if (!statements) {
      const listed = withoutExpression(without);
      const select = `SELECT id, position, ${listed} FROM documents WHERE ${listedRows(collection)}`;
      const since = sinceRows(collection);
      statements = {
        select,
        rows: this.db.prepare<[], [id: string, position: number, value: string]>(select).raw(true),
        block: this.db.prepare<[string, string], { position: number; count: number; file: string }>(
          'SELECT position, count, file FROM listing_blocks WHERE collection = ? AND listing = ?',
        ),
        count: this.db.prepare<[], number>(`SELECT count(*) FROM documents WHERE ${since}`).pluck(true),
        sinceCount: this.db
          .prepare<[number], number>(`SELECT count(*) FROM documents WHERE ${since} AND position > ?`)
          .pluck(true),
        since: this.db
          .prepare<[number], [id: string, position: number, value: string]>(
            `SELECT id, position, ${listed} FROM documents WHERE ${since} AND position > ?`,
          )
          .raw(true),
      };
      this.listingStatementsOf.set(key, statements);
    }
    return statements;
  }

  /**
   * Partial covering indexes of what readers list of a collection's documents (decision 0112):
   * the fields listFields reads, and each document without the fields listWithout leaves out, in
   * the expressions their statements use (fieldsExpressions, withoutExpression), so SQLite reads
   * those from the index instead of parsing every document. At +50,000 catalogue events, the
   * event of each of 400,000 speaker records took 3.7 s from the documents and 0.6 s from the
   * index; the records without their long texts 7.2 and 3.2 s. Made at the first start that asks
   * for them, with the documents there (3 to 7 s for those records); SQLite keeps them with
   * every write after that. Each index is partial, for its collection and a term no other
   * statement has (listedRows): a statement of any collection (`collection = ?`) planned again
   * after an index was made took it for the collection first bound, and found nothing in others.
   */
  private indexListed(collection: string, { fields = [], without = [], lookedUpBy = [] }: ListedParts): void {
    const make = (
      kind: string,
      parts: readonly string[],
      columns: string,
      keptThroughCatchUp = false,
      rows = listedRows(collection),
    ) => {
      const name = `listed_${[kind, collection, ...parts].join('_').replace(/\W/g, '_')}`;
      const sql = `CREATE INDEX IF NOT EXISTS "${name}" ON documents (${columns}) WHERE ${rows}`;
      this.db.exec(sql);
      this.listingIndexes.push({ collection, name, sql, keptThroughCatchUp });
    };
    if (fields.length > 0) make('fields', fields, `collection, id, position${fieldsExpressions(fields)}`);
    if (without.length > 0) {
      this.blockedListings.push({ collection, without });
      make('without', without, `collection, id, position, ${withoutExpression(without)}`);
      // What changed since the listing's block was made, and how many documents there are (decision 0143).
      make('since', [], 'collection, position', false, sinceRows(collection));
    }
    // The field first, so that one value's documents are found without reading the others
    // (idsWhere); with the position, which the index's condition names, so no row is read. Kept
    // through a catch-up: the derived views look records up by it as they are written.
    for (const field of lookedUpBy) make('by', [field], `collection, ${fieldExpression(field)}, id, position`, true);
  }

  /**
   * A catch-up that brings at least as many domain events as a collection has documents on file
   * (an import, catalogue events appended while the app was stopped) is run without that
   * collection's listing indexes, and one at least as long as a table of index rows without that
   * table's indexes (decision 0127), which the writer thread makes again, whole, after it, while
   * the start goes on: making one sorts the collection once, where keeping it writes each
   * document's copy into it one by one (decision 0116). `backlog` is how far the log's head is
   * ahead, at least the number of domain events to project. Until they are made, reads list from
   * the documents themselves, answering the same.
   */
  override async catchingUp(backlog: number, work: () => Promise<void>): Promise<void> {
    if (!this.transactional) return work();
    this.catchUpUnderWay = true;
    try {
      await this.catchUpWithoutListingIndexes(backlog, work);
    } finally {
      this.catchUpUnderWay = false;
    }
  }

  /** catchingUp's work, for a store that writes the file. */
  private async catchUpWithoutListingIndexes(backlog: number, work: () => Promise<void>): Promise<void> {
    const documentsOf = this.db
      .prepare<[string], number>('SELECT count(*) FROM documents WHERE collection = ?')
      .pluck(true);
    const putOffable = this.listingIndexes.filter(({ keptThroughCatchUp }) => !keptThroughCatchUp);
    const named = new Set([...putOffable.map(({ collection }) => collection), ...this.keptOnFile.keys()]);
    const outgrown = new Set([...named].filter((collection) => backlog >= documentsOf.get(collection)!));
    const putOff: Array<{ name: string; sql: string }> = [
      ...putOffable.filter(({ collection }) => outgrown.has(collection)),
      ...[...this.rowTableIndexes]
        .filter(([projection]) => backlog >= this.rowsOnFile(this.rowTables.get(projection)!))
        .flatMap(([, indexes]) => indexes),
    ];
    const idsKnown = [...this.keptOnFile].filter(
      ([collection]) => outgrown.has(collection) && !this.resetUnwritten.has(collection),
    );
    if (putOff.length === 0 && idsKnown.length === 0) return work();
    await this.written();
    for (const { name } of putOff) this.db.exec(`DROP INDEX IF EXISTS "${name}"`);
    const idsOf = this.db
      .prepare<[string], [id: string, position: number]>('SELECT id, position FROM documents WHERE collection = ?')
      .raw(true);
    for (const [collection, kept] of idsKnown) kept.idsOnFile = new Map(idsOf.iterate(collection));
    try {
      await work();
    } finally {
      await this.written().catch(() => undefined);
      for (const [, kept] of idsKnown) kept.idsOnFile = null;
      this.makeAfterCommits(putOff.map(({ sql }) => sql));
    }
  }

  /**
   * Hands statements that change the file's layout to the writer thread, as a commit of their own
   * after those handed over so far, and returns without waiting: the start goes on to serve while
   * the thread makes them (written() waits for them). Meanwhile reads answer the same from the
   * documents, and commits wait in the thread's queue. Nothing is made after a failed write.
   */
  private makeAfterCommits(layout: string[]): void {
    if (layout.length === 0 || !this.writer || this.writer.failure) return;
    this.writer.write({ layout, last: true });
  }

  /**
   * A collection kept on file is looked up in the file (from the index of `listed.lookedUpBy`,
   * decision 0114), then in what is not written yet; another is read whole from memory.
   */
  override async idsWhere(collection: string, field: string, value: string): Promise<string[]> {
    const kept = this.keptOf(collection);
    if (!kept) return super.idsWhere(collection, field, value);
    const ids: string[] = [];
    if (!this.resetUnwritten.has(collection))
      for (const id of this.idsWhereStatement(collection, field).iterate(JSON.stringify(value)))
        if (!kept.has(id)) ids.push(id);
    for (const entry of kept.where(field, value)) ids.push(entry.id);
    return ids;
  }

  /** The statement finding a collection's documents by a field's JSON, prepared once per collection and field. */
  private idsWhereStatement(collection: string, field: string) {
    const key = JSON.stringify([collection, field]);
    let statement = this.idsWhereStatements.get(key);
    if (!statement) {
      statement = this.db
        .prepare<[string], string>(
          `SELECT id FROM documents WHERE ${listedRows(collection)} AND ${fieldExpression(field)} = ?`,
        )
        .pluck(true);
      this.idsWhereStatements.set(key, statement);
    }
    return statement;
  }

  /** The statement reading these fields of every document of a collection, prepared once per collection and list of fields. */
  private fieldsStatement(collection: string, fields: readonly string[]) {
    const key = JSON.stringify([collection, fields]);
    let statement = this.fieldStatements.get(key);
    if (!statement) {
      statement = this.db
        .prepare<[], [id: string, position: number, ...values: Array<string | null>]>(
          `SELECT id, position${fieldsExpressions(fields)} FROM documents WHERE ${listedRows(collection)}`,
        )
        .raw(true);
      this.fieldStatements.set(key, statement);
    }
    return statement;
  }

  /**
   * The position of a document of a collection kept on file, or null when there is none: what a
   * write compares, read without parsing the document (at +10,000 catalogue events a catch-up
   * parsed each event and record it wrote for it, 0.7 s of the start).
   */
  private positionNow(kept: UnwrittenDocuments, collection: string, id: string): number | null {
    const unwritten = kept.get(id);
    if (unwritten) return isRemoval(unwritten) ? null : unwritten.position;
    if (this.resetUnwritten.has(collection)) return null;
    if (kept.idsOnFile) return kept.idsOnFile.get(id) ?? null;
    const last = this.lastReadFromFile;
    if (last !== null && last.id === id && last.collection === collection) return last.position;
    return this.statements.position.get(collection, id) ?? null;
  }

  override putNow<T>(collection: string, document: ReadModelDocument<T>): boolean {
    const kept = this.keptOf(collection);
    if (kept) {
      const stored = this.positionNow(kept, collection, document.id);
      if (stored !== null && stored >= document.position) return false;
      this.lastReadFromFile = null;
      kept.set(document.id, document);
      this.noteChange(collection, document.id, document);
      this.heldForTheFile();
      return true;
    }
    const written = super.putNow(collection, document);
    if (written) this.noteChange(collection, document.id, document);
    return written;
  }

  override removeNow(collection: string, id: string, position: number): void {
    const kept = this.keptOf(collection);
    if (kept) {
      const stored = this.positionNow(kept, collection, id);
      if (stored === null || stored > position) return;
      this.lastReadFromFile = null;
      kept.set(id, { removed: true, position });
      this.noteChange(collection, id, null);
      this.heldForTheFile();
      return;
    }
    const stored = this.getNow(collection, id);
    super.removeNow(collection, id, position);
    if (stored && !this.getNow(collection, id)) this.noteChange(collection, id, null);
  }

  override patchInPlaceNow(
    collection: string,
    document: ReadModelDocument<unknown>,
    position: number,
    changes: object,
    more?: object,
  ): void {
    const before = document.position;
    super.patchInPlaceNow(collection, document, position, changes, more);
    if (document.position === before) return;
    // Read from the file, the document is held by nobody until it is written.
    this.lastReadFromFile = null;
    const kept = this.keptOf(collection);
    kept?.set(document.id, document);
    this.noteChange(collection, document.id, document);
    if (kept) this.heldForTheFile();
  }

  /**
   * Read-only, what this process projected into a collection kept on file is held until the file
   * says it, or something newer: the projecting process writes it, this one never does. Every
   * HELD_BETWEEN_CHECKS such changes, each held document is compared with the file's, one indexed
   * read each, and let go once the file is at or past it: a document the file holds at or past
   * its position, a removal the file has no row for or a newer one. A document the file has no row
   * for is kept (the projecting process may not have made it yet), until this process removes it
   * too.
   */
  private heldForTheFile(): void {
    if (this.transactional) return;
    this.heldSinceCheck += 1;
    if (this.heldSinceCheck < HELD_BETWEEN_CHECKS) return;
    this.heldSinceCheck = 0;
    for (const [collection, kept] of this.keptOnFile)
      for (const [id, entry] of kept) {
        const onFile = this.statements.position.get(collection, id) ?? null;
        const fileHasIt = isRemoval(entry)
          ? onFile === null || onFile > entry.position
          : onFile !== null && onFile >= entry.position;
        if (fileHasIt) kept.delete(id);
      }
    this.lastReadFromFile = null;
  }

  declare(projection: string, table: RowTable): void {
    for (const name of [table.name, ...table.columns]) sqlName(name);
    this.rowTables.set(projection, table);
    // A cluster worker reads what the projecting process made.
    if (!this.transactional) {
      this.lastRowPositions.set(projection, this.lastRowOnFile(table));
      return;
    }
    const columns = ['position', ...table.columns];
    const has = this.db.prepare<[string], string>('SELECT name FROM pragma_table_info(?)').pluck(true).all(table.name);
    if (has.length > 0 && has.join() !== columns.join()) {
      // Laid out otherwise by another version of the app: made again, and its projection rebuilt from the log.
      this.db.exec(`DROP TABLE "${table.name}"`);
      this.db.prepare('DELETE FROM checkpoints WHERE projection = ?').run(projection);
      this.checkpoints.delete(projection);
      this.versions.delete(projection);
    }
    this.db.exec(
      `CREATE TABLE IF NOT EXISTS "${table.name}" (position INTEGER PRIMARY KEY, ${table.columns.map((column) => `"${column}"`).join(', ')})`,
    );
    const indexes = table.indexes.map((indexed) => {
      const name = [table.name, 'by', ...indexed].join('_');
      const sql = `CREATE INDEX IF NOT EXISTS "${name}" ON "${table.name}" (${indexed.map((column) => `"${sqlName(column)}"`).join(', ')})`;
      this.db.exec(sql);
      return { name, sql };
    });
    this.rowTableIndexes.set(projection, indexes);
    // One another version of the app declared and this one does not is only a cost to every write.
    const declared = new Set(indexes.map(({ name }) => name));
    const existing = this.db
      .prepare<[string], string>(
        "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL",
      )
      .pluck(true)
      .all(table.name);
    for (const name of existing) if (!declared.has(name)) this.db.exec(`DROP INDEX "${name}"`);
    this.lastRowPositions.set(projection, this.lastRowOnFile(table));
  }

  /** How many rows the table holds in the file. */
  private rowsOnFile(table: RowTable): number {
    return this.db.prepare<[], number>(`SELECT count(*) FROM "${table.name}"`).pluck(true).get()!;
  }

  /** The position of the table's last row in the file, 0 when it has none (or no such table yet). */
  private lastRowOnFile(table: RowTable): number {
    const exists = this.db.prepare('SELECT 1 FROM sqlite_master WHERE type = ? AND name = ?').get('table', table.name);
    if (!exists) return 0;
    return this.db.prepare<[], number | null>(`SELECT max(position) FROM "${table.name}"`).pluck(true).get() ?? 0;
  }

  append(projection: string, row: IndexRow): void {
    if (row[0] <= (this.lastRowPositions.get(projection) ?? 0)) return;
    // Read-only, the row is only noted: a query waits for the file to hold it (query).
    this.lastRowPositions.set(projection, row[0]);
    if (!this.transactional) return;
    let rows = this.rowsToAppend.get(projection);
    if (!rows) {
      rows = [];
      this.rowsToAppend.set(projection, rows);
    }
    rows.push(row);
  }

  async query<T>(projection: string, read: (reader: SqlReader) => T): Promise<T> {
    if (this.transactional) await this.written();
    else await this.fileCaughtUp(projection);
    // One read transaction: the statements of one query see the file as of one moment.
    return this.db.transaction(() => read(this.reader))();
  }

  /**
   * A cluster worker: waits, up to FILE_WAIT_MS, until the file holds the last row this process
   * projected, so an admin sees a change in the history as soon as in the screens this process
   * answers from memory. Past that it answers from the file as it is.
   */
  private async fileCaughtUp(projection: string): Promise<void> {
    const table = this.rowTables.get(projection);
    const own = this.lastRowPositions.get(projection) ?? 0;
    if (!table || own === 0) return;
    const until = Date.now() + FILE_WAIT_MS;
    while (this.lastRowOnFile(table) < own && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, FILE_POLL_MS));
  }

  override saveCheckpointNow(projection: string, position: number): void {
    super.saveCheckpointNow(projection, position);
    if (this.transactional) this.checkpointsToSave.set(projection, position);
  }

  override async saveVersion(projection: string, version: number): Promise<void> {
    await super.saveVersion(projection, version);
    if (this.transactional) this.versionsToSave.set(projection, version);
  }

  override async reset(projection: string, collections: readonly string[]): Promise<void> {
    // Loaded after the reset, the documents it drops would come back from the file.
    if (!this.documentsLoaded) this.loadDocuments();
    await super.reset(projection, collections);
    this.lastReadFromFile = null;
    for (const name of collections)
      if (this.keptOf(name)) {
        this.keptOnFile.set(name, new UnwrittenDocuments());
        this.resetUnwritten.set(name, {});
      }
    if (!this.transactional) return;
    this.projectionsReset.add(projection);
    this.checkpointsToSave.delete(projection);
    this.versionsToSave.delete(projection);
    this.rowsToAppend.delete(projection);
    if (this.lastRowPositions.has(projection)) this.lastRowPositions.set(projection, 0);
    for (const name of collections) {
      this.rewritten.add(name);
      this.changed.delete(name);
    }
  }

  override async ping(): Promise<void> {
    if (this.writer?.failure) throw this.writer.failure;
    this.db.prepare('SELECT 1').get();
  }

  /** Commits what is left, waits for the writer thread to write it, then closes the file. */
  override async close(): Promise<void> {
    if (!this.db.open) return;
    // A block being made is given up (at +50,000 catalogue events one takes 12 s): it has a
    // connection of its own to the file, and its process ends before the file is closed.
    for (const due of this.blocksDue.values()) {
      if (due.timer) clearTimeout(due.timer);
      due.stop.abort();
    }
    await Promise.all([...this.blocksDue.values()].flatMap((due) => (due.making ? [due.making] : [])));
    try {
      if (!this.writer?.failure) await this.commit();
    } finally {
      try {
        await this.writer?.close();
      } finally {
        this.db.close();
      }
    }
  }
}

/** A document's `id` field, when it is an object with one. */
function ownId(value: unknown): unknown {
  return typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : undefined;
}

/**
 * Which rows the listing statements read, as the indexes of what is listed say it: the collection
 * as a literal, and a term (true of every row) that no statement of any collection has, so no
 * other statement can take these partial indexes.
 */
function listedRows(collection: string): string {
  return `collection = '${collection.replace(/'/g, "''")}' AND position >= 0`;
}

/**
 * The rows of the index of a collection's positions (decision 0143), the same as listedRows but
 * in a term of their own: with listedRows' term the listings themselves took that index, and read
 * each document instead of their covering indexes.
 */
function sinceRows(collection: string): string {
  return `collection = '${collection.replace(/'/g, "''")}' AND position > -1`;
}

/** The columns of listFields' statement, each after a comma: one field's JSON each (SQL NULL when the document lacks it). */
function fieldsExpressions(fields: readonly string[]): string {
  return fields.map((field) => `, ${fieldExpression(field)}`).join('');
}

/** One top-level field's JSON, as every statement and index of the file writes it. */
function fieldExpression(field: string): string {
  return `value -> '$.${fieldName(field)}'`;
}

/** The column of listWithout's statement: the document without these fields. */
function withoutExpression(fields: readonly string[]): string {
  return `json_remove(value${fields.map((field) => `, '$.${fieldName(field)}'`).join('')})`;
}

/** A table's or column's name as the file's statements put it: a plain identifier. */
function sqlName(name: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`Not a name for a table or column: ${name}`);
  return name;
}

/** A field name as a read may put it in a JSON path: a plain identifier. */
function fieldName(field: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(field)) throw new Error(`Not a field name a read can ask for: ${field}`);
  return field;
}
