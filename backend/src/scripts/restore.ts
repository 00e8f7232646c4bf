import Database from 'better-sqlite3';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, rmdirSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { loadConfig } from '../config/app-config';
import { MEDIA_DIRECTORY } from '../media/file-media-storage';
import { BackupManifest, MANIFEST_FILE, OperatorError } from './backup';

/**
 * `npm run restore -- <backup directory>`: puts a backup made by `npm run backup` into DATA_DIR.
 * Only into an empty (or missing) DATA_DIR: restoring over live data would mix two histories,
 * and an operator who means to replace them moves the old directory away first. The files are
 * copied into a sibling directory, checked, then renamed into place, so a failed restore leaves
 * no half-filled DATA_DIR behind.
 */
export function restoreBackup(backupDir: string, dataDir: string): BackupManifest {
  const source = resolve(backupDir);
  const target = resolve(dataDir);
  const manifest = readManifest(source);
  if (existsSync(target) && readdirSync(target).length > 0) {
    throw new OperatorError(
      `DATA_DIR ${target} is not empty: restore only into an empty directory (stop the server and move the current data away first).`,
    );
  }
  const staging = join(dirname(target), `.${basename(target)}.restoring-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    for (const file of manifest.files) {
      // Uploaded images sit in their own folder, in the backup as in DATA_DIR.
      const folder = file.kind === 'media' ? MEDIA_DIRECTORY : '';
      const from = join(source, folder, file.name);
      if (!existsSync(from))
        throw new OperatorError(
          `The backup is incomplete: ${join(folder, file.name)} is listed in ${MANIFEST_FILE} but missing.`,
        );
      mkdirSync(join(staging, folder), { recursive: true });
      copyFileSync(from, join(staging, folder, file.name));
      if (file.kind === 'sqlite') checkDatabase(join(staging, file.name));
    }
    if (existsSync(target)) rmdirSync(target);
    renameSync(staging, target);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  return manifest;
}

function readManifest(source: string): BackupManifest {
  const file = join(source, MANIFEST_FILE);
  if (!existsSync(file))
    throw new OperatorError(`${source} is not a backup made by npm run backup (no ${MANIFEST_FILE}).`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== 'dental-events-backup/1' || !Array.isArray(manifest.files))
    throw new OperatorError(`${file} is not a backup manifest this version can read.`);
  for (const entry of manifest.files) {
    // A manifest names files inside the backup, never a path elsewhere.
    if (typeof entry.name !== 'string' || basename(entry.name) !== entry.name || entry.name.startsWith('.'))
      throw new OperatorError(`${file} names a file outside the backup: ${String(entry.name)}`);
  }
  return manifest;
}

function checkDatabase(file: string): void {
  const db = new Database(file, { fileMustExist: true });
  try {
    const [check] = db.pragma('integrity_check') as Array<{ integrity_check: string }>;
    if (check?.integrity_check !== 'ok')
      throw new OperatorError(`${basename(file)} in the backup is damaged: ${check?.integrity_check}`);
  } finally {
    db.close();
  }
}

const USAGE = 'Usage: npm run restore -- <backup directory>   (into DATA_DIR, which must be empty)';

function main(): void {
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0].startsWith('-')) throw new OperatorError(USAGE);
  const config = loadConfig();
  const manifest = restoreBackup(args[0], config.dataDir);
  console.log(
    `Restored the backup of ${manifest.createdAt} into ${config.dataDir}: ${manifest.files.map((file) => file.name).join(', ')} (log up to position ${manifest.headPosition}).`,
  );
}

if (require.main === module) {
  try {
    main();
  } catch (error: unknown) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(error instanceof OperatorError ? 2 : 1);
  }
}
