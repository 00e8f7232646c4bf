import Database from 'better-sqlite3';
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { loadConfig } from '../config/app-config';
import { MEDIA_DIRECTORY } from '../media/file-media-storage';
import { MEDIA_FILE_NAME } from '../media/media-storage.port';
import { READ_MODELS_FILE } from '../event-sourcing/read-store/sqlite-read-store';

/**
 * `npm run backup -- --out <directory>`: a consistent copy of DATA_DIR taken while the server
 * runs. Every SQLite database under DATA_DIR (the event store, and the shared sessions and
 * limits) is copied with SQLite's online backup API through a read-only connection of its own:
 * the copy is the database as of one moment, with what still sits in the WAL file included (the
 * main file alone may hold none of the log: after a boot the data sits in the WAL). Small files
 * the server keeps next to them are copied as they are, and so are the uploaded images in
 * DATA_DIR/media, after the databases: an image is stored before any event can name it, so every
 * image the copied log names is copied too. A manifest says what the backup holds.
 *
 * The backup is written to `<directory>.partial` and renamed when complete, so a directory with
 * the name asked for is always a whole backup.
 */

export const MANIFEST_FILE = 'backup-manifest.json';
/** The files besides databases that make a DATA_DIR whole: without them sessions and the generated admin sign-in change. */
export const KEPT_FILES = ['session-secret', 'admin-credentials.json'] as const;
const DATABASE_FILE = /\.(sqlite|sqlite3|db)$/;

export interface BackupManifest {
  format: 'dental-events-backup/1';
  createdAt: string;
  /** Files in the backup, relative to it; databases were copied with the backup API. */
  files: Array<{ name: string; kind: 'sqlite' | 'file' | 'media'; bytes: number }>;
  /** Position of the newest domain event in the backed-up event store, 0 when it is empty or absent. */
  headPosition: number;
}

/** Refused for a reason the operator can fix (exit code 2), not a failure of the tool. */
export class OperatorError extends Error {}

export async function backupDataDir(dataDir: string, outDir: string, now = new Date()): Promise<BackupManifest> {
  const target = resolve(outDir);
  if (!existsSync(dataDir)) throw new OperatorError(`DATA_DIR ${dataDir} does not exist: nothing to back up.`);
  if (existsSync(target) && readdirSync(target).length > 0)
    throw new OperatorError(`${target} exists and is not empty: choose a new directory for the backup.`);
  const partial = `${target}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });

  const files: BackupManifest['files'] = [];
  for (const name of readdirSync(dataDir).sort(readModelsFirst)) {
    const source = join(dataDir, name);
    if (!statSync(source).isFile()) continue;
    if (DATABASE_FILE.test(name)) {
      await backupDatabase(source, join(partial, name));
      files.push({ name, kind: 'sqlite', bytes: statSync(join(partial, name)).size });
    } else if ((KEPT_FILES as readonly string[]).includes(name)) {
      copyFileSync(source, join(partial, name));
      files.push({ name, kind: 'file', bytes: statSync(join(partial, name)).size });
    }
  }
  // Uploaded images never change (their names are their hashes): a plain copy is consistent.
  const media = join(dataDir, MEDIA_DIRECTORY);
  const mediaNames = existsSync(media)
    ? readdirSync(media)
        .filter((name) => MEDIA_FILE_NAME.test(name))
        .sort()
    : [];
  if (mediaNames.length > 0) mkdirSync(join(partial, MEDIA_DIRECTORY));
  for (const name of mediaNames) {
    copyFileSync(join(media, name), join(partial, MEDIA_DIRECTORY, name));
    files.push({ name, kind: 'media', bytes: statSync(join(partial, MEDIA_DIRECTORY, name)).size });
  }
  const manifest: BackupManifest = {
    format: 'dental-events-backup/1',
    createdAt: now.toISOString(),
    files,
    headPosition: headPositionOf(join(partial, 'events.sqlite')),
  };
  writeFileSync(join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  if (existsSync(target)) rmSync(target, { recursive: true });
  mkdirSync(dirname(target), { recursive: true });
  renameSync(partial, target);
  return manifest;
}

/** The read-model file before every other one, the rest by name. */
function readModelsFirst(a: string, b: string): number {
  return Number(b === READ_MODELS_FILE) - Number(a === READ_MODELS_FILE) || a.localeCompare(b);
}

/**
 * SQLite's online backup through a read-only connection: it copies the pages as one reader sees
 * them (WAL included) and starts over if another connection writes meanwhile, so the copy is
 * always consistent; the server's writers are never blocked. The copy is left in rollback-journal
 * mode as one self-contained file.
 */
async function backupDatabase(source: string, destination: string): Promise<void> {
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    await db.backup(destination);
  } finally {
    db.close();
  }
  const copy = new Database(destination);
  try {
    copy.pragma('journal_mode = DELETE');
    const [check] = copy.pragma('quick_check') as Array<{ quick_check: string }>;
    if (check?.quick_check !== 'ok')
      throw new Error(`The copy of ${basename(source)} failed its integrity check: ${check?.quick_check}`);
  } finally {
    copy.close();
  }
}

export function headPositionOf(eventsFile: string): number {
  if (!existsSync(eventsFile)) return 0;
  const db = new Database(eventsFile, { readonly: true, fileMustExist: true });
  try {
    const hasLog = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'domain_events'").get();
    return hasLog
      ? ((db.prepare('SELECT MAX(position) AS head FROM domain_events').get() as { head: number | null }).head ?? 0)
      : 0;
  } finally {
    db.close();
  }
}

const USAGE = 'Usage: npm run backup -- --out <directory>';

export function parseBackupArgs(args: readonly string[]): { out: string } {
  let out: string | null = null;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    if (arg === '--out' && args[index + 1] !== undefined) {
      out = args[index + 1];
      index += 1;
    } else if (arg.startsWith('--out=')) out = arg.slice('--out='.length);
    else throw new OperatorError(`${arg === '--help' || arg === '-h' ? '' : `Unknown option ${arg}\n`}${USAGE}`);
  }
  if (!out) throw new OperatorError(`Say where to write the backup.\n${USAGE}`);
  return { out };
}

async function main(): Promise<void> {
  const { out } = parseBackupArgs(process.argv.slice(2));
  const config = loadConfig();
  if (config.eventStoreConnectionString) {
    throw new OperatorError(
      'EVENTSTORE_CONNECTION_STRING is set: back up EventStoreDB with its own tooling (docs/operations.md, "Backup and restore"); this command copies the embedded SQLite store.',
    );
  }
  const started = Date.now();
  const manifest = await backupDataDir(config.dataDir, out);
  const bytes = manifest.files.reduce((sum, file) => sum + file.bytes, 0);
  console.log(
    `Backed up ${config.dataDir} to ${resolve(out)}: ${manifest.files.map((file) => file.name).join(', ')} (${(bytes / 1024 / 1024).toFixed(1)} MB, log up to position ${manifest.headPosition}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(error instanceof OperatorError ? 2 : 1);
  });
}
