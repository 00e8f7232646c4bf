import 'reflect-metadata';
import autocannon from 'autocannon';
import { ChildProcess, fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { generateLog } from './generate-log';

/**
 * `npm run bench`: the three benchmarks of docs/performance.md, all on 127.0.0.1, bounded in time.
 * Servers run as child processes; the load generator runs here. Results replace the generated
 * block of docs/performance.md.
 */
const ADMIN = { email: 'bench@example.com', password: 'bench-password-123' };
const ROUND_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const REPLAY_EVENTS = Number(process.env.BENCH_REPLAY_EVENTS ?? 1_000_000);
/** What the public site and the admin lists read; audit and analytics are replayed in the second run. */
const SITE_READ_MODELS = ['events', 'speakers', 'sponsors', 'sponsor-tier-names', 'submissions', 'site-settings'];

interface LoadResult {
  requestsPerSecond: number;
  p99: number;
  errors: number;
  non2xx: number;
  requests: number;
  /** CPU time the server process spent per request (Linux; null elsewhere). */
  cpuMicrosecondsPerRequest: number | null;
}

async function main(): Promise<void> {
  const workDir = mkdtempSync(join(tmpdir(), 'dental-bench-'));
  const lines: string[] = [];
  try {
    const readPath = await benchmarkReadPath(workDir);
    const commands = await benchmarkCommands(workDir);
    const replay = await benchmarkReplay(workDir);
    lines.push(
      `Run on ${new Date().toISOString().slice(0, 10)}: Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model.trim()}), ${Math.round(totalmem() / 2 ** 30)} GiB; load generator and servers on the same machine.`,
      '',
      '| benchmark | result | goal |',
      '|---|---|---|',
      `| GET /api/events (public, ${readPath.bytes} bytes), 32 connections | ${fmt(readPath.app.requestsPerSecond)} req/s, p99 ${readPath.app.p99} ms; server CPU ${readPath.appCpu} per request | p99 < 10 ms |`,
      `| bare node:http, same bytes, 32 connections | ${fmt(readPath.raw.requestsPerSecond)} req/s, p99 ${readPath.raw.p99} ms; server CPU ${readPath.rawCpu} per request | (yardstick) |`,
      `| app ÷ bare, round by round (${ROUNDS} alternating rounds of ${ROUND_SECONDS} s) | median ${readPath.ratio.toFixed(2)}; rounds ${readPath.ratios.map((ratio) => ratio.toFixed(2)).join(', ')} | ≥ 0.80 |`,
      `| commands through HTTP (PATCH an event's title; SQLite synchronous=FULL; read-your-writes wait included), 8 connections | ${fmt(commands.requestsPerSecond)} commands/s, p99 ${commands.p99} ms, ${commands.non2xx + commands.errors} failed | (measured) |`,
      `| replay of ${fmt(replay.site.events)} generated domain events into the site's read models (${SITE_READ_MODELS.join(', ')}), median of ${ROUNDS} runs | ${replayCell(replay.site)} | ≥ 200,000 events/s |`,
      `| replay of the same log into every read model, including the audit index (a row per domain event) and analytics, median of ${ROUNDS} runs | ${replayCell(replay.all)} | ≥ 200,000 events/s |`,
    );
    const table = lines.join('\n');
    console.log(`\n${table}\n`);
    writeResults(table);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

async function benchmarkReadPath(workDir: string) {
  const app = await startApp(join(workDir, 'read'), 3301);
  const body = await (await fetch('http://127.0.0.1:3301/api/events')).text();
  const bodyFile = join(workDir, 'events.json');
  writeFileSync(bodyFile, body);
  const raw = await startChild(resolve(__dirname, 'raw-server.js'), ['3302', bodyFile], {});
  const appRounds: LoadResult[] = [];
  const rawRounds: LoadResult[] = [];
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      console.log(`read path round ${round + 1}/${ROUNDS}`);
      appRounds.push(await load({ url: 'http://127.0.0.1:3301/api/events', connections: 32 }, app.pid));
      rawRounds.push(await load({ url: 'http://127.0.0.1:3302/api/events', connections: 32 }, raw.pid));
    }
  } finally {
    app.kill();
    raw.kill();
  }
  const ratios = appRounds.map((result, index) => result.requestsPerSecond / rawRounds[index].requestsPerSecond);
  return { bytes: Buffer.byteLength(body), app: median(appRounds), raw: median(rawRounds), ratio: medianOf(ratios), ratios, appCpu: cpuPerRequest(appRounds), rawCpu: cpuPerRequest(rawRounds) };
}

async function benchmarkCommands(workDir: string): Promise<LoadResult> {
  const app = await startApp(join(workDir, 'commands'), 3303, { DEMO_DATA: 'off' });
  try {
    const login = await fetch('http://127.0.0.1:3303/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const cookie = String(login.headers.get('set-cookie')).split(';')[0];
    const created = await fetch('http://127.0.0.1:3303/api/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ title: 'Bench Symposium', date: '2026-05-14', location: 'Hall A', city: 'Chicago', description: 'Benchmark event for command throughput.', image: 'aaid-conference' }),
    });
    const { id } = (await created.json()) as { id: string };
    let counter = 0;
    console.log('commands');
    return await load({
      url: `http://127.0.0.1:3303/api/events/${id}`,
      connections: 8,
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie },
      requests: [{ setupRequest: (request: Record<string, unknown>) => ({ ...request, body: JSON.stringify({ title: `Bench Symposium ${(counter += 1)}` }) }) }],
    });
  } finally {
    app.kill();
  }
}

interface ReplayResult {
  events: number;
  seconds: number;
  eventsPerSecond: number;
  /** Slowest and fastest round, events/s. */
  range: [number, number];
}

/**
 * Each round replays in a new process, as `npm run replay` and every boot do: a process that has
 * just generated the log or replayed it once carries that heap, and its garbage collection
 * would be measured too. Rounds alternate between the two sets of read models.
 */
async function benchmarkReplay(workDir: string): Promise<{ site: ReplayResult; all: ReplayResult }> {
  const dataDir = join(workDir, 'replay');
  console.log(`generating ${fmt(REPLAY_EVENTS)} domain events`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  generateLog(join(dataDir, 'events.sqlite'), REPLAY_EVENTS);
  const site: Array<{ processed: number; seconds: number }> = [];
  const all: Array<{ processed: number; seconds: number }> = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    console.log(`replay round ${round} of ${ROUNDS}: the site's read models, then every read model`);
    site.push(await replayInNewProcess(dataDir, SITE_READ_MODELS));
    all.push(await replayInNewProcess(dataDir, null));
  }
  return { site: replayResult(site), all: replayResult(all) };
}

function replayInNewProcess(dataDir: string, projections: string[] | null): Promise<{ processed: number; seconds: number }> {
  const args = (projections ?? []).flatMap((name) => ['--projection', name]);
  const child = fork(resolve(__dirname, '../scripts/replay.js'), args, {
    env: { ...process.env, DATA_DIR: dataDir, DEMO_DATA: 'off', LOG_LEVEL: 'quiet', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    execArgv: ['--max-semi-space-size=64'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolvePromise, reject) => {
    let result: { processed: number; seconds: number } | null = null;
    child.once('message', (message) => (result = message as { processed: number; seconds: number }));
    child.once('error', reject);
    child.once('exit', (code) => (result && code === 0 ? resolvePromise(result) : reject(new Error(`replay exited with code ${code}`))));
  });
}

function replayResult(rounds: Array<{ processed: number; seconds: number }>): ReplayResult {
  const rates = rounds.map((round) => round.processed / round.seconds);
  const middle = rounds[rates.indexOf(medianOf(rates))];
  return { events: middle.processed, seconds: middle.seconds, eventsPerSecond: middle.processed / middle.seconds, range: [Math.min(...rates), Math.max(...rates)] };
}

function load(options: Record<string, unknown>, serverPid?: number): Promise<LoadResult> {
  const cpuBefore = cpuMilliseconds(serverPid);
  return new Promise((resolvePromise, reject) => {
    autocannon({ duration: ROUND_SECONDS, pipelining: 1, ...options } as autocannon.Options, (error, result) => {
      if (error) return reject(error);
      const cpuAfter = cpuMilliseconds(serverPid);
      const requests = result.requests.total;
      const cpuMicrosecondsPerRequest = cpuBefore === null || cpuAfter === null || requests === 0 ? null : ((cpuAfter - cpuBefore) * 1000) / requests;
      resolvePromise({ requestsPerSecond: result.requests.average, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx, requests, cpuMicrosecondsPerRequest });
    });
  });
}

/**
 * User + system CPU time of a process from /proc (Linux), in milliseconds. Throughput alone swings
 * with whatever else the machine runs; the CPU a server spends per request is steadier.
 */
function cpuMilliseconds(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const clockTicksPerSecond = 100;
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicksPerSecond;
  } catch {
    return null;
  }
}

function cpuPerRequest(results: LoadResult[]): string {
  const values = results.map((result) => result.cpuMicrosecondsPerRequest).filter((value): value is number => value !== null);
  return values.length === 0 ? 'n/a' : `${Math.round(medianOf(values))} µs`;
}

async function startApp(dataDir: string, port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  return startChild(resolve(__dirname, '../main.js'), [], { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'quiet', ...env }, `http://127.0.0.1:${port}/api/site-settings`);
}

async function startChild(script: string, args: string[], env: Record<string, string>, readyUrl?: string): Promise<ChildProcess> {
  const child = fork(script, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const deadline = Date.now() + 60_000;
  if (!readyUrl) {
    await new Promise<void>((resolvePromise) => child.once('message', () => resolvePromise()));
    return child;
  }
  while (Date.now() < deadline) {
    try {
      if ((await fetch(readyUrl)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 200));
  }
  child.kill();
  throw new Error(`${script} did not start`);
}

function median(results: LoadResult[]): LoadResult {
  const sorted = [...results].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return sorted[Math.floor(sorted.length / 2)];
}
function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
function replayCell(result: ReplayResult): string {
  return `${fmt(result.eventsPerSecond)} events/s (${result.seconds.toFixed(1)} s); runs ${fmt(result.range[0])}–${fmt(result.range[1])}`;
}
function fmt(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

function writeResults(table: string): void {
  const file = resolve(__dirname, '../../../docs/performance.md');
  const document = readFileSync(file, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const before = document.slice(0, document.indexOf(start) + start.length);
  const after = document.slice(document.indexOf(end));
  writeFileSync(file, `${before}\n${table}\n${after}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
