import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

/**
 * Summarises a V8 CPU profile (`node --cpu-prof`, e.g. the read path's app under
 * `BENCH_PROFILE=<dir> npm run bench`): time by function, self and inclusive, heaviest first.
 * Usage: node profile-summary.js <file.cpuprofile> [rows=25] [function name: its callers, by its self time under each]
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const [file, rowsArgument, callersOf] = process.argv.slice(2);
if (!file) {
  console.error('usage: node profile-summary.js <file.cpuprofile> [rows]');
  process.exit(2);
}
const rows = Number(rowsArgument ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

const nameOf = (node: ProfileNode) => {
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url
    ? `${url.startsWith('file://') ? relative(process.cwd(), url.slice(7)) : url}:${lineNumber + 1}`
    : '';
  return `${functionName || '(anonymous)'}${where ? ` ${where}` : ''}`;
};

const self = new Map<string, number>();
const callers = new Map<string, number>();
const inclusive = new Map<string, number>();
let total = 0;
for (let index = 0; index < profile.samples.length; index += 1) {
  const delta = (profile.timeDeltas[index] ?? 0) / 1000;
  total += delta;
  let node = byId.get(profile.samples[index]);
  if (!node) continue;
  self.set(nameOf(node), (self.get(nameOf(node)) ?? 0) + delta);
  if (callersOf && node.callFrame.functionName === callersOf) {
    const chain: string[] = [];
    for (
      let parent = byId.get(parentOf.get(node.id) ?? -1);
      parent && chain.length < 3;
      parent = byId.get(parentOf.get(parent.id) ?? -1)
    )
      chain.push(nameOf(parent));
    const key = chain.join(' < ');
    callers.set(key, (callers.get(key) ?? 0) + delta);
  }
  const seen = new Set<string>();
  while (node) {
    const name = nameOf(node);
    if (!seen.has(name)) {
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + delta);
    }
    const parent = parentOf.get(node.id);
    node = parent === undefined ? undefined : byId.get(parent);
  }
}

const idle = self.get('(idle)') ?? 0;
const busy = total - idle;
const line = (name: string, milliseconds: number) =>
  `${milliseconds.toFixed(0).padStart(8)} ms ${((milliseconds / busy) * 100).toFixed(1).padStart(5)}%  ${name}`;
console.log(
  `${file}: ${(total / 1000).toFixed(1)} s sampled, ${(busy / 1000).toFixed(1)} s busy (shares below are of busy time)`,
);
console.log('\nself time');
for (const [name, milliseconds] of [...self]
  .filter(([name]) => name !== '(idle)')
  .sort((a, b) => b[1] - a[1])
  .slice(0, rows))
  console.log(line(name, milliseconds));
console.log('\ninclusive time');
for (const [name, milliseconds] of [...inclusive]
  .filter(([name]) => !['(root)', '(idle)'].includes(name))
  .sort((a, b) => b[1] - a[1])
  .slice(0, rows))
  console.log(line(name, milliseconds));
if (callersOf) {
  console.log(`\ncallers of ${callersOf} (three frames up), by its self time`);
  for (const [name, milliseconds] of [...callers].sort((a, b) => b[1] - a[1]).slice(0, rows))
    console.log(line(name, milliseconds));
}
