import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import type { AppConfig } from '../config/app-config';

/**
 * WORKERS: how many processes serve the site on one port. A whole number of at least 1, or 'auto'
 * for one per core. Unset means 1: the process serves itself, with no cluster.
 */
export function parseWorkers(value: string | undefined, cores: number = availableParallelism()): number {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '') return 1;
  if (text === 'auto') return Math.max(1, cores);
  const count = Number(text);
  if (!Number.isInteger(count) || count < 1 || count > 64) throw new Error(`WORKERS must be a whole number from 1 to 64 or "auto", got "${value}"`);
  return count;
}

/** The configured worker count: config.workers when the configuration has it, else WORKERS read here. */
export function workersOf(config: AppConfig, env: NodeJS.ProcessEnv = process.env): number {
  const configured = (config as AppConfig & { workers?: number }).workers;
  return typeof configured === 'number' ? configured : parseWorkers(env.WORKERS);
}

/**
 * Whether other processes append to this process's log: a cluster's primary and its workers all
 * do. They must then look for one another's appends (sqlite-event-store.ts, log-follower.ts).
 */
export function sharesLogWithOtherProcesses(config: AppConfig): boolean {
  return cluster.isWorker || workersOf(config) > 1;
}

/**
 * Whether this process runs the once-per-site work: the demo data load and the scheduled purge.
 * A cluster's primary does (before forking, so no worker serves a half-loaded site); its workers
 * only serve.
 */
export function runsScheduledJobs(): boolean {
  return !cluster.isWorker;
}
