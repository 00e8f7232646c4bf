import 'reflect-metadata';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { ChildProcess, execFileSync, fork } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import type { EventSearchAnswer } from '@dental/contracts';
import { MAIL_CHECKPOINT } from '../mail/mail-reactor';
import { SHARED_STATE_FILE } from '../shared/shared-state/shared-state.module';
import type { PublicResponseCacheStats } from '../site/public-response-cache';
import { appendCatalogue, generateLog, type CatalogueSize } from './generate-log';
import { lighthouseVersion, runLighthouse, type LighthouseRun } from './lighthouse';
import { CHROMIUM_PATH, measurePage, withChromium, type PageWeight } from './page-weight';
import type { RecordedAnswer } from './raw-server';

/**
 * `npm run bench`: the benchmarks of docs/performance.md, all on 127.0.0.1, bounded in time.
 * Servers run as child processes; the load generator (and Chromium) run from here. Results
 * replace the generated blocks of docs/performance.md (only after a run of all of them).
 *
 * `npm run bench -- --lighthouse` (or BENCH_LIGHTHOUSE=1) adds Lighthouse runs over every public page, about eight
 * minutes, and rewrites their block. BENCH_ONLY=workers runs only the comparison of one worker
 * with two (its own block); BENCH_ONLY=catalogue only the catalogue under edits (its own block),
 * at the sizes in BENCH_CATALOGUE_SIZES (1000,10000,50000) for BENCH_CATALOGUE_SECONDS (10) per
 * read and phase, BENCH_FIRST_READ_SAMPLES (5) first reads after an edit per read. For investigating: BENCH_ONLY=read,commands,replay,weight
 * picks benchmarks, BENCH_READS=/speakers,/api/sponsors measures only the reads whose path
 * contains one of those, BENCH_PROFILE=<dir> runs both servers of the public reads under
 * `node --cpu-prof` and writes their profiles to <dir>/app and <dir>/bare.
 */
const ADMIN = { email: 'bench@example.com', password: 'bench-password-123' };
const ROUND_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** The public reads are many (one load per read, server and round), so their rounds are shorter and fewer by default. */
const READ_SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const READ_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const READ_CONNECTIONS = 32;
const REPLAY_EVENTS = Number(process.env.BENCH_REPLAY_EVENTS ?? 1_000_000);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const CATALOGUE: CatalogueSize = { events: 1000, sessionsPerEvent: 20, speakersPerEvent: 8 };
/** What a browser sends; the app answers with brotli. */
const BROWSER_ACCEPT_ENCODING = 'br, gzip';
/** What the public site and the admin lists read; audit and analytics are replayed in the second run. */
const SITE_READ_MODELS = ['events', 'speakers', 'sponsors', 'sponsor-tier-names', 'submissions', 'site-settings'];

const WITH_LIGHTHOUSE =
  process.argv.includes('--lighthouse') || ['1', 'true', 'on'].includes(process.env.BENCH_LIGHTHOUSE ?? '');
const ONLY = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const READ_FILTER = (process.env.BENCH_READS ?? '')
  .split(',')
  .map((part) => part.trim())
  .filter(Boolean);
const PROFILE_DIR = process.env.BENCH_PROFILE ? resolve(process.env.BENCH_PROFILE) : null;
const runs = (name: string) => ONLY.length === 0 || ONLY.includes(name);

interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** Requests given up after autocannon's timeout (10 s); also counted in `errors`. */
  timeouts: number;
  non2xx: number;
  requests: number;
  /** CPU time the server process spent per request (Linux; null elsewhere). */
  cpuMicrosecondsPerRequest: number | null;
}

async function main(): Promise<void> {
  const workDir = mkdtempSync(join(tmpdir(), 'dental-bench-'));
  const loadAtStart = loadavg()[0];
  try {
    const readPath = runs('read') ? await benchmarkReadPath(workDir) : null;
    const commands = runs('commands') ? await benchmarkCommands(workDir) : null;
    const replay = runs('replay') ? await benchmarkReplay(workDir) : null;
    const search = runs('search') ? await benchmarkSearch(workDir) : null;
    const weight =
      runs('weight') || WITH_LIGHTHOUSE ? await benchmarkPageWeight(workDir, runs('weight'), WITH_LIGHTHOUSE) : null;
    const workers = runs('workers') ? await benchmarkWorkers(workDir) : null;
    const catalogue = runs('catalogue') ? await benchmarkCatalogue(workDir) : null;
    const machine = `Run on ${new Date().toISOString().slice(0, 10)}: Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model.trim()}), ${Math.round(totalmem() / 2 ** 30)} GiB, load average ${loadAtStart.toFixed(2)} at the start; load generator, browser and servers on the same machine.`;
    const sections = [machine];
    if (readPath) sections.push(readPathTable(readPath));
    if (commands || replay) sections.push(otherTable(commands, replay));
    if (search) sections.push(searchTable(search));
    if (weight?.demo) sections.push(pageWeightTable(weight));
    const table = sections.join('\n\n');
    console.log(`\n${table}\n`);
    if (readPath && commands && replay && search && weight?.demo && READ_FILTER.length === 0)
      writeBlock('bench', table);
    else
      console.log(
        '(docs/performance.md not rewritten: only a run of every benchmark over every read replaces its results)',
      );
    if (workers) {
      const table = workersTable(workers, machine);
      console.log(`\n${table}\n`);
      writeBlock('workers', table);
    }
    for (const result of catalogue ?? []) {
      // One block per size, so that sizes can be measured in separate runs.
      const table = catalogueTable(result);
      const block = `catalogue-${result.events}`;
      console.log(`\n${table}\n`);
      if (CATALOGUE_DEFAULT_SECONDS && hasBlock(block)) writeBlock(block, table);
      else
        console.log(
          `(docs/performance.md not rewritten: no ${block} block, or BENCH_CATALOGUE_SECONDS shortened the run)`,
        );
    }
    if (weight?.lighthouse) {
      const lighthouse = lighthouseTable(weight.lighthouse);
      console.log(`\n${lighthouse}\n`);
      writeBlock('lighthouse', lighthouse);
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// The public read path: every public page and public JSON read, app against a bare server.

interface PublicRead {
  /** The path as requested. */
  path: string;
  /** The path as shown in the table ({id} for the event's id). */
  label: string;
}

interface ReadResult {
  read: PublicRead;
  answer: { status: number; coding: string; bytes: number };
  /** Whether the app answered it from the public cache, before the framework (checked on the recorded request). */
  fromCache: boolean;
  app: LoadResult[];
  bare: LoadResult[];
  ratios: number[];
}

interface ReadPathResult {
  eventId: string;
  reads: ReadResult[];
  cacheWarm: PublicResponseCacheStats;
  cacheAfter: PublicResponseCacheStats;
  /** CPU that processes other than the two servers and the load generator used during the rounds, in cores (Linux). */
  otherCores: number | null;
  /** CPU the load generator (this process) used during the rounds, in cores. */
  generatorCores: number;
}

/**
 * Every public read: the pages, and the JSON they read (frontend/src/app/page-data.ts: the home
 * page's featured lists, /events' upcoming and past searches, /speakers' search, /sponsors' lists,
 * the event page's event, speakers, sponsors and tier names, the settings every page shows),
 * plus the spec's whole list, for an event that has an agenda.
 */
function publicReads(eventId: string): PublicRead[] {
  const paths = [
    '/',
    '/events',
    '/events/{id}',
    '/speakers',
    '/sponsors',
    '/submit-event',
    '/api/events',
    '/api/events/featured',
    '/api/events/search?upcoming=true',
    '/api/events/search?upcoming=false&pageSize=6',
    '/api/speakers/search',
    '/api/speakers/featured',
    '/api/sponsors',
    '/api/sponsors/events',
    '/api/site-settings',
    '/api/events/{id}',
    '/api/speakers?eventId={id}',
    '/api/sponsors?eventId={id}',
    '/api/sponsor-tiers/{id}',
  ];
  return paths
    .map((label) => ({ label, path: label.replace('{id}', eventId) }))
    .filter(
      (read) =>
        READ_FILTER.length === 0 || READ_FILTER.some((part) => read.label.includes(part) || read.path.includes(part)),
    );
}

/**
 * For each read: the app's answer is fetched once as a browser would ask (accept-encoding br, gzip)
 * after one warming request, and the bare server replays exactly those bytes and headers. Then, in
 * alternating rounds, each read is loaded on the app and on the bare server in turn (the order
 * flips every round), so both see the same machine state; the ratio is taken round by round.
 */
async function benchmarkReadPath(workDir: string): Promise<ReadPathResult> {
  const appPort = 3301;
  const app = await startAppServer(join(workDir, 'read'), appPort, {}, profileArgs('app'));
  let raw: ChildProcess | null = null;
  try {
    const eventId = await eventWithAgenda(appPort);
    const reads = publicReads(eventId);
    const recorded: Record<string, RecordedAnswer> = {};
    const results: ReadResult[] = [];
    for (const read of reads) {
      await httpGet(appPort, read.path);
      const before = await cacheStats(app);
      const answer = await httpGet(appPort, read.path);
      const after = await cacheStats(app);
      if (answer.status !== 200) throw new Error(`GET ${read.path} answered ${answer.status}`);
      recorded[read.path] = { status: answer.status, headers: answer.headers, body: answer.body.toString('base64') };
      const coding = answer.headers.find(([name]) => name.toLowerCase() === 'content-encoding')?.[1] ?? 'identity';
      const fromCache = after.hits > before.hits && after.misses === before.misses;
      results.push({
        read,
        answer: { status: answer.status, coding, bytes: answer.body.length },
        fromCache,
        app: [],
        bare: [],
        ratios: [],
      });
    }
    const cacheWarm = await cacheStats(app);
    const answersFile = join(workDir, 'answers.json');
    writeFileSync(answersFile, JSON.stringify(recorded));
    const rawPort = 3302;
    raw = await startChild(
      resolve(__dirname, 'raw-server.js'),
      [String(rawPort), answersFile],
      {},
      profileArgs('bare'),
    );
    const headers = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };
    console.log(`public reads: warming up (1 s per read on each server, not counted)`);
    for (const result of results) {
      await load(
        { url: `http://127.0.0.1:${appPort}${result.read.path}`, connections: READ_CONNECTIONS, headers },
        undefined,
        1,
      );
      await load(
        { url: `http://127.0.0.1:${rawPort}${result.read.path}`, connections: READ_CONNECTIONS, headers },
        undefined,
        1,
      );
    }
    const started = {
      at: Date.now(),
      machine: machineBusyMilliseconds(),
      app: cpuMilliseconds(app.pid),
      raw: cpuMilliseconds(raw.pid),
      self: process.cpuUsage(),
    };
    for (let round = 0; round < READ_ROUNDS; round += 1) {
      console.log(
        `public reads, round ${round + 1}/${READ_ROUNDS} (${results.length} reads, app and bare, ${READ_SECONDS} s each)`,
      );
      for (const result of results) {
        const onApp = () =>
          load(
            { url: `http://127.0.0.1:${appPort}${result.read.path}`, connections: READ_CONNECTIONS, headers },
            app.pid,
            READ_SECONDS,
          );
        const onBare = () =>
          load(
            { url: `http://127.0.0.1:${rawPort}${result.read.path}`, connections: READ_CONNECTIONS, headers },
            raw?.pid,
            READ_SECONDS,
          );
        let appResult: LoadResult;
        let bareResult: LoadResult;
        if (round % 2 === 0) {
          appResult = await onApp();
          bareResult = await onBare();
        } else {
          bareResult = await onBare();
          appResult = await onApp();
        }
        result.app.push(appResult);
        result.bare.push(bareResult);
        result.ratios.push(appResult.requestsPerSecond / bareResult.requestsPerSecond);
      }
    }
    const otherCores = otherProcessesCores(started, app.pid, raw.pid);
    const generator = process.cpuUsage(started.self);
    const generatorCores = (generator.user + generator.system) / 1000 / (Date.now() - started.at);
    const cacheAfter = await cacheStats(app);
    return { eventId, reads: results, cacheWarm, cacheAfter, otherCores, generatorCores };
  } finally {
    if (raw) await stopChild(raw);
    await stopChild(app);
  }
}

/** `node --cpu-prof` for a server of the read path when BENCH_PROFILE names a directory: <dir>/app, <dir>/bare. */
function profileArgs(server: 'app' | 'bare'): string[] {
  return PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${join(PROFILE_DIR, server)}`] : [];
}

function readPathTable(result: ReadPathResult): string {
  const rows = result.reads.map((read) => {
    const ratio = medianOf(read.ratios);
    const p99 = medianOf(read.app.map((round) => round.p99));
    const failed = read.app.reduce((sum, round) => sum + round.errors + round.non2xx, 0);
    const verdict =
      ratio >= 0.8 && p99 < 10 && failed === 0
        ? 'met'
        : `**not met** (${[ratio < 0.8 ? 'ratio' : '', p99 >= 10 ? 'p99' : '', failed > 0 ? `${failed} failed` : ''].filter(Boolean).join(', ')})`;
    return `| ${read.read.label} | ${read.answer.status}, ${read.answer.coding}, ${fmt(read.answer.bytes)} B | ${read.fromCache ? 'yes' : 'no'} | ${fmt(medianOf(read.app.map((round) => round.requestsPerSecond)))} req/s, p99 ${ms(p99)} | ${fmt(medianOf(read.bare.map((round) => round.requestsPerSecond)))} req/s, p99 ${ms(medianOf(read.bare.map((round) => round.p99)))} | **${ratio.toFixed(2)}** (${read.ratios.map((value) => value.toFixed(2)).join(', ')}) | ${cpuPerRequest(read.app)} / ${cpuPerRequest(read.bare)} | ${verdict} |`;
  });
  const met = result.reads.filter((read) => rows[result.reads.indexOf(read)].endsWith('| met |')).length;
  const warm = result.cacheWarm;
  const after = result.cacheAfter;
  return [
    `**Public reads** (demo data; {id} = ${result.eventId}, the first public event with an agenda): ${READ_CONNECTIONS} connections, \`accept-encoding: ${BROWSER_ACCEPT_ENCODING}\`, ${READ_ROUNDS} alternating rounds of ${READ_SECONDS} s per read and server; medians over rounds. Goal per read: app ÷ bare ≥ 0.80 and p99 < 10 ms; met by ${met} of ${result.reads.length}.`,
    '',
    '| read | answer sent | from the cache | app | bare node:http, same bytes and headers | app ÷ bare, median (rounds) | server CPU per request, app / bare | goal |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `During the rounds the load generator (autocannon, one thread) used ${result.generatorCores.toFixed(2)} cores on average, and other processes ${result.otherCores === null ? 'n/a' : `${result.otherCores.toFixed(2)} of ${cpus().length}`}.`,
    '',
    `Public cache (\`PublicReadPath.cache.stats()\` in the measured app): after one warming request per read, ${fmt(warm.entries)} answers in ${kib(warm.bytes)} (bodies and compressed copies; bound ${kib(warm.maxBytes)}); after the load, ${fmt(after.entries)} answers in ${kib(after.bytes)}, ${fmt(after.hits)} hits, ${fmt(after.misses)} misses, ${fmt(after.evictions)} evictions.`,
  ].join('\n');
}

/** The first public event (in the API's order) whose agenda has something in it. */
async function eventWithAgenda(port: number): Promise<string> {
  const answer = await httpGet(port, '/api/events', 'identity');
  const events = JSON.parse(answer.body.toString('utf8')) as Array<{ id: string; agenda: unknown }>;
  const withAgenda = events.find(
    (event) => event.agenda !== null && typeof event.agenda === 'object' && Object.keys(event.agenda).length > 0,
  );
  if (!withAgenda) throw new Error('No public event with an agenda in the demo data');
  return withAgenda.id;
}

/** A GET as a browser sends it (accept-encoding br, gzip), with the bytes and headers as they came over the wire. */
function httpGet(
  port: number,
  path: string,
  acceptEncoding = BROWSER_ACCEPT_ENCODING,
): Promise<{ status: number; headers: Array<[string, string]>; body: Buffer }> {
  return new Promise((resolvePromise, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, path, method: 'GET', headers: { 'accept-encoding': acceptEncoding }, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const headers: Array<[string, string]> = [];
          for (let index = 0; index < response.rawHeaders.length; index += 2) {
            const name = response.rawHeaders[index];
            // Node's HTTP server writes these itself, for the bare server as for the app.
            if (!['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name.toLowerCase()))
              headers.push([name, response.rawHeaders[index + 1]]);
          }
          resolvePromise({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

// ---------------------------------------------------------------------------------------------
// Page weight at catalogue size, and Lighthouse.

interface PageWeightResult {
  eventId: string;
  catalogueEventId: string | null;
  demo: PageWeight[] | null;
  catalogue: PageWeight[] | null;
  bootSeconds: number | null;
  lighthouse: LighthouseResult | null;
}

interface LighthouseResult {
  version: string;
  /** What the labels' placeholders stand for: '/events/{id} = …, …'. */
  ids: string;
  pages: Array<{ label: string; noindex: boolean; runs: LighthouseRun[] }>;
  /** Runs that failed and were run again (Lighthouse sometimes loses its trace: NO_NAVSTART), with the reason. */
  retried: string[];
  error: string | null;
  /** The machine's load averages (1, 5 and 15 minutes) when the runs began and ended: scores fall on a busy machine. */
  loadAverage: { before: string; after: string };
}

/**
 * What a browser downloads for the listing pages and an event page, on the demo data and then with
 * the catalogue added: the app is stopped, 1,000 events (20-session agendas, 8 speakers each) are
 * appended to its store as domain events, and it boots again, replaying them into the read models.
 */
async function benchmarkPageWeight(
  workDir: string,
  measureWeight: boolean,
  withLighthouse: boolean,
): Promise<PageWeightResult> {
  const port = 3304;
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = join(workDir, 'weight');
  let app = await startAppServer(dataDir, port);
  const eventId = await eventWithAgenda(port);
  const pages = [
    { label: '/', path: '/' },
    { label: '/events', path: '/events' },
    { label: '/speakers', path: '/speakers' },
    { label: '/events/{id}', path: `/events/${eventId}` },
  ];
  const result: PageWeightResult = {
    eventId,
    catalogueEventId: null,
    demo: null,
    catalogue: null,
    bootSeconds: null,
    lighthouse: null,
  };
  try {
    if (measureWeight) {
      console.log('page weight: demo data');
      result.demo = await weighPages(
        origin,
        pages.map((page) => page.path),
      );
    }
    if (withLighthouse) result.lighthouse = await lighthouseRuns(origin, workDir, await everyPublicPage(port, eventId));
    if (!measureWeight) return result;
  } finally {
    await stopChild(app);
  }
  console.log(
    `page weight: adding ${fmt(CATALOGUE.events)} events with ${CATALOGUE.sessionsPerEvent}-session agendas and ${CATALOGUE.speakersPerEvent} speakers each`,
  );
  const added = appendCatalogue(join(dataDir, 'events.sqlite'), CATALOGUE);
  const thisYear = new Date().getFullYear();
  result.catalogueEventId = (added.find((event) => event.year > thisYear) ?? added[0]).id;
  const booting = Date.now();
  app = await startAppServer(dataDir, port);
  result.bootSeconds = (Date.now() - booting) / 1000;
  try {
    result.catalogue = await weighPages(origin, [
      ...pages.map((page) => page.path),
      `/events/${result.catalogueEventId}`,
    ]);
  } finally {
    await stopChild(app);
  }
  return result;
}

async function weighPages(origin: string, paths: string[]): Promise<PageWeight[]> {
  for (const path of paths) await httpGet(Number(new URL(origin).port), path);
  return withChromium(async (browser) => {
    const weights: PageWeight[] = [];
    for (const path of paths) weights.push(await measurePage(browser, origin, path));
    return weights;
  });
}

function pageWeightTable(result: PageWeightResult): string {
  const demo = result.demo ?? [];
  const catalogue = result.catalogue ?? [];
  const labels = ['/', '/events', '/speakers', '/events/{id}', '/events/{new} (a generated event)'];
  const cell = (weight: PageWeight | undefined) =>
    weight
      ? `${kib(weight.total)} (${kib(weight.document)} ${weight.documentEncoding} / ${kib(weight.script)} / ${kib(weight.stylesheet)} / ${kib(weight.image)} / ${kib(weight.other)}), ${weight.requests} requests`
      : '–';
  const rows = labels.map((label, index) => {
    const before = demo[index];
    const after = catalogue[index];
    const growth = before && after ? after.total / before.total : null;
    const statuses = [before, after].filter(Boolean).map((weight) => weight.status);
    const status = statuses.some((value) => value !== 200) ? ` (status ${statuses.join(', ')})` : '';
    return `| ${label}${status} | ${cell(before)} | ${cell(after)} | ${growth === null ? '–' : `**${growth.toFixed(2)}x**`} | ${growth === null ? '(measured)' : growth <= 1.5 ? 'met' : '**not met**'} |`;
  });
  return [
    `**Page weight**: bytes a first visit downloads (Chromium, empty cache, 1280×800; loaded until the network is idle, then scrolled to the bottom a screen at a time until it is idle again): encoded bodies of every response, in KiB, as total (document / JavaScript / CSS / images / other). Then ${fmt(CATALOGUE.events)} events were added (${CATALOGUE.sessionsPerEvent}-session agendas, ${CATALOGUE.speakersPerEvent} speakers each, two featured; dates from 2022 to 2030) and the app booted again (${result.bootSeconds?.toFixed(1)} s). {id} = ${result.eventId} (demo), {new} = ${result.catalogueEventId}. Goal: growth ≤ 1.5x.`,
    '',
    `| page | demo data | with ${fmt(CATALOGUE.events)} more events | growth | goal |`,
    '|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/**
 * Every public page Lighthouse scores: the listings, the forms, the plan, a speaker's page, and two
 * event pages: the first with an agenda (as the page weight) and the one with the longest agenda,
 * where hydrating the agenda costs the most.
 */
async function everyPublicPage(port: number, eventId: string): Promise<LighthousePage[]> {
  const events = JSON.parse((await httpGet(port, '/api/events', 'identity')).body.toString('utf8')) as Array<{
    id: string;
    agenda: unknown;
  }>;
  const sessions = (agenda: unknown) => JSON.stringify(agenda ?? null).split('"title"').length - 1;
  const longest = [...events].sort((a, b) => sessions(b.agenda) - sessions(a.agenda))[0];
  const speakers = JSON.parse(
    (await httpGet(port, '/api/speakers/search?pageSize=1', 'identity')).body.toString('utf8'),
  ) as { items: Array<{ id: string }> };
  const speakerId = speakers.items[0]?.id;
  if (!longest || !speakerId) throw new Error('The demo data has no event or no speaker');
  return [
    { label: '/', path: '/' },
    { label: '/events', path: '/events' },
    { label: '/events/{id}', path: `/events/${eventId}`, id: eventId },
    { label: `/events/{long} (${sessions(longest.agenda)} sessions)`, path: `/events/${longest.id}`, id: longest.id },
    { label: '/speakers', path: '/speakers' },
    { label: '/speakers/{speaker}', path: `/speakers/${speakerId}`, id: speakerId },
    { label: '/sponsors', path: '/sponsors' },
    { label: '/submit-event', path: '/submit-event' },
    // A visitor's own plan asks not to be indexed: its SEO is scored without that audit.
    { label: '/my-plan', path: '/my-plan', noindex: true },
  ];
}

interface LighthousePage {
  label: string;
  path: string;
  /** The id the label's {placeholder} stands for. */
  id?: string;
  /** The page asks not to be indexed on purpose (`noindex`). */
  noindex?: boolean;
}

/** Lighthouse on each page, round by round (run 1 of every page, then run 2, …), so drift in the machine's state is spread over the pages. */
async function lighthouseRuns(origin: string, workDir: string, pages: LighthousePage[]): Promise<LighthouseResult> {
  const result: LighthouseResult = {
    version: 'not installed',
    ids: pages.flatMap((page) => (page.id ? [`${page.label.split(' ')[0]} = ${page.id}`] : [])).join(', '),
    pages: pages.map((page) => ({ label: page.label, noindex: page.noindex ?? false, runs: [] })),
    retried: [],
    error: null,
    loadAverage: { before: loadAverageText(), after: '' },
  };
  try {
    result.version = lighthouseVersion();
    for (let run = 1; run <= LIGHTHOUSE_RUNS; run += 1) {
      for (const [index, page] of pages.entries()) {
        console.log(`lighthouse run ${run}/${LIGHTHOUSE_RUNS}: ${page.label}`);
        for (let attempt = 1; ; attempt += 1) {
          try {
            result.pages[index].runs.push(
              await runLighthouse(`${origin}${page.path}`, join(workDir, 'lighthouse.json'), page.noindex),
            );
            break;
          } catch (error) {
            // A run that fails is run again, twice at most; the table says which were.
            if (attempt === 3) throw error;
            const reason = /\(([A-Z_]+)\)/.exec(String(error))?.[1] ?? String(error).split('\n')[0];
            result.retried.push(`${page.label} run ${run} (${reason})`);
            console.log(`lighthouse run ${run}/${LIGHTHOUSE_RUNS}: ${page.label} failed (${reason}), running it again`);
          }
        }
      }
    }
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
    console.error(`lighthouse: ${result.error}`);
  }
  result.loadAverage.after = loadAverageText();
  return result;
}

const loadAverageText = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

/** The SEO median, with the audits any run failed, and a note on a page scored without the indexing audit. */
function seoCell(runs: LighthouseRun[], noindex: boolean): string {
  const failed = [...new Set(runs.flatMap((run) => run.seoFailed))];
  return [
    String(medianOf(runs.map((run) => run.seo))),
    ...(failed.length > 0 ? [`(failed: ${failed.join(', ')})`] : []),
    ...(noindex ? ['(noindex on purpose: scored without is-crawlable)'] : []),
  ].join(' ');
}

function lighthouseTable(result: LighthouseResult): string {
  const header = `Run on ${new Date().toISOString().slice(0, 10)}: Lighthouse ${result.version}, its default mobile profile (simulated 4× CPU slowdown and throttled 4G), performance and SEO, Debian Chromium ${chromiumVersion()} headless, against the app on the demo data as \`npm run bench -- --lighthouse\` starts it (${result.ids}); ${LIGHTHOUSE_RUNS} runs per page, taken in turn; metrics as the lowest–highest of the runs. Goal: performance ≥ 98 (median) and SEO 100 (a page that asks not to be indexed, on purpose, is scored without that audit). Load averages (1, 5, 15 min) when the runs began: ${result.loadAverage.before}; when they ended: ${result.loadAverage.after}.`;
  if (result.error) return `${header}\n\nLighthouse could not run: ${result.error}`;
  const range = (values: number[], format: (value: number) => string) => {
    const [low, high] = [format(Math.min(...values)), format(Math.max(...values))];
    return low === high ? low : `${low}–${high}`;
  };
  const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
  const rows = result.pages.map(({ label, noindex, runs: pageRuns }) => {
    const performance = pageRuns.map((run) => run.performance);
    return `| ${label} | ${performance.join(', ')} | **${medianOf(performance)}** | ${seoCell(pageRuns, noindex)} | ${range(
      pageRuns.map((run) => run.firstContentfulPaintMs),
      seconds,
    )} | ${range(
      pageRuns.map((run) => run.largestContentfulPaintMs),
      seconds,
    )} | ${range(
      pageRuns.map((run) => run.totalBlockingTimeMs),
      (value) => `${Math.round(value)} ms`,
    )} | ${range(
      pageRuns.map((run) => run.cumulativeLayoutShift),
      (value) => value.toFixed(2),
    )} | ${range(
      pageRuns.map((run) => run.speedIndexMs),
      seconds,
    )} |`;
  });
  const retried =
    result.retried.length === 0 ? [] : ['', `Run again after Lighthouse failed: ${result.retried.join('; ')}.`];
  return [
    header,
    '',
    '| page | performance (runs) | median | SEO (median) | FCP | LCP | TBT | CLS | Speed Index |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
    ...retried,
  ].join('\n');
}

function chromiumVersion(): string {
  try {
    return (
      /Chromium ([\d.]+)/.exec(
        execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }),
      )?.[1] ?? ''
    );
  } catch {
    return '';
  }
}

// ---------------------------------------------------------------------------------------------
// Commands and replay.

async function benchmarkCommands(workDir: string): Promise<LoadResult> {
  const app = await startApp(join(workDir, 'commands'), 3303, { DEMO_DATA: 'off' });
  try {
    const login = await fetch('http://127.0.0.1:3303/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const cookie = String(login.headers.get('set-cookie')).split(';')[0];
    const created = await fetch('http://127.0.0.1:3303/api/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        title: 'Bench Symposium',
        date: '2026-05-14',
        location: 'Hall A',
        city: 'Chicago',
        description: 'Benchmark event for command throughput.',
        image: 'aaid-conference',
      }),
    });
    const { id } = (await created.json()) as { id: string };
    let counter = 0;
    console.log('commands');
    return await load({
      url: `http://127.0.0.1:3303/api/events/${id}`,
      connections: 8,
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie },
      requests: [
        {
          setupRequest: (request: Record<string, unknown>) => ({
            ...request,
            body: JSON.stringify({ title: `Bench Symposium ${(counter += 1)}` }),
          }),
        },
      ],
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
  const site: ReplayRound[] = [];
  const all: ReplayRound[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    console.log(`replay round ${round} of ${ROUNDS}: the site's read models, then every read model`);
    site.push(await replayInNewProcess(dataDir, SITE_READ_MODELS));
    all.push(await replayInNewProcess(dataDir, null));
  }
  return { site: replayResult(site), all: replayResult(all) };
}

/**
 * One run of `scripts/replay.js`, as it reports it: the domain events it replayed and its seconds,
 * then the seconds it took to make the listing blocks of the file it rebuilt (none in memory).
 */
interface ReplayRound {
  processed: number;
  seconds: number;
  blockSeconds: number;
}

function replayInNewProcess(
  dataDir: string,
  projections: string[] | null,
  env: Record<string, string> = {},
): Promise<ReplayRound> {
  const args = (projections ?? []).flatMap((name) => ['--projection', name]);
  const child = fork(resolve(__dirname, '../scripts/replay.js'), args, {
    env: {
      ...process.env,
      ...env,
      DATA_DIR: dataDir,
      DEMO_DATA: 'off',
      LOG_LEVEL: 'quiet',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    execArgv: ['--max-semi-space-size=64'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolvePromise, reject) => {
    let result: ReplayRound | null = null;
    child.once('message', (message) => (result = message as ReplayRound));
    child.once('error', reject);
    child.once('exit', (code) =>
      result && code === 0 ? resolvePromise(result) : reject(new Error(`replay exited with code ${code}`)),
    );
  });
}

function replayResult(rounds: ReplayRound[]): ReplayResult {
  const rates = rounds.map((round) => round.processed / round.seconds);
  const middle = rounds[rates.indexOf(medianOf(rates))];
  return {
    events: middle.processed,
    seconds: middle.seconds,
    eventsPerSecond: middle.processed / middle.seconds,
    range: [Math.min(...rates), Math.max(...rates)],
  };
}

function otherTable(commands: LoadResult | null, replay: { site: ReplayResult; all: ReplayResult } | null): string {
  const lines = ['| benchmark | result | goal |', '|---|---|---|'];
  if (commands)
    lines.push(
      `| commands through HTTP (PATCH an event's title; SQLite synchronous=FULL; read-your-writes wait included), 8 connections, ${ROUND_SECONDS} s | ${fmt(commands.requestsPerSecond)} commands/s, p99 ${commands.p99} ms, ${commands.non2xx + commands.errors} failed | (measured) |`,
    );
  if (replay) {
    lines.push(
      `| replay of ${fmt(replay.site.events)} generated domain events into the site's read models (${SITE_READ_MODELS.join(', ')}), median of ${ROUNDS} runs | ${replayCell(replay.site)} | ≥ 200,000 events/s |`,
      `| replay of the same log into every read model, including the audit index (a row per domain event) and analytics, median of ${ROUNDS} runs | ${replayCell(replay.all)} | ≥ 200,000 events/s |`,
    );
  }
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------
// Filtered event search: the work a visitor's filters cost, never answered from the kept answers.

interface SearchResult {
  events: number;
  urls: number;
  firstPages: LoadResult[];
  deepPages: LoadResult[];
}

/**
 * GET /api/events/search with the demo data plus a generated catalogue of 1,000 events. Every
 * request carries a filter combination no earlier request used (subjects, audiences, formats,
 * regions, minimum credits, a city and radius, date spans, words, sort, upcoming), so none is
 * answered from the public read path's kept answers: this measures the search itself. The same
 * combinations are loaded asking for page 1 and for page 5, to show the cost does not grow with
 * the pages a visitor does not ask for.
 */
async function benchmarkSearch(workDir: string): Promise<SearchResult> {
  const port = 3305;
  const dataDir = join(workDir, 'search');
  await stopChild(await startAppServer(dataDir, port));
  appendCatalogue(join(dataDir, 'events.sqlite'), CATALOGUE);
  const app = await startAppServer(dataDir, port);
  try {
    const { total } = JSON.parse(
      (await httpGet(port, '/api/events/search?pageSize=1', 'identity')).body.toString('utf8'),
    ) as EventSearchAnswer;
    const combinations = searchCombinations(60_000);
    let next = 0;
    const cycling = (page: number) => [
      {
        setupRequest: (request: Record<string, unknown>) => ({
          ...request,
          path: `/api/events/search?${combinations[(next += 1) % combinations.length]}&page=${page}`,
        }),
      },
    ];
    console.log('event search: warming up (1 s, not counted)');
    await load(
      { url: `http://127.0.0.1:${port}`, connections: SEARCH_CONNECTIONS, requests: cycling(1) },
      undefined,
      1,
    );
    const firstPages: LoadResult[] = [];
    const deepPages: LoadResult[] = [];
    for (let round = 0; round < READ_ROUNDS; round += 1) {
      console.log(`event search, round ${round + 1}/${READ_ROUNDS}`);
      firstPages.push(
        await load(
          {
            url: `http://127.0.0.1:${port}`,
            connections: SEARCH_CONNECTIONS,
            headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING },
            requests: cycling(1),
          },
          app.pid,
          READ_SECONDS,
        ),
      );
      deepPages.push(
        await load(
          {
            url: `http://127.0.0.1:${port}`,
            connections: SEARCH_CONNECTIONS,
            headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING },
            requests: cycling(5),
          },
          app.pid,
          READ_SECONDS,
        ),
      );
    }
    return { events: total, urls: combinations.length, firstPages, deepPages };
  } finally {
    await stopChild(app);
  }
}

const SEARCH_CONNECTIONS = 8;

/** Distinct filter combinations, as visitors of /events would build them, in a fixed pseudo-random order. */
function searchCombinations(count: number): string[] {
  const topics = ['690', '490', '070', '430', '370', '250', '180', '550', '780', '010'];
  const audiences = ['dentist', 'hygienist', 'assistant', 'office_staff', 'student'];
  const formats = ['in_person', 'virtual', 'hybrid'];
  const regions = ['TX', 'IL', 'ON', 'MA', 'CO', 'WA', 'GA', 'QC', 'AZ', 'BC', 'TN', 'CA'];
  const places = [
    'Dallas, TX',
    'Chicago, IL',
    'Toronto, ON',
    'Boston, MA',
    'Denver',
    'Seattle, WA',
    'Atlanta',
    'Phoenix, AZ',
    'Austin, TX',
    'Ottawa, ON',
  ];
  const words = ['implant', 'hygiene', 'sedation', 'aligner', 'endodontics', 'sleep', 'regeneration', 'practice'];
  // mulberry32: a small seeded generator whose low bits are as random as its high ones.
  let seed = 42;
  const random = (below: number) => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * below);
  };
  const seen = new Set<string>();
  for (let attempts = 0; seen.size < count && attempts < count * 20; attempts += 1) {
    const parts: string[] = [];
    const pick = (name: string, values: readonly string[]) =>
      parts.push(`${name}=${encodeURIComponent(values[random(values.length)])}`);
    if (random(2) === 0) pick('topic', topics);
    if (random(3) === 0) pick('topic', topics);
    if (random(2) === 0) pick('audience', audiences);
    if (random(3) === 0) pick('format', formats);
    if (random(3) === 0) pick('region', regions);
    if (random(3) === 0) parts.push(`minCredits=${random(16)}`);
    if (random(4) === 0)
      parts.push(`near=${encodeURIComponent(places[random(places.length)])}&radiusMiles=${25 + random(500)}`);
    if (random(3) === 0) {
      const year = 2022 + random(9);
      const month = 1 + random(12);
      const months = 1 + random(12);
      const end = new Date(Date.UTC(year, month - 1 + months, 0));
      parts.push(`from=${year}-${String(month).padStart(2, '0')}-01&to=${end.toISOString().slice(0, 10)}`);
    }
    if (random(4) === 0) pick('q', words);
    if (random(3) === 0) parts.push('sort=credits');
    if (random(2) === 0) parts.push(`upcoming=${random(2) === 0 ? 'true' : 'false'}`);
    if (parts.length > 0) seen.add(parts.join('&'));
  }
  return [...seen];
}

function searchTable(result: SearchResult): string {
  const row = (label: string, rounds: LoadResult[]) => {
    const p99 = medianOf(rounds.map((round) => round.p99));
    const failed = rounds.reduce((sum, round) => sum + round.errors + round.non2xx, 0);
    return `| ${label} | ${fmt(medianOf(rounds.map((round) => round.requestsPerSecond)))} req/s, p99 ${ms(p99)}, ${cpuPerRequest(rounds)} CPU per request, ${failed} failed | p99 < 20 ms: ${p99 < 20 && failed === 0 ? 'met' : '**not met**'} |`;
  };
  return [
    `**Filtered event search** (${fmt(result.events)} public events: the demo data and 1,000 generated ones with CE data; ${SEARCH_CONNECTIONS} connections; each request a filter combination not asked before, drawn from ${fmt(result.urls)}, so none is a kept answer; ${READ_ROUNDS} rounds of ${READ_SECONDS} s; medians over rounds):`,
    '',
    '| search | result | goal |',
    '|---|---|---|',
    row('page 1 of each combination', result.firstPages),
    row('page 5 of each combination', result.deepPages),
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// One worker against two (WORKERS=2): public read throughput of the same server started both ways.

/**
 * Reads of the comparison: two pages and two public JSON answers from the public cache, and the
 * events list made for every request: an API request with a session cookie (here not a valid one,
 * so the answer is the public one) always goes through the framework, as the first request for a
 * URL after every change does. CPU-bound work, where a second core can help.
 */
const NO_CACHE_COOKIE = 'dental_admin_session=not-signed-in';
const WORKER_READS: Array<{ label: string; path: string; cookie?: string }> = [
  { label: '/', path: '/' },
  { label: '/events', path: '/events' },
  { label: '/api/events', path: '/api/events' },
  { label: '/api/events/featured', path: '/api/events/featured' },
  { label: '/api/events, made for each request', path: '/api/events', cookie: NO_CACHE_COOKIE },
];
const WORKER_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

interface WorkersResult {
  reads: Array<{
    label: string;
    path: string;
    cookie?: string;
    one: LoadResult[];
    two: LoadResult[];
    ratios: number[];
  }>;
  generatorCores: number;
  otherCores: number | null;
}

/**
 * `npm start` with WORKERS=1 and with WORKERS=2, each on its own DATA_DIR with the demo data, both
 * running throughout; each read is loaded on one then the other, the order flipping every round,
 * so both see the same machine. The server's CPU is the primary's and its workers' together.
 */
async function benchmarkWorkers(workDir: string): Promise<WorkersResult> {
  const ports = { one: 3303, two: 3304 };
  const one = await startApp(join(workDir, 'workers-1'), ports.one, { WORKERS: '1' });
  const two = await startApp(join(workDir, 'workers-2'), ports.two, { WORKERS: '2' });
  try {
    const headers = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };
    const reads = WORKER_READS.map((read) => ({
      ...read,
      one: [] as LoadResult[],
      two: [] as LoadResult[],
      ratios: [] as number[],
    }));
    const onServer = (port: number, read: { path: string; cookie?: string }, pids: () => number[], seconds: number) =>
      load(
        {
          url: `http://127.0.0.1:${port}${read.path}`,
          connections: READ_CONNECTIONS,
          headers: read.cookie ? { ...headers, cookie: read.cookie } : headers,
        },
        undefined,
        seconds,
        pids,
      );
    const pidsOf = (child: ChildProcess) => () => processTree(child.pid as number);
    console.log('workers: warming up (1 s per read on each server, not counted)');
    for (const read of reads) {
      await onServer(ports.one, read, pidsOf(one), 1);
      await onServer(ports.two, read, pidsOf(two), 1);
    }
    const started = {
      at: Date.now(),
      machine: machineBusyMilliseconds(),
      servers: treeCpu([...pidsOf(one)(), ...pidsOf(two)()]),
      self: process.cpuUsage(),
    };
    for (let round = 0; round < WORKER_ROUNDS; round += 1) {
      console.log(
        `workers, round ${round + 1}/${WORKER_ROUNDS} (${reads.length} reads, 1 and 2 workers, ${READ_SECONDS} s each)`,
      );
      for (const read of reads) {
        const first = round % 2 === 0 ? 'one' : 'two';
        const results: Record<'one' | 'two', LoadResult> = {} as never;
        for (const which of first === 'one' ? (['one', 'two'] as const) : (['two', 'one'] as const)) {
          results[which] = await onServer(ports[which], read, pidsOf(which === 'one' ? one : two), READ_SECONDS);
        }
        read.one.push(results.one);
        read.two.push(results.two);
        read.ratios.push(results.two.requestsPerSecond / results.one.requestsPerSecond);
      }
    }
    const machine = machineBusyMilliseconds();
    const servers = treeCpu([...pidsOf(one)(), ...pidsOf(two)()]);
    const self = process.cpuUsage(started.self);
    const elapsed = Date.now() - started.at;
    const otherCores =
      machine === null || started.machine === null
        ? null
        : Math.max(0, machine - started.machine - (servers - started.servers) - (self.user + self.system) / 1000) /
          elapsed;
    return { reads, generatorCores: (self.user + self.system) / 1000 / elapsed, otherCores };
  } finally {
    for (const child of [one, two]) {
      const exited = new Promise<void>((resolvePromise) => child.once('exit', () => resolvePromise()));
      child.kill('SIGTERM');
      await exited;
    }
  }
}

/** A process and its children (a cluster's primary and workers), from /proc (Linux). */
function processTree(pid: number): number[] {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
    return [pid, ...children.flatMap(processTree)];
  } catch {
    return [pid];
  }
}

function treeCpu(pids: number[]): number {
  return pids.reduce((sum, pid) => sum + (cpuMilliseconds(pid) ?? 0), 0);
}

function workersTable(result: WorkersResult, machine: string): string {
  const rows = result.reads.map((read) => {
    const median = (results: LoadResult[]) =>
      `${fmt(medianOf(results.map((round) => round.requestsPerSecond)))} req/s, p99 ${ms(medianOf(results.map((round) => round.p99)))}`;
    const failed = [...read.one, ...read.two].reduce((sum, round) => sum + round.errors + round.non2xx, 0);
    return `| ${read.label} | ${median(read.one)} | ${median(read.two)} | **${medianOf(read.ratios).toFixed(2)}** (${read.ratios.map((value) => value.toFixed(2)).join(', ')}) | ${cpuPerRequest(read.one)} / ${cpuPerRequest(read.two)} | ${failed} |`;
  });
  return [
    machine,
    '',
    `**One worker against two** (\`WORKERS=1\` and \`WORKERS=2\`, demo data, ${READ_CONNECTIONS} connections, \`accept-encoding: ${BROWSER_ACCEPT_ENCODING}\`, ${WORKER_ROUNDS} alternating rounds of ${READ_SECONDS} s per read and server; medians over rounds):`,
    '',
    '| read | 1 worker | 2 workers | 2 ÷ 1, median (rounds) | server CPU per request, 1 / 2 workers | failed |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
    `During the rounds the load generator (autocannon, one thread, on the same machine) used ${result.generatorCores.toFixed(2)} cores on average, and other processes ${result.otherCores === null ? 'n/a' : `${result.otherCores.toFixed(2)} of ${cpus().length}`}.`,
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// The catalogue under edits: seven public reads at catalogue sizes, at rest and while an admin edits.

/** Catalogue sizes (events appended, each `appendCatalogue`'s 20 sessions and 8 speakers). */
const CATALOGUE_SIZES = (process.env.BENCH_CATALOGUE_SIZES ?? '1000,10000,50000').split(',').map((size) => {
  const events = Number(size.trim());
  if (!Number.isInteger(events) || events < 1) throw new Error(`BENCH_CATALOGUE_SIZES: not a size: ${size}`);
  return events;
});
const CATALOGUE_DEFAULT_SECONDS = process.env.BENCH_CATALOGUE_SECONDS === undefined;
const CATALOGUE_SECONDS = Number(process.env.BENCH_CATALOGUE_SECONDS ?? 10);
const CATALOGUE_CONNECTIONS = 16;
const EDIT_EVERY_MS = 1000;
/** An edit not answered by then counts as timed out. */
const EDIT_TIMEOUT_MS = 10_000;
/** Edits, each followed by one read, per read for the CPU of the first read after a write (each costs seconds at +50,000 today). */
const FIRST_READ_SAMPLES = Number(process.env.BENCH_FIRST_READ_SAMPLES ?? 5);
/** A start after a large append replays it all before it listens; bounded all the same. */
const START_TIMEOUT_MS = 15 * 60_000;

/**
 * The five reads of the issue (the listings, their searches and an event page with a 20-session
 * agenda), and two searches by words: two words of the catalogue's event texts, each in a few
 * thousand events, and a last name the generated lecturers share, at more than half the events.
 */
function catalogueReads(eventId: string): PublicRead[] {
  return [
    { label: '/events', path: '/events' },
    { label: '/api/events/search?topic=690&region=TX', path: '/api/events/search?topic=690&region=TX' },
    { label: '/api/events/search?q=regeneration+dallas', path: '/api/events/search?q=regeneration+dallas' },
    { label: '/speakers', path: '/speakers' },
    { label: '/api/speakers/search?page=2', path: '/api/speakers/search?page=2' },
    { label: '/api/speakers/search?q=okafor', path: '/api/speakers/search?q=okafor' },
    { label: '/events/{id}', path: `/events/${eventId}` },
  ];
}

interface EditsResult {
  /** Round trips of the edits answered 2xx, ms. */
  roundTrips: number[];
  /** Answered with another status, or not at all (a network error). */
  failed: number;
  timedOut: number;
  /** The slowest edit answered: its round trip, which of the edits it was (from 1), and the read loaded meanwhile. */
  slowest: { ms: number; number: number; during: string } | null;
}

interface CatalogueRun {
  /** From the fork to the first 200 of /api/ready. */
  bootSeconds: number;
  underEdits: LoadResult[];
  edits: EditsResult;
  /** Resident memory after the reads under edits, all processes of the server, MiB. */
  rssMiB: number;
}

interface CatalogueResult {
  /** When and on what it ran: the machine line of the other tables, the load average at this size's start. */
  machine: string;
  events: number;
  domainEvents: number;
  eventId: string;
  firstStartSeconds: number;
  /** From the fork of the first start until the mail reactor's checkpoint reached the log's head. */
  mailCaughtUpSeconds: number | null;
  /** Each read's first request after boot to ready (one process, nothing new in the log): its wall and server CPU time, ms. */
  firstReadAfterBoot: Array<{ ms: number; cpuMs: number | null }>;
  atRest: LoadResult[];
  /** CPU time of the server process (every thread) for the first request of each read after an edit, ms per sample. */
  firstReadCpuMs: number[][];
  /** The same, of the main thread alone: the one that answers requests. */
  firstReadMainThreadCpuMs: number[][];
  one: CatalogueRun;
  two: CatalogueRun;
  /** The admin screens' reads, one process, after the reads under edits. */
  adminReads: AdminReadResult[];
  /** `npm run replay` of this store's whole log (a catalogue-shaped log), into the read-model file and into memory. */
  replay: { file: ReplayRound; memory: ReplayRound };
  /** Boot to ready of the first start after the replay into the file. */
  startAfterReplaySeconds: number;
}

/**
 * For each size: the demo data is loaded by a first start, the app is stopped and the catalogue
 * appended to its store (as `npm run import-events` would), then it is started as `npm start`
 * starts it (`main.js`, its own DATA_DIR) and timed to ready; stopped and started again (the read
 * models rebuilt from a log with nothing new: boot to ready). Then each read is loaded at rest,
 * each read after one edit is timed in server CPU, and each read is loaded while an admin, signed
 * in through the API, edits another event's title once a second; the same again with WORKERS=2.
 */
async function benchmarkCatalogue(workDir: string): Promise<CatalogueResult[]> {
  const results: CatalogueResult[] = [];
  for (const events of CATALOGUE_SIZES) results.push(await catalogueAtSize(workDir, events));
  return results;
}

async function catalogueAtSize(workDir: string, events: number): Promise<CatalogueResult> {
  const port = 3306;
  const machine = `Run on ${new Date().toISOString().slice(0, 10)}: Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model.trim()}), ${Math.round(totalmem() / 2 ** 30)} GiB, load average ${loadavg()[0].toFixed(2)} at the start of this size; load generator and servers on the same machine.`;
  const dataDir = join(workDir, `catalogue-${events}`);
  const eventStoreFile = join(dataDir, 'events.sqlite');
  console.log(`catalogue +${fmt(events)}: demo data, then ${fmt(events)} events appended to the stopped store`);
  await stopServer(await startServer(dataDir, port, {}));
  const headBefore = logHead(eventStoreFile);
  const added = appendCatalogue(eventStoreFile, { ...CATALOGUE, events });
  const domainEvents = logHead(eventStoreFile) - headBefore;
  const thisYear = new Date().getFullYear();
  const eventId = (added.find((event) => event.year > thisYear) ?? added[0]).id;
  const editedId = added.find((event) => event.id !== eventId)?.id ?? eventId;
  const reads = catalogueReads(eventId);

  console.log(`catalogue +${fmt(events)}: first start after the append (${fmt(domainEvents)} new domain events)`);
  const first = await startServer(dataDir, port, {});
  const mailCaughtUpSeconds = await mailCaughtUp(dataDir, first.startedAt);
  await stopServer(first);

  const one = await startServer(dataDir, port, {});
  const firstReadAfterBoot: CatalogueResult['firstReadAfterBoot'] = [];
  let atRest: LoadResult[];
  let firstReadCpuMs: number[][];
  let firstReadMainThreadCpuMs: number[][];
  let oneRun: CatalogueRun;
  let adminReads: AdminReadResult[];
  try {
    for (const read of reads) firstReadAfterBoot.push(await timedRead(port, read.path, one.child.pid));
    const cookie = await signInOverApi(port);
    console.log(`catalogue +${fmt(events)}: reads at rest (${CATALOGUE_SECONDS} s each)`);
    atRest = [];
    for (const read of reads) {
      await loadRead(port, read, undefined, undefined, 1); // warming up, not counted
      atRest.push(await loadRead(port, read, one.child.pid));
    }
    console.log(`catalogue +${fmt(events)}: CPU of the first read after an edit (${FIRST_READ_SAMPLES} per read)`);
    firstReadCpuMs = [];
    firstReadMainThreadCpuMs = [];
    for (const read of reads) {
      const samples = await firstReadCpu(port, cookie, editedId, read, one.child.pid);
      firstReadCpuMs.push(samples.map((sample) => sample.all));
      firstReadMainThreadCpuMs.push(samples.map((sample) => sample.main));
    }
    oneRun = await readsUnderEdits(port, cookie, editedId, reads, one, 'one process');
    console.log(`catalogue +${fmt(events)}: the admin screens' reads`);
    adminReads = [];
    for (const read of ADMIN_READS) adminReads.push(await adminRead(port, cookie, editedId, read));
  } finally {
    await stopServer(one);
  }

  const two = await startServer(dataDir, port, { WORKERS: '2' });
  let twoRun: CatalogueRun;
  try {
    twoRun = await readsUnderEdits(port, await signInOverApi(port), editedId, reads, two, 'WORKERS=2');
  } finally {
    await stopServer(two);
  }
  console.log(`catalogue +${fmt(events)}: npm run replay of the whole log, into the read-model file, then into memory`);
  const file = await replayInNewProcess(dataDir, null);
  const afterReplay = await startServer(dataDir, port, {});
  await stopServer(afterReplay);
  const replay = { file, memory: await replayInNewProcess(dataDir, null, { READ_MODELS: 'memory' }) };
  rmSync(dataDir, { recursive: true, force: true });
  return {
    machine,
    events,
    domainEvents,
    eventId,
    firstStartSeconds: first.bootSeconds,
    mailCaughtUpSeconds,
    firstReadAfterBoot,
    atRest,
    firstReadCpuMs,
    firstReadMainThreadCpuMs,
    one: oneRun,
    two: twoRun,
    adminReads,
    replay,
    startAfterReplaySeconds: afterReplay.bootSeconds,
  };
}

/**
 * The admin screens' reads (decisions 0092 to 0096, 0099): the events and speakers screens' first
 * pages and a search of each, the event menus, the dashboard, the analytics report. Each answers a
 * page, or counts, whatever the catalogue, from views kept per change.
 */
const ADMIN_READS: Array<{ label: string; path: string }> = [
  { label: '/api/admin/events', path: '/api/admin/events' },
  { label: '/api/admin/events?q=dallas&sort=title', path: '/api/admin/events?q=dallas&sort=title' },
  { label: '/api/admin/speakers', path: '/api/admin/speakers' },
  { label: '/api/admin/speakers?q=okafor', path: '/api/admin/speakers?q=okafor' },
  { label: '/api/admin/event-choices', path: '/api/admin/event-choices' },
  { label: '/api/dashboard', path: '/api/dashboard' },
  { label: '/api/analytics', path: '/api/analytics' },
];
const ADMIN_READ_SAMPLES = 10;
const ADMIN_FIRST_AFTER_EDIT_SAMPLES = 3;

interface AdminReadResult {
  /** The first request of the read since the start (what it builds on first use included), ms. */
  firstMs: number;
  /** Requests one after another with nothing changing, ms. */
  atRestMs: number[];
  /** The first request after an edit of an event's title, ms. */
  afterEditMs: number[];
  /** The answer's size uncompressed, bytes. */
  bytes: number;
}

/** One admin read, signed in, one request at a time: its first request, at rest, and after an edit. */
async function adminRead(
  port: number,
  cookie: string,
  editedId: string,
  read: { path: string },
): Promise<AdminReadResult> {
  const timed = async () => {
    const started = performance.now();
    const answer = await fetch(`http://127.0.0.1:${port}${read.path}`, {
      headers: { cookie, 'accept-encoding': 'identity' },
    });
    const body = await answer.arrayBuffer();
    if (!answer.ok) throw new Error(`GET ${read.path} answered ${answer.status}`);
    return { ms: performance.now() - started, bytes: body.byteLength };
  };
  const first = await timed();
  const atRestMs: number[] = [];
  for (let sample = 0; sample < ADMIN_READ_SAMPLES; sample += 1) atRestMs.push((await timed()).ms);
  const afterEditMs: number[] = [];
  for (let sample = 0; sample < ADMIN_FIRST_AFTER_EDIT_SAMPLES; sample += 1) {
    const edit = await editTitle(port, cookie, editedId);
    if (!('ms' in edit)) throw new Error(`an edit before an admin read failed (${edit.failed})`);
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 300));
    afterEditMs.push((await timed()).ms);
  }
  return { firstMs: first.ms, atRestMs, afterEditMs, bytes: first.bytes };
}

interface StartedServer {
  child: ChildProcess;
  startedAt: number;
  bootSeconds: number;
}

/** `main.js` as `npm start` runs it, ready once /api/ready answers 200 (asked every 50 ms). */
async function startServer(dataDir: string, port: number, env: Record<string, string>): Promise<StartedServer> {
  const startedAt = Date.now();
  const child = fork(resolve(__dirname, '../main.js'), [], {
    env: { ...process.env, ...appEnv(dataDir, port, env) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  while (Date.now() - startedAt < START_TIMEOUT_MS && !exited) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/ready`)).ok)
        return { child, startedAt, bootSeconds: (Date.now() - startedAt) / 1000 };
    } catch {
      // not listening yet
    }
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 50));
  }
  child.kill('SIGKILL');
  throw new Error(exited ? 'the server exited before it was ready' : 'the server was not ready in time');
}

/** SIGTERM (the server closes its stores), SIGKILL after 30 s. */
async function stopServer(server: StartedServer): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolvePromise) => child.once('exit', () => resolvePromise()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}

function logHead(eventStoreFile: string): number {
  const db = new Database(eventStoreFile, { readonly: true });
  try {
    return db.prepare<[], { head: number | null }>('SELECT MAX(position) AS head FROM domain_events').get()?.head ?? 0;
  } finally {
    db.close();
  }
}

/**
 * Seconds from `startedAt` until the mail reactor's checkpoint (in the shared-state file) reaches
 * the log's head: its catch-up runs after the server is ready. Null after START_TIMEOUT_MS.
 */
async function mailCaughtUp(dataDir: string, startedAt: number): Promise<number | null> {
  const head = logHead(join(dataDir, 'events.sqlite'));
  const db = new Database(join(dataDir, SHARED_STATE_FILE), { readonly: true });
  const checkpoint = db.prepare<[string], { position: number }>('SELECT position FROM mail_checkpoints WHERE name = ?');
  try {
    while (Date.now() - startedAt < START_TIMEOUT_MS) {
      if ((checkpoint.get(MAIL_CHECKPOINT)?.position ?? 0) >= head) return (Date.now() - startedAt) / 1000;
      await new Promise((resolvePromise) => setTimeout(resolvePromise, 100));
    }
    return null;
  } finally {
    db.close();
  }
}

async function expectOk(port: number, path: string): Promise<void> {
  const answer = await httpGet(port, path);
  if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}`);
}

/** The bench admin's session cookie, from the sign-in route. */
async function signInOverApi(port: number): Promise<string> {
  const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`sign-in answered ${login.status}`);
  return String(login.headers.get('set-cookie')).split(';')[0];
}

let editNumber = 0;

/** One edit of the event's title; its round trip in ms, or why it failed. */
async function editTitle(
  port: number,
  cookie: string,
  eventId: string,
): Promise<{ ms: number } | { failed: 'status' | 'timeout' }> {
  const started = performance.now();
  try {
    const answer = await fetch(`http://127.0.0.1:${port}/api/events/${eventId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ title: `Catalogue Symposium, edit ${(editNumber += 1)}` }),
      signal: AbortSignal.timeout(EDIT_TIMEOUT_MS),
    });
    await answer.arrayBuffer();
    return answer.ok ? { ms: performance.now() - started } : { failed: 'status' };
  } catch (error) {
    return { failed: error instanceof DOMException && error.name === 'TimeoutError' ? 'timeout' : 'status' };
  }
}

/** Edits once a second (the next one a second after the last began, or at once when it took longer) until stopped. */
function editEverySecond(
  port: number,
  cookie: string,
  eventId: string,
  during: () => string,
): { stop(): Promise<EditsResult> } {
  const result: EditsResult = { roundTrips: [], failed: 0, timedOut: 0, slowest: null };
  let stopped = false;
  const pause: { end: (() => void) | null } = { end: null };
  const loop = (async () => {
    while (!stopped) {
      const began = Date.now();
      const read = during();
      const edit = await editTitle(port, cookie, eventId);
      if ('ms' in edit) {
        result.roundTrips.push(edit.ms);
        if (!result.slowest || edit.ms > result.slowest.ms)
          result.slowest = {
            ms: edit.ms,
            number: result.roundTrips.length + result.failed + result.timedOut,
            during: read,
          };
      } else if (edit.failed === 'timeout') result.timedOut += 1;
      else result.failed += 1;
      await new Promise<void>((resolvePromise) => {
        pause.end = resolvePromise;
        setTimeout(resolvePromise, Math.max(0, EDIT_EVERY_MS - (Date.now() - began)));
      });
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      pause.end?.();
      await loop;
      return result;
    },
  };
}

function loadRead(
  port: number,
  read: PublicRead,
  pid: number | undefined,
  pids?: () => number[],
  seconds = CATALOGUE_SECONDS,
): Promise<LoadResult> {
  return load(
    {
      url: `http://127.0.0.1:${port}${read.path}`,
      connections: CATALOGUE_CONNECTIONS,
      headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING },
    },
    pid,
    seconds,
    pids,
  );
}

/** One request that must answer 200: its wall time and the server's CPU time across it (null off Linux), ms. */
async function timedRead(
  port: number,
  path: string,
  pid: number | undefined,
): Promise<{ ms: number; cpuMs: number | null }> {
  const before = threadsCpuNanoseconds(pid);
  const started = performance.now();
  const answer = await httpGet(port, path);
  const wallMs = performance.now() - started;
  const after = threadsCpuNanoseconds(pid);
  if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}`);
  return { ms: wallMs, cpuMs: cpuBetween(before, after) };
}

/**
 * CPU time of the server (every thread, from /proc/<pid>/task/<tid>/schedstat, in nanoseconds) for
 * the first request of a read after an edit, which cannot be a kept answer: the edit moved the read
 * models' position. A pause before each read lets anything the edit set off finish first. Also the
 * main thread's alone (the one that answers requests): every thread counts what runs beside the
 * read too, such as the garbage collector's helpers marking the heap, or the read-model file's
 * writer thread.
 */
async function firstReadCpu(
  port: number,
  cookie: string,
  editedId: string,
  read: PublicRead,
  pid: number | undefined,
): Promise<Array<{ all: number; main: number }>> {
  const samples: Array<{ all: number; main: number }> = [];
  for (let sample = 0; sample < FIRST_READ_SAMPLES; sample += 1) {
    const edit = await editTitle(port, cookie, editedId);
    if (!('ms' in edit)) throw new Error(`an edit before a first read failed (${edit.failed})`);
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 300));
    const before = threadsCpuNanoseconds(pid);
    const mainBefore = threadsCpuNanoseconds(pid, true);
    const answer = await httpGet(port, read.path);
    const after = threadsCpuNanoseconds(pid);
    const mainAfter = threadsCpuNanoseconds(pid, true);
    if (answer.status !== 200) throw new Error(`GET ${read.path} after an edit answered ${answer.status}`);
    const all = cpuBetween(before, after);
    const main = cpuBetween(mainBefore, mainAfter);
    if (all !== null && main !== null) samples.push({ all, main });
  }
  return samples;
}

/** CPU time of each thread of a process so far (or of its main thread), in nanoseconds by thread id (Linux), or null. */
function threadsCpuNanoseconds(pid: number | undefined, mainThreadOnly = false): Map<string, number> | null {
  if (pid === undefined) return null;
  try {
    const threads = mainThreadOnly ? [String(pid)] : readdirSync(`/proc/${pid}/task`);
    const cpu = new Map<string, number>();
    for (const tid of threads) {
      try {
        cpu.set(tid, Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]));
      } catch {
        // The thread ended between the listing and the reading.
      }
    }
    return cpu;
  } catch {
    return null;
  }
}

/**
 * The CPU the threads spent between two readings, ms: a thread that started since counts from zero,
 * and one that ended since counts nothing (its time is gone from /proc), so a worker thread ending
 * in between (the check of a large store after the start) lowers the figure instead of making it
 * negative.
 */
function cpuBetween(before: Map<string, number> | null, after: Map<string, number> | null): number | null {
  if (before === null || after === null) return null;
  let nanoseconds = 0;
  for (const [tid, spent] of after) nanoseconds += spent - (before.get(tid) ?? 0);
  return nanoseconds / 1e6;
}

/** Resident memory of a process and its children (a cluster's workers), MiB, from /proc/<pid>/status. */
function residentMiB(pid: number): number {
  return processTree(pid).reduce((sum, each) => {
    try {
      const kib = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${each}/status`, 'utf8'))?.[1];
      return sum + Number(kib ?? 0) / 1024;
    } catch {
      return sum;
    }
  }, 0);
}

async function readsUnderEdits(
  port: number,
  cookie: string,
  editedId: string,
  reads: PublicRead[],
  server: StartedServer,
  label: string,
): Promise<CatalogueRun> {
  const pid = server.child.pid as number;
  for (const read of reads) await expectOk(port, read.path);
  console.log(`catalogue, ${label}: reads while an admin edits once a second (${CATALOGUE_SECONDS} s each)`);
  let loaded = reads[0].label;
  const editor = editEverySecond(port, cookie, editedId, () => loaded);
  const underEdits: LoadResult[] = [];
  let edits: EditsResult;
  try {
    for (const read of reads) {
      loaded = read.label;
      underEdits.push(await loadRead(port, read, undefined, () => processTree(pid)));
    }
  } finally {
    edits = await editor.stop();
  }
  return { bootSeconds: server.bootSeconds, underEdits, edits, rssMiB: residentMiB(pid) };
}

function catalogueTable(result: CatalogueResult): string {
  const failedOf = (result: LoadResult) => result.errors + result.non2xx;
  // autocannon's latencies are of answered requests only: with none answered they read 0 ms.
  const latency = (result: LoadResult) =>
    result.requests === 0
      ? '**none answered**'
      : `${ms(result.p50)} / **${ms(result.p99)}** (${fmt(result.requests)} answered)`;
  const failures = (result: LoadResult) =>
    failedOf(result) === 0 ? '0' : `**${fmt(failedOf(result))}** (${fmt(result.timeouts)} timed out)`;
  const editsCell = (edits: EditsResult) => {
    const sorted = [...edits.roundTrips].sort((a, b) => a - b);
    const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;
    const failed = edits.failed + edits.timedOut;
    const slowest = edits.slowest
      ? ` (the slowest, ${fmt(edits.slowest.ms)} ms, was edit ${edits.slowest.number}, under \`${edits.slowest.during}\`)`
      : '';
    return `${fmt(at(0.5))} / **${fmt(at(0.99))} ms** over ${fmt(edits.roundTrips.length + failed)} edits${slowest}, ${failed === 0 ? '0 failed' : `**${failed} failed** (${edits.timedOut} timed out)`}`;
  };
  const firstAfterBoot = ({ ms: wall, cpuMs }: { ms: number; cpuMs: number | null }) =>
    `${ms(Math.round(wall))} / ${cpuMs === null ? 'n/a' : ms(Math.round(cpuMs))}`;
  const section = (() => {
    const reads = catalogueReads(result.eventId);
    const rows = reads.map(
      (read, index) =>
        `| ${read.label} | ${firstAfterBoot(result.firstReadAfterBoot[index])} | ${latency(result.atRest[index])}, ${failures(result.atRest[index])} | ${latency(result.one.underEdits[index])}, ${failures(result.one.underEdits[index])} | ${result.firstReadCpuMs[index].length === 0 ? 'n/a' : `${ms(Math.round(medianOf(result.firstReadCpuMs[index]) * 10) / 10)} (${result.firstReadCpuMs[index].map((value) => value.toFixed(0)).join(', ')}); main thread ${ms(Math.round(medianOf(result.firstReadMainThreadCpuMs[index]) * 10) / 10)} (${result.firstReadMainThreadCpuMs[index].map((value) => value.toFixed(0)).join(', ')})`} | ${latency(result.two.underEdits[index])}, ${failures(result.two.underEdits[index])} |`,
    );
    return [
      `**+${fmt(result.events)} events** (${fmt(result.domainEvents)} domain events appended to the demo data's store; {id} = ${result.eventId}, a generated event with a ${CATALOGUE.sessionsPerEvent}-session agenda):`,
      '',
      '| read | first read after boot to ready: wall / CPU | at rest: p50 / p99, failed | one edit a second: p50 / p99, failed | CPU of the first read after an edit, median (samples): every thread; main thread | WORKERS=2, one edit a second: p50 / p99, failed |',
      '|---|---|---|---|---|---|',
      ...rows,
      '',
      `- an admin's edit, round trip p50 / p99: ${editsCell(result.one.edits)}; with WORKERS=2 ${editsCell(result.two.edits)}`,
      `- first start after the append: ready in **${result.firstStartSeconds.toFixed(1)} s**; the mail reactor had caught up ${result.mailCaughtUpSeconds === null ? 'not within the bound' : `${result.mailCaughtUpSeconds.toFixed(1)} s after the start`}`,
      `- boot to ready (nothing new in the log): **${result.one.bootSeconds.toFixed(1)} s**; with WORKERS=2 ${result.two.bootSeconds.toFixed(1)} s`,
      `- resident memory after the reads under edits: **${fmt(result.one.rssMiB)} MiB** (one process); WORKERS=2 ${fmt(result.two.rssMiB)} MiB (primary and workers)`,
      `- \`npm run replay\` of the whole log (${fmt(result.replay.file.processed)} domain events) into the read-model file: **${fmt(Math.round(result.replay.file.processed / result.replay.file.seconds))} domain events/s** (${result.replay.file.seconds.toFixed(1)} s), then the listing blocks a start reads made in ${result.replay.file.blockSeconds.toFixed(1)} s, and the first start after it ready in ${result.startAfterReplaySeconds.toFixed(1)} s; into memory (\`READ_MODELS=memory\`) ${fmt(Math.round(result.replay.memory.processed / result.replay.memory.seconds))} domain events/s (${result.replay.memory.seconds.toFixed(1)} s)`,
      '',
      `The admin screens' reads (one process, signed in, one request at a time, after the reads under edits; ${ADMIN_READ_SAMPLES} at rest, ${ADMIN_FIRST_AFTER_EDIT_SAMPLES} each after an edit of another event's title, 300 ms after it):`,
      '',
      '| admin read | first since the start | at rest: median / slowest | first after an edit: median (samples) | answer |',
      '|---|---|---|---|---|',
      ...ADMIN_READS.map((read, index) => {
        const measured = result.adminReads[index];
        return `| ${read.label} | ${ms(Math.round(measured.firstMs))} | ${ms(Math.round(medianOf(measured.atRestMs)))} / ${ms(Math.round(Math.max(...measured.atRestMs)))} | ${ms(Math.round(medianOf(measured.afterEditMs)))} (${measured.afterEditMs.map((value) => value.toFixed(0)).join(', ')}) | ${fmt(Math.round(measured.bytes / 1024))} KB |`;
      }),
    ].join('\n');
  })();
  return [
    result.machine,
    '',
    `**The catalogue under edits**: the app as \`npm start\` runs it (\`main.js\`, its own DATA_DIR), demo data plus generated events of ${CATALOGUE.sessionsPerEvent} sessions and ${CATALOGUE.speakersPerEvent} speakers each; ${CATALOGUE_CONNECTIONS} connections per read, \`accept-encoding: ${BROWSER_ACCEPT_ENCODING}\`, ${CATALOGUE_SECONDS} s per read at rest and ${CATALOGUE_SECONDS} s while an admin signed in through the API edits another event's title once a second; latencies in ms; failed = errors, non-2xx answers and time-outs (autocannon gives up after 10 s, an edit after ${EDIT_TIMEOUT_MS / 1000} s). First read after boot: each read's first request, one after another in the table's order, once \`/api/ready\` answered 200 to a start with nothing new in the log. CPU of a first read: the server's threads (\`/proc/<pid>/task/*/schedstat\`) across one request made 300 ms after an edit, ${FIRST_READ_SAMPLES} samples, and of its main thread alone (the one that answers requests; every thread also counts what runs beside the read, such as the garbage collector's helpers and the read-model file's writer). Goals (issue 28): p99 < 50 ms for every read and < 100 ms for the edit at +50,000, first read after a write < 20 ms of CPU, boot to ready < 3 s, first start after +10,000 < 10 s and after +50,000 < 60 s, replay of a catalogue-shaped log ≥ 60,000 domain events/s, no failures, < 600 MiB for one process (< 1.5 GB with WORKERS=2).`,
    '',
    section,
  ].join('\n');
}

function load(
  options: Record<string, unknown>,
  serverPid?: number,
  seconds = ROUND_SECONDS,
  serverPids?: () => number[],
): Promise<LoadResult> {
  const cpuOf = () => (serverPids ? treeCpu(serverPids()) : cpuMilliseconds(serverPid));
  const cpuBefore = cpuOf();
  return new Promise((resolvePromise, reject) => {
    autocannon({ duration: seconds, pipelining: 1, ...options } as autocannon.Options, (error, result) => {
      if (error) return reject(error instanceof Error ? error : new Error(String(error)));
      const cpuAfter = cpuOf();
      const requests = result.requests.total;
      const cpuMicrosecondsPerRequest =
        cpuBefore === null || cpuAfter === null || requests === 0 ? null : ((cpuAfter - cpuBefore) * 1000) / requests;
      resolvePromise({
        requestsPerSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors,
        timeouts: result.timeouts,
        non2xx: result.non2xx,
        requests,
        cpuMicrosecondsPerRequest,
      });
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

/** Busy CPU time of the whole machine from /proc/stat (all cores, in milliseconds), or null. */
function machineBusyMilliseconds(): number | null {
  try {
    // cpu  user nice system idle iowait irq softirq steal …, in clock ticks (100 per second)
    const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return ((user + nice + system + irq + softirq + steal) * 1000) / 100;
  } catch {
    return null;
  }
}

/** Cores that processes other than the app, the bare server and this one used on average since `started`. */
function otherProcessesCores(
  started: { at: number; machine: number | null; app: number | null; raw: number | null; self: NodeJS.CpuUsage },
  appPid?: number,
  rawPid?: number,
): number | null {
  const machine = machineBusyMilliseconds();
  const app = cpuMilliseconds(appPid);
  const raw = cpuMilliseconds(rawPid);
  if (
    machine === null ||
    app === null ||
    raw === null ||
    started.machine === null ||
    started.app === null ||
    started.raw === null
  )
    return null;
  const self = process.cpuUsage(started.self);
  const other =
    machine - started.machine - (app - started.app) - (raw - started.raw) - (self.user + self.system) / 1000;
  return Math.max(0, other) / (Date.now() - started.at);
}

function cpuPerRequest(results: LoadResult[]): string {
  const values = results
    .map((result) => result.cpuMicrosecondsPerRequest)
    .filter((value): value is number => value !== null);
  return values.length === 0 ? 'n/a' : `${Math.round(medianOf(values))} µs`;
}

async function startApp(dataDir: string, port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  return startChild(
    resolve(__dirname, '../main.js'),
    [],
    appEnv(dataDir, port, env),
    [],
    `http://127.0.0.1:${port}/api/site-settings`,
  );
}

/** The app as main.ts starts it, from bench/app-server.js, which also answers 'stats' and 'stop' over IPC. */
function startAppServer(
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
  execArgv: string[] = [],
): Promise<ChildProcess> {
  return startChild(resolve(__dirname, 'app-server.js'), [], appEnv(dataDir, port, env), [
    '--max-semi-space-size=64',
    ...execArgv,
  ]);
}

function appEnv(dataDir: string, port: number, env: Record<string, string>): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'quiet',
    ...env,
  };
}

/** Stops an app-server or bare-server child cleanly (a profile is written on exit), or kills it after 15 s. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolvePromise) => child.once('exit', () => resolvePromise()));
  child.send('stop');
  const timer = setTimeout(() => child.kill(), 15_000);
  await exited;
  clearTimeout(timer);
}

function cacheStats(child: ChildProcess): Promise<PublicResponseCacheStats> {
  return new Promise((resolvePromise) => {
    const onMessage = (message: unknown) => {
      if (message && typeof message === 'object' && 'stats' in message) {
        child.off('message', onMessage);
        resolvePromise((message as { stats: PublicResponseCacheStats }).stats);
      }
    };
    child.on('message', onMessage);
    child.send('stats');
  });
}

/** Forks a server and waits until it is ready: its readyUrl answers, or (without one) it sends a message. */
async function startChild(
  script: string,
  args: string[],
  env: Record<string, string>,
  execArgv: string[] = [],
  readyUrl?: string,
): Promise<ChildProcess> {
  const child = fork(script, args, {
    env: { ...process.env, ...env },
    execArgv,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const deadline = Date.now() + 60_000;
  if (!readyUrl) {
    await new Promise<void>((resolvePromise, reject) => {
      const onExit = (code: number | null) =>
        reject(new Error(`${script} exited with code ${code} before it was ready`));
      child.once('exit', onExit);
      child.once('message', () => {
        child.off('exit', onExit);
        resolvePromise();
      });
    });
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
function ms(value: number): string {
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ms`;
}
function kib(bytes: number): string {
  return bytes >= 10 * 1024 * 1024 ? `${(bytes / 2 ** 20).toFixed(0)} MiB` : `${(bytes / 1024).toFixed(1)} KiB`;
}

function hasBlock(name: string): boolean {
  return readFileSync(resolve(__dirname, '../../../docs/performance.md'), 'utf8').includes(`<!-- ${name}:start -->`);
}

/** Replaces one generated block of docs/performance.md (between <!-- name:start --> and <!-- name:end -->). */
function writeBlock(name: string, content: string): void {
  const file = resolve(__dirname, '../../../docs/performance.md');
  const document = readFileSync(file, 'utf8');
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  if (!document.includes(start) || !document.includes(end))
    throw new Error(`docs/performance.md has no ${start} … ${end} block`);
  const before = document.slice(0, document.indexOf(start) + start.length);
  const after = document.slice(document.indexOf(end));
  writeFileSync(file, `${before}\n${content}\n${after}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
