import { Worker } from 'node:worker_threads';
import type { ProjectedDomainEvent, StoredDomainEvent } from './event-store.port';

/**
 * One page of the log as a single JSON text built by SQLite, with the page's last position:
 * `[[position, id, stream, revision, type, data, metadata], ...]`, `data` and `metadata` spliced in
 * as the JSON they are stored as. One JSON.parse per page instead of two per row (and no JS string
 * per column) is the cheapest way to turn rows into domain events. group_concat's order is not
 * guaranteed without an ORDER BY inside it, which costs a sort, so the parsers check the order.
 */
export const READ_PAGE_AS_JSON = `
  SELECT max(position),
         '[' || group_concat('[' || position || ',' || json_quote(event_id) || ',' || json_quote(stream) || ',' || revision || ','
                             || json_quote(type) || ',' || data || ',' || metadata || ']', ',') || ']'
  FROM (SELECT * FROM domain_events WHERE position > ? ORDER BY position LIMIT ?)`;

/**
 * READ_PAGE_AS_JSON for some types of domain event up to a position: `(after, upTo, types as a
 * JSON array, limit)`. The rows of other types are passed over inside SQLite, their data never
 * read or parsed (a type is stored before the data it describes).
 */
export const READ_TYPES_PAGE_AS_JSON = READ_PAGE_AS_JSON.replace(
  'WHERE position > ?',
  'WHERE position > ? AND position <= ? AND type IN (SELECT value FROM json_each(?))',
);

export type PageRow = [lastPosition: number | null, json: string | null];

type ParsedRow = [
  position: number,
  id: string,
  stream: string,
  revision: number,
  type: string,
  data: unknown,
  metadata: StoredDomainEvent['metadata'],
];

export function parsePage(json: string): StoredDomainEvent[] {
  const rows = JSON.parse(json) as ParsedRow[];
  const page = new Array<StoredDomainEvent>(rows.length);
  for (let index = 0; index < rows.length; index += 1) {
    const [position, id, stream, revision, type, data, metadata] = rows[index];
    page[index] = { id, stream, revision, position, type, data, metadata };
  }
  return inPositionOrder(page);
}

/**
 * A page as a replay reads it: only what projections are given (ProjectedDomainEvent),
 * `[[position, type, data, actor, occurredAt], ...]`. Leaving out the ids, stream, revision and the
 * rest of the metadata halves the JSON the main thread parses; SQLite picks the two metadata fields
 * out in the reader worker, which has time to spare.
 */
export const READ_REPLAY_PAGE_AS_JSON = `
  SELECT max(position),
         '[' || group_concat('[' || position || ',' || json_quote(type) || ',' || data || ','
                             || json_quote(metadata ->> '$.actor') || ',' || json_quote(metadata ->> '$.occurredAt') || ']', ',') || ']'
  FROM (SELECT position, type, data, metadata FROM domain_events WHERE position > ? ORDER BY position LIMIT ?)`;

type ParsedReplayRow = [position: number, type: string, data: unknown, actor: string, occurredAt: string];

export function parseReplayPage(json: string): ProjectedDomainEvent[] {
  const rows = JSON.parse(json) as ParsedReplayRow[];
  const page = new Array<ProjectedDomainEvent>(rows.length);
  for (let index = 0; index < rows.length; index += 1) {
    const [position, type, data, actor, occurredAt] = rows[index];
    page[index] = { position, type, data, metadata: { actor, occurredAt } };
  }
  return inPositionOrder(page);
}

function inPositionOrder<T extends { position: number }>(page: T[]): T[] {
  for (let index = 1; index < page.length; index += 1) {
    if (page[index].position < page[index - 1].position) return page.sort((a, b) => a.position - b.position);
  }
  return page;
}

/**
 * The reading half of a replay, in a worker thread with its own read-only connection (WAL lets it
 * read beside the writer): it runs the page query and posts each page's JSON text, up to
 * READ_AHEAD pages ahead, while the main thread parses and projects. On two cores this keeps
 * SQLite's share of a replay off the thread that builds the read models. Plain JavaScript in a
 * string so it runs the same from the compiled build and from the TypeScript tests.
 */
const READER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
const readPage = db.prepare(workerData.sql).raw(true);
let after = workerData.after;
let credit = workerData.readAhead;
let finished = false;
let pageSize = Math.min(workerData.firstPageSize, workerData.pageSize);
function pump() {
  while (credit > 0 && !finished) {
    const [last, json] = readPage.get(after, pageSize);
    pageSize = Math.min(pageSize * 3, workerData.pageSize);
    if (json === null) {
      finished = true;
      db.close();
      parentPort.postMessage(null);
      return;
    }
    after = last;
    credit -= 1;
    parentPort.postMessage(json);
  }
}
parentPort.on('message', () => { credit += 1; pump(); });
pump();
`;
const READ_AHEAD = 4;
/**
 * The first page is short: nothing is projected until it is read, and a page of 10,000 catalogue
 * domain events (13 MB of JSON) took SQLite 0.18 to 0.25 s to make, while the main thread waited.
 * Each page after it is read while the one before is projected, which takes about four times as
 * long as reading it: so each is at most three times the one before, up to the size asked for.
 */
const FIRST_PAGE_SIZE = 1000;

export async function* readLogInWorker(
  file: string,
  afterPosition: number,
  pageSize: number,
): AsyncGenerator<ProjectedDomainEvent[]> {
  const worker = new Worker(READER_SOURCE, {
    eval: true,
    workerData: {
      driver: require.resolve('better-sqlite3'),
      file,
      sql: READ_REPLAY_PAGE_AS_JSON,
      after: afterPosition,
      pageSize,
      firstPageSize: FIRST_PAGE_SIZE,
      readAhead: READ_AHEAD,
    },
  });
  const pages: Array<string | null> = [];
  let failure: unknown = null;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  worker.on('message', (json: string | null) => {
    pages.push(json);
    notify();
  });
  worker.on('error', (error) => {
    failure = error;
    notify();
  });
  worker.on('exit', (code) => {
    failure ??= new Error(`The log reader stopped early (exit code ${code})`);
    notify();
  });
  try {
    for (;;) {
      while (pages.length === 0 && failure === null) await new Promise<void>((resolve) => (wake = resolve));
      if (pages.length === 0) throw failure;
      const json = pages.shift() as string | null;
      if (json === null) return;
      worker.postMessage('next');
      yield parseReplayPage(json);
    }
  } finally {
    worker.removeAllListeners();
    await worker.terminate();
  }
}
