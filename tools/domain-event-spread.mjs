#!/usr/bin/env node
// How many source files name each domain event type: the fewer, the fewer places a newcomer must
// read (and change) to understand one fact. A type counts in a file when its name stands there
// as a word (`SpeakerAbstractHidden`, not `SpeakerAbstractHiddenData`), in code or in a comment.
//
// Counted: contracts/src, backend/src and frontend/src. Not counted: tests (*.spec.*, *.test.*,
// the contract suites every adapter of a port runs, *.contract.ts, testing/ helpers, browser
// tests), the demo data set and its seeders, and the benchmarks.
//
//   node tools/domain-event-spread.mjs            the average, the most spread types, the limits
//   node tools/domain-event-spread.mjs --all      every type with the files that name it
//   node tools/domain-event-spread.mjs --check    exit 1 when the average is over 4 or a type is in more than 6 files
//
// The limits are checked by npm test too (domain-event-spread.test.mjs).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const AVERAGE_LIMIT = 4;
export const FILES_LIMIT = 6;

const ROOTS = ['contracts/src', 'backend/src', 'frontend/src'];
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs)$/;

/** Whether a file (its path from the repository root, with `/`) is left out of the count. */
export function isLeftOut(path) {
  return (
    /\.(spec|test|contract)\.[^/]+$/.test(path) ||
    /\.d\.ts$/.test(path) ||
    path.split('/').some((folder) => ['testing', '__tests__', 'e2e', 'bench'].includes(folder)) ||
    path.startsWith('backend/src/demo/') ||
    /\.demo-seeder\.ts$/.test(path)
  );
}

/** Every domain event type the catalogue declares: the `type` of each `defineDomainEvent`. */
export function catalogueTypes(catalogueSources) {
  const types = new Set();
  for (const source of catalogueSources)
    for (const match of source.matchAll(/defineDomainEvent\(\{\s*type:\s*['"](\w+)['"]/g)) types.add(match[1]);
  return [...types];
}

/** For each type, the files (of `files`: {path, text}) where its name stands as a word. */
export function spread(types, files) {
  return types.map((type) => {
    const word = new RegExp(`(?<![\\w$])${type}(?![\\w$])`);
    return { type, files: files.filter((file) => word.test(file.text)).map((file) => file.path) };
  });
}

export function summary(spreads) {
  const total = spreads.reduce((sum, entry) => sum + entry.files.length, 0);
  const average = spreads.length === 0 ? 0 : total / spreads.length;
  const most = Math.max(0, ...spreads.map((entry) => entry.files.length));
  return { average, most, withinLimits: average <= AVERAGE_LIMIT && most <= FILES_LIMIT };
}

function sourceFiles(root, directory) {
  const found = [];
  for (const entry of readdirSync(join(root, directory), { withFileTypes: true })) {
    const path = `${directory}/${entry.name}`;
    if (entry.isDirectory()) found.push(...sourceFiles(root, path));
    else if (SOURCE.test(entry.name) && !isLeftOut(path)) found.push(path);
  }
  return found;
}

/** The spread of every catalogue type over the repository's files as they are on disk, most spread first. */
export function repositorySpreads() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const files = ROOTS.flatMap((directory) => sourceFiles(root, directory)).map((path) => ({
    path,
    text: readFileSync(join(root, path), 'utf8'),
  }));
  const catalogue = files.filter((file) => file.path.startsWith('contracts/src/domain-events/'));
  const spreads = spread(catalogueTypes(catalogue.map((file) => file.text)), files).sort(
    (a, b) => b.files.length - a.files.length || a.type.localeCompare(b.type),
  );
  return { spreads, fileCount: files.length };
}

function main() {
  const { spreads, fileCount } = repositorySpreads();
  const { average, most, withinLimits } = summary(spreads);
  const args = process.argv.slice(2);
  const shown = args.includes('--all') ? spreads : spreads.slice(0, 10);
  for (const entry of shown) {
    console.log(`${String(entry.files.length).padStart(2)}  ${entry.type}`);
    if (args.includes('--all'))
      for (const path of entry.files) console.log(`      ${relative('.', path).split(sep).join('/')}`);
  }
  console.log(
    `${spreads.length} domain event types in ${fileCount} files: ${average.toFixed(2)} files per type on average ` +
      `(limit ${AVERAGE_LIMIT}), at most ${most} (limit ${FILES_LIMIT})`,
  );
  if (args.includes('--check') && !withinLimits) process.exitCode = 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
