import { Logger } from '@nestjs/common';
import cluster, { type Worker } from 'node:cluster';

/** A worker that dies sooner than this after starting is restarted after a pause, not at once (a crash at boot would loop). */
const QUICK_DEATH_MS = 5000;
const RESTART_PAUSE_MS = 1000;

/**
 * The primary of `WORKERS=N`: forks N workers that share the port (the primary accepts connections
 * and hands them round-robin to the workers), and replaces any worker that dies, whatever killed
 * it. Stopping the primary stops the workers.
 */
export class WorkerPool {
  private readonly logger = new Logger('Cluster');
  private readonly started = new Map<number, number>();
  private stopping = false;

  constructor(private readonly size: number) {}

  /** Forks the workers and resolves once every one of them is listening. */
  async start(): Promise<void> {
    cluster.on('exit', (worker, code, signal) => this.replace(worker, code, signal));
    await Promise.all(Array.from({ length: this.size }, () => this.fork()));
  }

  private fork(): Promise<Worker> {
    const worker = cluster.fork();
    this.started.set(worker.id, Date.now());
    return new Promise((resolve) => worker.once('listening', () => resolve(worker)));
  }

  private replace(worker: Worker, code: number | null, signal: string | null): void {
    const startedAt = this.started.get(worker.id) ?? 0;
    this.started.delete(worker.id);
    if (this.stopping) return;
    this.logger.warn(`Worker ${worker.id} (process ${worker.process.pid}) stopped (${signal ?? `exit code ${code}`}); starting another`);
    const pause = Date.now() - startedAt < QUICK_DEATH_MS ? RESTART_PAUSE_MS : 0;
    setTimeout(() => void this.fork(), pause);
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
