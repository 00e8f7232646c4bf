import cluster from 'node:cluster';
import type { AppConfig } from '../config/app-config';

/**
 * Whether other processes append to this process's log: a cluster's primary and its workers all
 * do. They must then look for one another's appends (sqlite-event-store.ts, log-follower.ts).
 */
export function sharesLogWithOtherProcesses(config: AppConfig): boolean {
  return cluster.isWorker || config.workers > 1;
}

/**
 * Whether this process runs the once-per-site work: the demo data load and the scheduled purge.
 * A cluster's primary does (before forking, so no worker serves a half-loaded site); its workers
 * only serve.
 */
export function runsScheduledJobs(): boolean {
  return !cluster.isWorker;
}
