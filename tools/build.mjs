// Builds the workspaces, in order: contracts, then the backend and the frontend, which read it.
//
//   node tools/build.mjs                              every workspace, always (npm run build)
//   node tools/build.mjs --if-changed [workspace...]  only those whose sources changed since their last build
//
// Each build leaves a stamp in the workspace's dist/: a hash of the files it was built from (and of
// the stamps of the workspaces it reads). With --if-changed a workspace whose stamp matches its
// sources, and whose output is there, is not built again, so `npm start` on an unchanged checkout
// serves in seconds instead of rebuilding for a minute. A fresh clone has no stamp: everything builds.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** What each workspace is built from besides its own folder, and the files its build must leave. */
export const WORKSPACES = {
  contracts: { needs: [], outputs: ['dist/index.js'] },
  backend: { needs: ['contracts'], outputs: ['dist/main.js'] },
  frontend: { needs: ['contracts'], outputs: ['dist/index.html', 'dist-server/entry-server.cjs'] },
};

const STAMP = 'dist/.build-stamp';
/** Root files every build reads (dependencies, compiler settings). */
const SHARED_INPUTS = ['package.json', 'package-lock.json', 'tsconfig.base.json'];
/** Never inputs of a build: outputs, dependencies, and tests (no build compiles them). */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'dist-server', 'test-results', 'playwright-report', 'e2e']);
const TEST_FILE = /\.(spec|test)\.[cm]?[jt]sx?$/;

/** Every input file of a workspace, relative to the repository, sorted. */
export function inputFiles(root, workspace) {
  const files = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) walk(path);
      } else if (entry.isFile() && !TEST_FILE.test(entry.name)) files.push(relative(root, path));
    }
  };
  walk(join(root, workspace));
  return [...SHARED_INPUTS.filter((name) => existsSync(join(root, name))), ...files.sort()];
}

/** The hash of a workspace's inputs: each file's path and content, then the hashes of what it reads. */
export function inputHash(root, workspace, neededHashes) {
  const hash = createHash('sha256');
  for (const file of inputFiles(root, workspace)) hash.update(`${file}\0`).update(readFileSync(join(root, file)));
  for (const needed of neededHashes) hash.update(`\0${needed}`);
  return hash.digest('hex');
}

/** True when the workspace must be built: forced, no output, no stamp, or a stamp of other sources. */
export function needsBuild({ force, outputExists, stamp, hash }) {
  return force || !outputExists || stamp !== hash;
}

/** The workspaces asked for, with what they read, in build order. */
export function buildOrder(asked) {
  const wanted = new Set();
  const add = (name) => {
    if (!(name in WORKSPACES))
      throw new Error(`Unknown workspace: ${name} (one of ${Object.keys(WORKSPACES).join(', ')})`);
    WORKSPACES[name].needs.forEach(add);
    wanted.add(name);
  };
  (asked.length > 0 ? asked : Object.keys(WORKSPACES)).forEach(add);
  return Object.keys(WORKSPACES).filter((name) => wanted.has(name));
}

function readStamp(workspace) {
  try {
    return readFileSync(join(ROOT, workspace, STAMP), 'utf8').trim();
  } catch {
    return null;
  }
}

function main(args) {
  const ifChanged = args.includes('--if-changed');
  const hashes = {};
  for (const workspace of buildOrder(args.filter((arg) => !arg.startsWith('--')))) {
    const hash = inputHash(
      ROOT,
      workspace,
      WORKSPACES[workspace].needs.map((needed) => hashes[needed]),
    );
    hashes[workspace] = hash;
    const outputExists = WORKSPACES[workspace].outputs.every((output) => existsSync(join(ROOT, workspace, output)));
    if (!needsBuild({ force: !ifChanged, outputExists, stamp: readStamp(workspace), hash })) {
      console.log(`${workspace}: built from these sources already`);
      continue;
    }
    // `npm run build` shows the compilers' output; a build on the way to something else (a start,
    // the tests) shows one line per workspace, and the output only when the build fails.
    const started = Date.now();
    if (ifChanged) console.log(`${workspace}: building (its sources changed since the last build)`);
    const build = spawnSync('npm', ['run', 'build', '-w', workspace], {
      cwd: ROOT,
      stdio: ifChanged ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (build.status !== 0) {
      if (ifChanged)
        process.stderr.write(Buffer.concat([build.stdout ?? Buffer.alloc(0), build.stderr ?? Buffer.alloc(0)]));
      process.exit(build.status ?? 1);
    }
    if (ifChanged) console.log(`${workspace}: built in ${Math.round((Date.now() - started) / 1000)} s`);
    writeFileSync(join(ROOT, workspace, STAMP), `${hash}\n`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
