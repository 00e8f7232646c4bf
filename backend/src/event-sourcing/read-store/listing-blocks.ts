import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import type { SharedValue } from './read-store.port';

/**
 * Listing blocks (decision 0143): a compact copy of what a listing of a collection kept on file
 * reads (ReadStore.listWithout), made by a process of its own and kept in a file beside the
 * read-model file, so that a start reads one block and the few documents changed since instead
 * of stepping through every document's JSON and parsing it. At +50,000 catalogue events, listing
 * the 400,040 speaker records without their long texts stepped through 316 MB of JSON.
 *
 * A block holds each distinct top-level value once, as UTF-8 text (a text itself; an object or a
 * list as its JSON, parsed again for each document so that each reader's copy is its own; a
 * number, a boolean or null as its JSON), the key lists ("shapes") of the documents, and per
 * document its shape, its id's value and a value per key, with its position. The file's table
 * `listing_blocks` says which block file is current for a listing, and as of which position.
 *
 * The layout of a block file: a 32-bit length and that much JSON (the header), then, each
 * starting at a multiple of 8 bytes, the positions (64-bit floats, one per document), the codes
 * (32-bit: per document its shape, its id's value, then one value per key), the values' byte
 * offsets into the texts (32-bit, one more than there are values), their kinds (a byte each) and
 * the texts.
 */

/** The tables of the blocks, made with the read-model file's other tables. */
export const LISTING_BLOCK_TABLES = `
  CREATE TABLE IF NOT EXISTS listing_blocks (
    collection TEXT NOT NULL,
    listing TEXT NOT NULL,
    position INTEGER NOT NULL,
    count INTEGER NOT NULL,
    epoch INTEGER NOT NULL,
    file TEXT NOT NULL,
    PRIMARY KEY (collection, listing)
  );
  CREATE TABLE IF NOT EXISTS collection_epochs (
    collection TEXT PRIMARY KEY,
    epoch INTEGER NOT NULL
  );`;

/**
 * What the writer thread runs for each collection it writes whole (a rebuild) or removes a
 * document of, in the same transaction: the collection's blocks are no longer current, and its
 * epoch moves on, so that a block made from the file before is never recorded after it (a rebuild
 * may give documents other values at the same positions, and a removal leaves no row behind to
 * say that a block's document is gone).
 */
export const FORGET_BLOCKS_SQL = [
  'DELETE FROM listing_blocks WHERE collection = ?',
  'INSERT INTO collection_epochs (collection, epoch) VALUES (?, 1) ON CONFLICT (collection) DO UPDATE SET epoch = epoch + 1',
] as const;

/** The folder of a read-model file's block files: beside it, named after it. */
export function blocksFolderOf(readModelFile: string): string {
  return `${readModelFile}-blocks`;
}

/** A listing's name among a collection's listings: the top-level fields it leaves out. */
export function listingName(without: readonly string[]): string {
  return without.join(',');
}

/** A kind of value in a block. */
const TEXT = 0;
const NESTED_JSON = 1;
const OTHER_JSON = 2;

interface BlockHeader {
  shapes: string[][];
  documents: number;
  codes: number;
  values: number;
  textBytes: number;
}

/** Where each part of a block file starts, from its header (the same arithmetic as the thread that writes it). */
function layoutOf(headerBytes: number, header: BlockHeader) {
  const align = (at: number) => Math.ceil(at / 8) * 8;
  const positions = align(4 + headerBytes);
  const codes = align(positions + header.documents * 8);
  const offsets = align(codes + header.codes * 4);
  const kinds = align(offsets + (header.values + 1) * 4);
  const texts = align(kinds + header.values);
  return { positions, codes, offsets, kinds, texts, end: texts + header.textBytes };
}

/**
 * The documents of a block file, in the order they were listed when it was made: `take` gets
 * each one's id, position and a value of its own. Null when the file is gone or is not whole (a
 * newer block replaced it meanwhile, or the folder was not copied): the listing then reads the
 * documents themselves.
 */
export function readListingBlock(
  folder: string,
  file: string,
):
  | ((take: (id: string, position: number, value: Record<string, unknown>) => void, share?: SharedValue) => number)
  | null {
  let bytes: Buffer;
  try {
    bytes = readFileSync(join(folder, file));
  } catch {
    return null;
  }
  // The typed arrays below need their parts to start at their element size in the memory too.
  if (bytes.byteOffset % 8 !== 0) bytes = Buffer.from(new Uint8Array(bytes).buffer);
  if (bytes.length < 4) return null;
  const headerBytes = bytes.readUInt32LE(0);
  let header: BlockHeader;
  try {
    header = JSON.parse(bytes.toString('utf8', 4, 4 + headerBytes)) as BlockHeader;
  } catch {
    return null;
  }
  const at = layoutOf(headerBytes, header);
  if (at.end !== bytes.length) return null;
  // Each value's text made once, a string of its own (not a slice of a larger one, which would
  // keep the whole block's text alive as long as any of them).
  const offsets = new Uint32Array(bytes.buffer, bytes.byteOffset + at.offsets, header.values + 1);
  const values: unknown[] = new Array<unknown>(header.values);
  for (let index = 0; index < header.values; index += 1) {
    const text = bytes.toString('utf8', at.texts + offsets[index], at.texts + offsets[index + 1]);
    const kind = bytes[at.kinds + index];
    values[index] = kind === OTHER_JSON ? JSON.parse(text) : text;
  }
  const kinds = bytes.subarray(at.kinds, at.kinds + header.values);
  const positions = new Float64Array(bytes.buffer, bytes.byteOffset + at.positions, header.documents);
  const codes = new Uint32Array(bytes.buffer, bytes.byteOffset + at.codes, header.codes);
  // Each document is a copy of its shape's template, which JSON.parse made with every key in the
  // object itself: built key by key from {}, the keys past the first four went to a second array
  // per document, and a start at +50,000 catalogue events held 67 MiB more.
  const templates = header.shapes.map(
    (keys) => JSON.parse(JSON.stringify(Object.fromEntries(keys.map((key) => [key, null])))) as Record<string, unknown>,
  );
  // Each key a number of its own, the same in every shape (from 1), for sharedValues.
  const keyNumbers = new Map<string, number>();
  for (const keys of header.shapes)
    for (const key of keys) if (!keyNumbers.has(key)) keyNumbers.set(key, keyNumbers.size + 1);
  const shapeKeyNumbers = header.shapes.map((keys) => keys.map((key) => keyNumbers.get(key)!));
  return (take, share) => {
    const valueOf = share
      ? sharedValues(header.values, keyNumbers.size, values, kinds, share)
      : ownValue(values, kinds);
    let next = 0;
    for (let document = 0; document < header.documents; document += 1) {
      const shape = codes[next++];
      const keys = header.shapes[shape];
      const numbers = shapeKeyNumbers[shape];
      const id = values[codes[next++]] as string;
      const value: Record<string, unknown> = { ...templates[shape] };
      for (let at = 0; at < keys.length; at += 1) value[keys[at]] = valueOf(keys[at], numbers[at], codes[next++]);
      take(id, positions[document], value);
    }
    return header.documents;
  };
}

/** The value of a key from the block's value number `index`: an object or a list parsed for its document alone. */
function ownValue(
  values: readonly unknown[],
  kinds: Uint8Array,
): (key: string, keyNumber: number, index: number) => unknown {
  return (_key, _keyNumber, index) =>
    kinds[index] === NESTED_JSON ? (JSON.parse(values[index] as string) as unknown) : values[index];
}

/**
 * The value of a key (numbered from 1) from the block's value number `index`, as the reader
 * shares it: each value is parsed and asked of `share` once for all the documents holding it
 * under that key (at +50,000 catalogue events, 400,040 speaker records hold a few hundred thousand
 * distinct values), and again only when another key holds it, since a reader shares values by
 * where they are found.
 */
function sharedValues(
  valueCount: number,
  keyCount: number,
  values: readonly unknown[],
  kinds: Uint8Array,
  share: SharedValue,
): (key: string, keyNumber: number, index: number) => unknown {
  const shared = new Array<unknown>(valueCount);
  // The number of the key each value was last shared for (0: not yet).
  const sharedFor = keyCount < 0xffff ? new Uint16Array(valueCount) : new Uint32Array(valueCount);
  return (key, keyNumber, index) => {
    if (sharedFor[index] === keyNumber) return shared[index];
    const value = kinds[index] === NESTED_JSON ? (JSON.parse(values[index] as string) as unknown) : values[index];
    shared[index] = share(key, value);
    sharedFor[index] = keyNumber;
    return shared[index];
  };
}

/** What makeListingBlock is asked to make. */
export interface ListingBlockOrder {
  /** The read-model file. */
  file: string;
  collection: string;
  listing: string;
  /** The statement listing each document's id, position and listed JSON: the listing's own. */
  select: string;
}

/** What makeListingBlock's process says when it ends: 'stopped' when it was stopped first. */
export type ListingBlockOutcome = 'recorded' | 'outdated' | 'stopped';

/**
 * How much lower than the server's the block maker's scheduling priority is (a nice value): it
 * takes a core only when the server leaves one idle.
 */
const BLOCK_MAKER_NICENESS = 10;

/**
 * Makes a listing's block from the read-model file in a process of its own, with a connection of
 * its own: one read transaction reads the collection's epoch and documents; the block file is
 * written and synced, then recorded in `listing_blocks` only if the epoch is still that (no
 * rebuild or removal since), and the listing's older block files are removed. Resolves with
 * whether it was recorded, or 'stopped' when `signal` stopped it first (a file it left half
 * written is never recorded, and the next block made removes it); rejects when it fails.
 *
 * A process, not a thread: making the 400,040 speaker records' block of +50,000 catalogue events
 * took the process to 938 MB resident for 12 s, and a thread's freed memory stayed with the
 * server (100 MB more resident after it than before). A process gives all of it back when it
 * ends, and runs at a lower priority than the server's.
 */
export function makeListingBlock(order: ListingBlockOrder, signal?: AbortSignal): Promise<ListingBlockOutcome> {
  return new Promise((resolve, reject) => {
    const orderForTheMaker = {
      driver: require.resolve('better-sqlite3'),
      ...order,
      folder: blocksFolderOf(order.file),
      name: `${blockFilePrefix(order.collection, order.listing)}${randomUUID()}.block`,
      prefix: blockFilePrefix(order.collection, order.listing),
      kinds: { TEXT, NESTED_JSON, OTHER_JSON },
      server: process.pid,
    };
    const maker = spawn(process.execPath, ['-e', BLOCK_MAKER_SOURCE, JSON.stringify(orderForTheMaker)], {
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      signal,
    });
    if (maker.pid !== undefined)
      try {
        setPriority(maker.pid, BLOCK_MAKER_NICENESS);
      } catch {
        // Not allowed here: it runs at the server's priority.
      }
    let answer: { outcome?: 'recorded' | 'outdated'; failure?: string } | null = null;
    let errors = '';
    maker.stderr?.setEncoding('utf8').on('data', (text: string) => (errors += text));
    maker.on('message', (message: typeof answer) => (answer = message));
    maker.on('error', (error) => {
      if (signal?.aborted) resolve('stopped');
      else reject(error);
    });
    maker.on('close', (code) => {
      if (signal?.aborted) resolve('stopped');
      else if (answer?.failure !== undefined) reject(new Error(answer.failure));
      else if (answer?.outcome) resolve(answer.outcome);
      else reject(new Error(`its process stopped (exit code ${code})${errors ? `: ${errors.trim()}` : ''}`));
    });
  });
}

/** The start of the names of a listing's block files: the files of one listing are found by it. */
function blockFilePrefix(collection: string, listing: string): string {
  const plain = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '_');
  return `${plain(collection)}--${plain(listing)}--`;
}

/**
 * The process making a block (makeListingBlock), given its order as its one argument. Plain
 * JavaScript in a string, as the writer thread's, so it runs the same from the compiled build and
 * from the TypeScript tests.
 */
const BLOCK_MAKER_SOURCE = `
const order = JSON.parse(process.argv[1]);
// The one answer, then the channel is closed so that the process ends.
const answer = (message) => process.send(message, () => process.disconnect());
// A server that ended without stopping it (killed) leaves its maker to a new parent: the maker,
// busy without a turn of its event loop, looks before it writes, and writes nothing into a
// DATA_DIR that another server may own by then.
const leaveIfOrphaned = () => {
  if (process.ppid === order.server) return;
  try { if (db) db.close(); } catch {}
  process.exit(0);
};
const fs = require('node:fs');
const path = require('node:path');
const Database = require(order.driver);
const { file, collection, listing, select, folder, name, prefix, kinds } = order;
let db;
try {
  db = new Database(file, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  const epochOf = db
    .prepare('SELECT coalesce((SELECT epoch FROM collection_epochs WHERE collection = ?), 0)')
    .pluck(true);
  const shapes = [];
  const shapeIndex = new Map();
  const texts = [];
  const valueKinds = [];
  const textIndex = new Map();
  const jsonIndex = new Map();
  const codes = [];
  const positions = [];
  let epoch = 0;
  let highest = 0;
  const valueOf = (value) => {
    if (typeof value === 'string') {
      let index = textIndex.get(value);
      if (index === undefined) {
        index = texts.push(value) - 1;
        valueKinds.push(kinds.TEXT);
        textIndex.set(value, index);
      }
      return index;
    }
    const json = JSON.stringify(value);
    let index = jsonIndex.get(json);
    if (index === undefined) {
      index = texts.push(json) - 1;
      valueKinds.push(value !== null && typeof value === 'object' ? kinds.NESTED_JSON : kinds.OTHER_JSON);
      jsonIndex.set(json, index);
    }
    return index;
  };
  db.transaction(() => {
    epoch = epochOf.get(collection);
    for (const [id, position, json] of db.prepare(select).raw(true).iterate()) {
      const value = JSON.parse(json);
      const keys = Object.keys(value);
      const shapeKey = keys.join('\\u0000');
      let shape = shapeIndex.get(shapeKey);
      if (shape === undefined) {
        shape = shapes.push(keys) - 1;
        shapeIndex.set(shapeKey, shape);
      }
      codes.push(shape, valueOf(id));
      for (const key of keys) codes.push(valueOf(value[key]));
      positions.push(position);
      if (position > highest) highest = position;
    }
  })();
  const textBuffers = texts.map((text) => Buffer.from(text, 'utf8'));
  const offsets = new Uint32Array(texts.length + 1);
  let textBytes = 0;
  textBuffers.forEach((buffer, index) => {
    offsets[index] = textBytes;
    textBytes += buffer.length;
  });
  offsets[texts.length] = textBytes;
  const header = Buffer.from(
    JSON.stringify({ shapes, documents: positions.length, codes: codes.length, values: texts.length, textBytes }),
    'utf8',
  );
  const align = (at) => Math.ceil(at / 8) * 8;
  const at = {};
  at.positions = align(4 + header.length);
  at.codes = align(at.positions + positions.length * 8);
  at.offsets = align(at.codes + codes.length * 4);
  at.kinds = align(at.offsets + offsets.length * 4);
  at.texts = align(at.kinds + texts.length);
  const block = Buffer.alloc(at.texts + textBytes);
  block.writeUInt32LE(header.length, 0);
  header.copy(block, 4);
  Buffer.from(Float64Array.from(positions).buffer).copy(block, at.positions);
  Buffer.from(Uint32Array.from(codes).buffer).copy(block, at.codes);
  Buffer.from(offsets.buffer).copy(block, at.offsets);
  Buffer.from(valueKinds).copy(block, at.kinds);
  let next = at.texts;
  for (const buffer of textBuffers) next += buffer.copy(block, next);
  leaveIfOrphaned();
  fs.mkdirSync(folder, { recursive: true });
  const target = path.join(folder, name);
  // Synced before it is recorded: a power cut never leaves a recorded block half written.
  const descriptor = fs.openSync(target, 'w');
  try {
    fs.writeSync(descriptor, block);
    fs.fsyncSync(descriptor);
  } finally {
    fs.closeSync(descriptor);
  }
  leaveIfOrphaned();
  const recorded = db
    .prepare(
      'INSERT OR REPLACE INTO listing_blocks (collection, listing, position, count, epoch, file) ' +
        'SELECT ?, ?, ?, ?, ?, ? ' +
        'WHERE coalesce((SELECT epoch FROM collection_epochs WHERE collection = ?), 0) = ?',
    )
    .run(collection, listing, highest, positions.length, epoch, name, collection, epoch).changes === 1;
  db.close();
  db = null;
  // The listing's other block files are no longer recorded (a reader that had just read the
  // table then finds its file gone, and reads the documents instead).
  for (const other of fs.readdirSync(folder))
    if (other.startsWith(prefix) && (other !== name || !recorded)) fs.rmSync(path.join(folder, other), { force: true });
  answer({ outcome: recorded ? 'recorded' : 'outdated' });
} catch (error) {
  try { if (db) db.close(); } catch {}
  answer({ failure: String(error && error.message ? error.message : error) });
}
`;
