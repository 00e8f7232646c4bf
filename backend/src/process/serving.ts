import { INestApplicationContext, Logger } from '@nestjs/common';
import { ProjectionEngine } from '../event-sourcing/projections/projection-engine';
import { PublicEventViews } from '../events';
import { SpeakersQueries } from '../speakers';
import { collectGarbage } from './collect-garbage';
import { keepHeapSmallIfMuchLives, keepHeapSmallOnceMuchLives } from './small-heap';

/**
 * What a process that serves builds before it listens: the public views the first visitors' reads
 * are made from (decision 0055). A cluster's primary never serves, so it does not build them.
 * Then the garbage of building them is collected while no request waits for it (decisions 0123,
 * 0146); from then on V8 keeps the heap close to what lives (decision 0131) if much lives, and
 * lets it grow for speed if little does (decision 0148). main.ts and the benchmark's app server
 * both call it, so the benchmark measures the process as it ships.
 */
export async function prepareToServe(app: INestApplicationContext): Promise<void> {
  await app.get(SpeakersQueries).prepare();
  // A start that serves while it catches up allocates as a start does until it has caught up
  // (under keepHeapSmall its catch-up took twice as long): it is collected and kept small then
  // (prepareAgainOnceCaughtUp, decision 0145).
  if (app.get(ProjectionEngine).catchingUpAtStart) return;
  if (!collectGarbage())
    new Logger('Memory').warn(
      "Serving without collecting the start's garbage first: this Node gives no collector to a running process.",
    );
  const { livingBytes, keptSmall } = keepHeapSmallIfMuchLives();
  const memory = new Logger('Memory');
  memory.log(
    `Serving with ${Math.round(livingBytes / 2 ** 20)} MiB of heap living: ${keptSmall ? 'the heap is kept close to it' : 'the heap may grow past it, for speed'}`,
  );
  if (!keptSmall)
    keepHeapSmallOnceMuchLives((living) =>
      memory.log(
        `${Math.round(living / 2 ** 20)} MiB of heap living after a full collection: the heap is kept close to it`,
      ),
    );
}

/**
 * Once a process serves, the word indexes of the event and speaker searches are built between
 * requests, a few milliseconds at a time (decision 0101): the first search by words after a start
 * took 0.6 s (events) and 1.4 s (speakers) at +50,000 catalogue events to build them itself.
 */
export function warmSearchIndexes(app: INestApplicationContext): void {
  void (async () => {
    await app.get(PublicEventViews).warmWordIndex();
    await app.get(SpeakersQueries).warmWordIndex();
  })().catch((error: unknown) =>
    new Logger('Search').warn(`The search indexes were not built ahead: ${(error as Error).message}`),
  );
}

/**
 * A start that serves while its read models catch up after an import (decision 0145) built its
 * views from what they held when it listened, and they stay as they were until the catch-up ends;
 * then they are built again from the read models, the garbage collected and the search indexes built
 * between requests, as before listening: one pause, instead of every read deriving the changes
 * projected since the one before.
 */
export function prepareAgainOnceCaughtUp(app: INestApplicationContext): void {
  const engine = app.get(ProjectionEngine);
  if (!engine.catchingUpAtStart) return;
  void engine
    .caughtUpAtStart()
    .then(async (caughtUp) => {
      if (!caughtUp) return;
      await prepareToServe(app);
      warmSearchIndexes(app);
    })
    .catch((error: unknown) =>
      new Logger('Serving').warn(`The views were not built again after the catch-up: ${(error as Error).message}`),
    );
}
