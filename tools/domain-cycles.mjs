#!/usr/bin/env node
// Which backend domain folders import which, and whether any import each other in a circle. A
// domain uses another only through that domain's index.ts (the lint refuses a deeper import), and
// no circle of domains may form: two domains that need each other are one concept split in two,
// or share something that belongs elsewhere (shared/, contracts, a registry the other fills).
//
// Counted: the non-test files of backend/src and their relative imports (import, export … from,
// import()). The infrastructure folders below are not domains; files at the root of backend/src
// (app.module.ts, main.ts) wire the domains together and are not counted either.
//
//   node tools/domain-cycles.mjs          the imports between domains, and any circle (exit 1)
//   node tools/domain-cycles.mjs --all    also the files that make each import
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';

export const INFRASTRUCTURE = [
  'shared',
  'event-sourcing',
  'config',
  'cluster',
  'demo',
  'testing',
  'bench',
  'scripts',
  'docs',
];

const SOURCE_ROOT = 'backend/src';

/** Whether a file (its path under backend/src, with `/`) is left out: tests and the contract suites of ports. */
export function isLeftOut(path) {
  return /\.(spec|test|contract)\.[^/]+$/.test(path) || /\.d\.ts$/.test(path);
}

/** The relative module specifiers a source text imports or re-exports. */
export function relativeImports(text) {
  const found = [];
  for (const match of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]*)['"]/g))
    found.push(match[1]);
  return found;
}

/**
 * The domain folder a file or an import lands in, or null for infrastructure and the root's own
 * files. `folders` is the set of folder names directly under backend/src.
 */
export function domainOf(path, folders) {
  const [top] = path.split('/');
  return INFRASTRUCTURE.includes(top) || !folders.has(top) ? null : top;
}

/** Domain → the domains it imports → the imports that make the edge (`file: specifier`). */
export function domainGraph(files, folders) {
  const graph = new Map();
  for (const { path, text } of files) {
    const from = path.includes('/') ? domainOf(path, folders) : null;
    if (from === null) continue;
    for (const specifier of relativeImports(text)) {
      const target = posix.normalize(posix.join(posix.dirname(path), specifier));
      const to = domainOf(target, folders);
      if (to === null || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      const edges = graph.get(from);
      if (!edges.has(to)) edges.set(to, []);
      edges.get(to).push(`${path}: ${specifier}`);
    }
  }
  return graph;
}

/** The circles of the graph: each group of domains that reach one another (Tarjan's strongly connected components of two or more). */
export function circles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node)?.keys() ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
    }
    if (low.get(node) === index.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return found;
}

function sourceFiles(root, directory) {
  const found = [];
  for (const entry of readdirSync(join(root, directory), { withFileTypes: true })) {
    const path = directory === '' ? entry.name : `${directory}/${entry.name}`;
    if (entry.isDirectory()) found.push(...sourceFiles(root, path));
    else if (/\.(ts|tsx|mts|cts|js|mjs)$/.test(entry.name) && !isLeftOut(path)) found.push(path);
  }
  return found;
}

/** The graph of the repository's backend as it is on disk. */
export function backendGraph() {
  const root = fileURLToPath(new URL(`../${SOURCE_ROOT}`, import.meta.url));
  const folders = new Set(
    readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name),
  );
  const files = sourceFiles(root, '').map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
  return domainGraph(files, folders);
}

function main() {
  const graph = backendGraph();
  const all = process.argv.slice(2).includes('--all');
  for (const [from, edges] of [...graph].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`${from} -> ${[...edges.keys()].sort().join(', ')}`);
    if (all) for (const [, imports] of edges) for (const line of imports) console.log(`      ${line}`);
  }
  const found = circles(graph);
  for (const group of found) console.log(`circle: ${group.join(' <-> ')}`);
  console.log(found.length === 0 ? 'No circle between domains.' : `${found.length} circle(s) between domains.`);
  if (found.length > 0) process.exitCode = 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
