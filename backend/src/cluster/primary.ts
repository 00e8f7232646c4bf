import { Logger } from '@nestjs/common';
import cluster, { type Worker } from 'node:cluster';

/** A replacement that dies sooner than this after starting is forked again after a pause, not at once. */
const QUICK_DEATH_MS = 5000;
const RESTART_PAUSE_MS = 1000;
/** Replacements in a row that die before they listen: then something is wrong with every worker, not one. */
const MAX_FAILED_STARTS = 5;

/**
 * The primary of `WORKERS=N`: forks N workers that share the port (the primary accepts connections
 * and hands them round-robin to the workers), and replaces any worker that dies, whatever killed
 * it. A worker that cannot start (the port is taken, the configuration is refused) stops the whole
 * server instead of being forked for ever. Stopping the primary stops the workers.
 */
export class WorkerPool {
  private readonly logger = new Logger('Cluster');
  private readonly started = new Map<number, number>();
  private readonly listening = new Set<number>();
  private failedStarts = 0;
  private serving = false;
  private stopping = false;

  constructor(
    private readonly size: number,
    /** Called when workers keep failing to start: the server cannot serve. */
    private readonly onCannotServe: (reason: string) => void,
  ) {}

  /** Forks the workers and resolves once every one of them is listening; rejects if one dies first. */
  async start(): Promise<void> {
    cluster.on('exit', (worker, code, signal) => this.replace(worker, code, signal));
    await Promise.all(Array.from({ length: this.size }, () => this.fork()));
    this.serving = true;
  }

  private fork(): Promise<Worker> {
    const worker = cluster.fork();
    this.started.set(worker.id, Date.now());
    return new Promise((resolve, reject) => {
      worker.once('listening', () => {
        this.listening.add(worker.id);
        this.failedStarts = 0;
        resolve(worker);
      });
      worker.once('exit', (code, signal) => {
        if (!this.listening.has(worker.id))
          reject(new Error(`A worker stopped before it could serve (${signal ?? `exit code ${code}`})`));
      });
    });
  }

  private replace(worker: Worker, code: number | null, signal: string | null): void {
    const startedAt = this.started.get(worker.id) ?? 0;
    const served = this.listening.delete(worker.id);
    this.started.delete(worker.id);
    // While starting, start() reports the failure; while stopping, nothing is replaced.
    if (this.stopping || !this.serving) return;
    if (!served) this.failedStarts += 1;
    if (this.failedStarts >= MAX_FAILED_STARTS) {
      this.onCannotServe(
        `${MAX_FAILED_STARTS} workers in a row stopped before they could serve (last: ${signal ?? `exit code ${code}`})`,
      );
      return;
    }
    this.logger.warn(
      `Worker ${worker.id} (process ${worker.process.pid}) stopped (${signal ?? `exit code ${code}`}); starting another`,
    );
    const pause = Date.now() - startedAt < QUICK_DEATH_MS ? RESTART_PAUSE_MS : 0;
    setTimeout(() => {
      if (!this.stopping) this.fork().catch(() => undefined); // its exit comes back here
    }, pause);
  }

  /** Asks every worker to finish its requests and stop; kills those still running after `graceMs`. */
  async stop(graceMs = 10_000): Promise<void> {
    this.stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            const timer = setTimeout(() => worker.process.kill('SIGKILL'), graceMs);
            worker.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            worker.process.kill('SIGTERM');
          }),
      ),
    );
  }
}
