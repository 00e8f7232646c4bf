import { Injectable, Logger } from '@nestjs/common';
import { within } from '../../health/store-connection';
import { EventStore, ProjectedDomainEvent, Subscription, SubscriptionState } from '../event-store/event-store.port';
import { ReadStore } from '../read-store/read-store.port';
import { DerivedProjection, DocumentRef, Projection, isDerivedProjection } from './projection';

interface Waiter {
  position: number;
  resolve: (caughtUp: boolean) => void;
  timer: NodeJS.Timeout;
}

export interface ReplayProgress {
  processed: number;
  /** Position reached and the log's head when the rebuild began: their ratio is the progress. */
  position: number;
  head: number;
}

/** Domain events per page read by a rebuild. */
const REBUILD_PAGE_SIZE = 2000;

/**
 * Domain events per page, and so per commit, of a catch-up at start. Each commit writes again the
 * pages of the file it changes (the indexes' inner pages, the leaves the changed documents' ids
 * fall in): at +50,000 catalogue events, pages of 10,000 instead of 2,000 took the catch-up from
 * 68 to 57 s, and pages of 25,000 were slower again, with more held in memory (decision 0125).
 */
const CATCH_UP_PAGE_SIZE = 10_000;

/**
 * A start at least this many positions behind the log's head serves what its read models hold
 * while they catch up, when its process may (`AppConfig.servesWhileCatchingUp`): after an import
 * of catalogue events into a stopped store (decision 0145). A start after a crash or a deploy is
 * a few positions behind, and catches up before it serves, as before.
 */
export const SERVES_WHILE_CATCHING_UP_FROM = 10_000;

/**
 * Domain events a catch-up in the background projects between two turns of the event loop, so
 * that requests are answered meanwhile: about 50 ms of projecting on this machine.
 */
const DOMAIN_EVENTS_BETWEEN_TURNS = 500;

/**
 * How long a start that served while it caught up waits for its listing blocks before it builds
 * its views again without them (making the speaker records' block of +50,000 catalogue events
 * took 10 to 25 s by hand): a maker that never ends must not keep the import from showing.
 */
const LISTING_BLOCKS_AWAITED_MS = 120_000;

/** How often a durable read store's checkpoints are written while catching up. */
const CHECKPOINT_EVERY = 200;

/**
 * Feeds the log to every registered projection from its stored checkpoint, through one
 * subscription. Tracks the position all projections have reached, so commands can wait for their
 * own writes to become visible (read-your-writes).
 */
@Injectable()
export class ProjectionEngine {
  private readonly logger = new Logger('Projections');
  private readonly projections: Projection[] = [];
  /**
   * The same, split once by kind: dispatch walks them for every domain event, and asking each
   * projection which kind it is there was a tenth of a catch-up's time.
   */
  private readonly documentProjections: Projection[] = [];
  private readonly derivedProjections: DerivedProjection[] = [];
  private readonly checkpoints = new Map<string, number>();
  private readonly unsaved = new Map<string, number>();
  private subscription: Subscription | null = null;
  private waiters: Waiter[] = [];
  private listeners: Array<(position: number) => void> = [];
  private touchListeners: Array<(touched: readonly DocumentRef[]) => void> = [];
  private readonly watchedCollections = new Set<string>();
  private rebuildListeners: Array<() => void> = [];
  private rebuildCount = 0;
  /** Derived projections told of touched documents since they last derived (see DerivedProjection). */
  private readonly derivedToDo = new Set<DerivedProjection>();
  /** Every projection has applied every domain event up to here. */
  private processedPosition = 0;
  /** Why the subscription ended, when it did (readiness reports it). */
  private subscriptionError: string | null = null;
  /** A start's catch-up going on while the process serves (decision 0145): the head it is catching up with. */
  private backgroundCatchUp: { head: number; catchUp: Promise<void>; done: Promise<boolean> } | null = null;
  /** Set by stop(): a catch-up in the background ends. */
  private stopping = false;
  /** Whether documents touched are reported to onDocumentsTouched's listeners: not during a catch-up in the background. */
  private reportsTouched = true;

  constructor(
    private readonly eventStore: EventStore,
    private readonly readStore: ReadStore,
  ) {}

  register(projection: Projection): void {
    if (this.projections.some((existing) => existing.name === projection.name))
      throw new Error(`Projection ${projection.name} registered twice`);
    this.projections.push(projection);
    if (projection.keptOnFile?.length) this.readStore.keepOnFile(projection.keptOnFile, projection.listed);
    if (projection.rowTable) this.readStore.indexRows?.declare(projection.name, projection.rowTable);
    if (isDerivedProjection(projection)) {
      this.derivedProjections.push(projection);
      for (const source of projection.sources) this.watchedCollections.add(source);
    } else this.documentProjections.push(projection);
  }

  registered(): readonly Projection[] {
    return this.projections;
  }

  get position(): number {
    return this.processedPosition;
  }

  /**
   * Subscribes from the lowest checkpoint and resolves once the read models have caught up with
   * the log's head; with `serveWhileCatchingUp`, a start at least SERVES_WHILE_CATCHING_UP_FROM
   * positions behind resolves as soon as the catch-up has begun, which goes on between requests
   * (catchingUpAtStart, caughtUpAtStart).
   */
  async start(options: { serveWhileCatchingUp?: boolean } = {}): Promise<void> {
    this.stopping = false;
    // Read models in memory start empty: build them through the replay path (the log read ahead
    // in pages, no promise per document), then follow the log from where it ended.
    if (!this.readStore.durable) await this.rebuild(null);
    else {
      // Stored read models resume from their checkpoints, unless they must be built again.
      const outdated = await this.projectionsToRebuild();
      if (outdated.length > 0) await this.rebuild(outdated);
    }
    for (const projection of this.projections)
      this.checkpoints.set(projection.name, await this.readStore.getCheckpoint(projection.name));
    const from = Math.min(...[...this.checkpoints.values()], Number.MAX_SAFE_INTEGER);
    this.processedPosition = from === Number.MAX_SAFE_INTEGER ? 0 : from;
    const head = await this.eventStore.headPosition();
    if (this.readStore.transactional && head > this.processedPosition) {
      const backlog = head - this.processedPosition;
      if (options.serveWhileCatchingUp && backlog >= SERVES_WHILE_CATCHING_UP_FROM) {
        this.logger.log(`Serving while the read models catch up with ${backlog} positions of the log`);
        // What the catch-up touches is not reported as it goes: every view derived from the read
        // models would derive each page's changes again at its next read. They derive everything
        // again once it has caught up, as after a rebuild.
        this.reportsTouched = false;
        const catchUp = this.readStore.catchingUp(backlog, () => this.catchUpInPages({ betweenRequests: true }));
        const done = catchUp
          .then(() => this.follow())
          // The listings the views are built from again are made first, by a process of their own
          // while these views still serve: listed from the documents instead, the catch-up's
          // 400,040 speaker records at +50,000 catalogue events took 7 s of that build, every
          // request waiting, against 2.5 s from their block.
          .then(() =>
            within(LISTING_BLOCKS_AWAITED_MS, this.readStore.makeListingBlocksNow(), 'Making the listing blocks').catch(
              (error: unknown) =>
                this.logger.warn(`${(error as Error).message}: the views are built again from the documents`),
            ),
          )
          .finally(() => {
            this.reportsTouched = true;
            this.reportRebuilt();
          })
          .then(
            () => !this.stopping,
            (error: unknown) => {
              this.subscriptionError = `The catch-up at start failed: ${String(error)}`;
              this.logger.error(`${this.subscriptionError} ${error instanceof Error ? error.stack : ''}`);
              return false;
            },
          )
          .finally(() => (this.backgroundCatchUp = null));
        this.backgroundCatchUp = { head, catchUp: catchUp.catch(() => undefined), done };
        return;
      }
      await this.readStore.catchingUp(backlog, () => this.catchUpInPages({ betweenRequests: false }));
    }
    await this.follow();
  }

  /**
   * The log's head a start found far behind while it serves and catches up with it in the
   * background (decision 0145); null once it has caught up, and for every other start.
   */
  get catchingUpAtStart(): { head: number } | null {
    return this.backgroundCatchUp && { head: this.backgroundCatchUp.head };
  }

  /**
   * Resolves once the read models have caught up with the head a start found and follow the log:
   * true then (at once for a start that caught up before it resolved), false when the catch-up
   * failed or the engine was stopped first.
   */
  async caughtUpAtStart(): Promise<boolean> {
    return this.backgroundCatchUp ? this.backgroundCatchUp.done : this.subscription !== null;
  }

  /** From the position the read models have reached: follows the log, and tells the read models and derived projections they are at its head. */
  private async follow(): Promise<void> {
    if (this.stopping) return;
    const head = await this.eventStore.headPosition();
    this.subscription = this.eventStore.subscribeToAll(
      this.processedPosition,
      (domainEvent) => this.dispatch(domainEvent),
      (error) => {
        this.subscriptionError = String(error);
        this.logger.error(`Subscription stopped: ${String(error)}`);
      },
    );
    if (head > this.processedPosition) await this.waitFor(head, Number.MAX_SAFE_INTEGER);
    if (this.stopping) return;
    await this.flushCheckpoints();
    for (const projection of this.projections)
      if (isDerivedProjection(projection)) await projection.prepare?.(this.readStore);
    this.readStore.caughtUp();
  }

  /**
   * Over a durable read store, the projections that cannot resume from their checkpoint: those
   * whose stored read model another version of their handlers built or nothing built yet (a new
   * read-model file, a new projection), those kept in process memory, and every one when a checkpoint lies past
   * the log's head (the read models belong to another log, such as an older copy of the event
   * store put back alone).
   */
  private async projectionsToRebuild(): Promise<string[]> {
    const head = await this.eventStore.headPosition();
    const stored = await Promise.all(
      this.projections.map(async (projection) => ({
        projection,
        checkpoint: await this.readStore.getCheckpoint(projection.name),
        // A read model stored before versions were recorded was built by the first version.
        version: await this.readStore.getVersion(projection.name),
      })),
    );
    if (stored.some(({ checkpoint }) => checkpoint > head)) {
      this.logger.warn(`The stored read models are past the log's head (${head}): rebuilding them all`);
      return this.projections.map((projection) => projection.name);
    }
    const outdated = stored.filter(({ projection, checkpoint, version }) => {
      const builtBy = version ?? (checkpoint > 0 ? 1 : null);
      return builtBy !== projection.version;
    });
    if (outdated.length > 0)
      this.logger.log(
        `Building ${outdated.map(({ projection, version }) => `${projection.name} (version ${projection.version}, stored ${version ?? 'none'}${isDerivedProjection(projection) ? ', derived from its sources' : ''})`).join(', ')}${outdated.some(({ projection }) => !isDerivedProjection(projection)) ? ' from the log' : ''}`,
      );
    // A read model in process memory is gone with the process that held it: its checkpoint says
    // what the store holds of the others.
    const inProcessMemory = stored.filter(
      ({ projection }) =>
        projection.clearProcessMemory !== undefined &&
        !outdated.some((candidate) => candidate.projection === projection),
    );
    return [...outdated, ...inProcessMemory].map(({ projection }) => projection.name);
  }

  /**
   * Brings the read models of a transactional store up to the log's head page by page, with one
   * commit per page instead of one per domain event: after catalogue events were appended to a
   * stopped store (an import), the backlog costs what projecting it does, not a transaction each.
   */
  private async catchUpInPages({ betweenRequests }: { betweenRequests: boolean }): Promise<void> {
    // A turn of the event loop for the requests waiting: they read what is projected so far.
    const turn = betweenRequests ? () => new Promise((resolve) => setImmediate(resolve)) : undefined;
    let sinceTurn = 0;
    for await (const page of this.eventStore.readAllPages(this.processedPosition, CATCH_UP_PAGE_SIZE)) {
      let last = page[0].position;
      for (const domainEvent of page) {
        await this.dispatch(domainEvent, { commit: false });
        last = domainEvent.position;
        if (!turn || ++sinceTurn < DOMAIN_EVENTS_BETWEEN_TURNS) continue;
        sinceTurn = 0;
        await turn();
        if (this.stopping) break;
      }
      // Derived read models are derived once per page, from the sources as the page left them.
      // While serving, requests are answered between each derivation and before the commit: a
      // page's derivations and commit at +10,000 catalogue events took 0.2 to 0.5 s in one go.
      await this.deriveTouched(last, turn);
      await turn?.();
      await this.readStore.commit();
      if (this.stopping) return;
    }
  }

  /** Whether the log is being followed: what readiness reports as the subscription's state. */
  followerStatus(): SubscriptionState | { state: 'not started' } | { state: 'catching up'; head: number } {
    if (this.subscriptionError !== null) return { state: 'stopped', lastError: this.subscriptionError };
    if (this.backgroundCatchUp) return { state: 'catching up', head: this.backgroundCatchUp.head };
    if (!this.subscription) return { state: 'not started' };
    return this.subscription.status?.() ?? { state: 'running' };
  }

  async stop(): Promise<void> {
    // A catch-up in the background ends after the domain event it is projecting, with what it
    // projected committed; what it does after (following the log) ends with the waiters below.
    this.stopping = true;
    await this.backgroundCatchUp?.catchUp;
    await this.subscription?.close();
    this.subscription = null;
    await this.flushCheckpoints();
    for (const waiter of this.waiters) {
      clearTimeout(waiter.timer);
      waiter.resolve(false);
    }
    this.waiters = [];
  }

  /** Resolves true once every projection has processed `position`, false after `timeoutMs`. */
  waitFor(position: number, timeoutMs: number): Promise<boolean> {
    if (this.processedPosition >= position) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        position,
        resolve,
        timer: setTimeout(
          () => {
            this.waiters = this.waiters.filter((candidate) => candidate !== waiter);
            resolve(false);
          },
          Math.min(timeoutMs, 2_147_483_647),
        ),
      };
      this.waiters.push(waiter);
    });
  }

  /** Called with the new position after every processed domain event (response caches use it). */
  onProcessed(listener: (position: number) => void): void {
    this.listeners.push(listener);
  }

  /**
   * Called, as each domain event is processed, with the documents its projections changed (or may
   * have changed) when they include any of `collections`: derived views re-derive only those
   * (decision 0048). Projections owning none of the collections anyone watches are not asked. Called before the position
   * moves, so a reader that sees the new position also sees what it touched.
   */
  onDocumentsTouched(collections: readonly string[], listener: (touched: readonly DocumentRef[]) => void): void {
    for (const collection of collections) this.watchedCollections.add(collection);
    this.touchListeners.push(listener);
  }

  /**
   * How many times every document may have changed without a domain event reported for each
   * change (rebuilds, a catch-up while serving): with the position, what an answer made from the
   * read models depends on (PublicReadPath.generation).
   */
  get rebuilds(): number {
    return this.rebuildCount;
  }

  private reportRebuilt(): void {
    this.rebuildCount += 1;
    for (const listener of this.rebuildListeners) listener();
  }

  /** Called after rebuild(): every document may have changed without a domain event being reported. */
  onRebuilt(listener: () => void): void {
    this.rebuildListeners.push(listener);
  }

  /**
   * Applies one domain event to every projection that has not seen it. Over a transactional store
   * the documents it changed and the checkpoints are committed together before the position moves
   * (unless the caller commits a whole page of them).
   */
  private async dispatch(domainEvent: ProjectedDomainEvent, options = { commit: true }): Promise<void> {
    const touched: DocumentRef[] = [];
    for (const projection of this.documentProjections) {
      if (domainEvent.position <= (this.checkpoints.get(projection.name) ?? 0)) continue;
      if (projection.handles.has(domainEvent.type)) {
        try {
          if (
            projection.documentsTouchedBy &&
            projection.collections.some((name) => this.watchedCollections.has(name))
          ) {
            const documents = projection.documentsTouchedBy(domainEvent);
            touched.push(...documents);
            await this.beforeDerivedChange(documents, domainEvent.position);
          }
          const applied = projection.apply(domainEvent, this.readStore);
          if (applied) await applied;
        } catch (error) {
          // A projection bug must not stop the others nor the log; it is logged with what failed.
          this.logger.error(
            `${projection.name} failed on ${domainEvent.type} at ${domainEvent.position}: ${error instanceof Error ? error.stack : String(error)}`,
          );
        }
      }
      this.checkpoints.set(projection.name, domainEvent.position);
      const recorded = this.recordCheckpoint(projection.name, domainEvent.position);
      if (recorded) await recorded;
    }
    // Derived read models follow their sources: after them, and (unless the caller commits a
    // page) derived before the commit, so they are committed with the documents they derive from.
    if (options.commit) await this.deriveTouched(domainEvent.position);
    for (const projection of this.derivedProjections) {
      if (domainEvent.position <= (this.checkpoints.get(projection.name) ?? 0)) continue;
      this.checkpoints.set(projection.name, domainEvent.position);
      const recorded = this.recordCheckpoint(projection.name, domainEvent.position);
      if (recorded) await recorded;
    }
    if (options.commit && this.readStore.transactional) await this.readStore.commit();
    if (touched.length > 0 && this.reportsTouched) for (const listener of this.touchListeners) listener(touched);
    this.processedPosition = domainEvent.position;
    for (const listener of this.listeners) listener(domainEvent.position);
    if (this.waiters.length > 0) this.releaseWaiters();
  }

  /** Tells the derived projections behind `position` which of their sources a domain event is about to change. */
  private async beforeDerivedChange(documents: readonly DocumentRef[], position: number): Promise<void> {
    for (const projection of this.derivedProjections) {
      if (position <= (this.checkpoints.get(projection.name) ?? 0)) continue;
      const theirs = documents.filter((document) => projection.sources.includes(document.collection));
      if (theirs.length === 0) continue;
      try {
        const noted = projection.beforeChange(theirs, this.readStore);
        if (noted) await noted;
        this.derivedToDo.add(projection);
      } catch (error) {
        this.logger.error(`${projection.name} failed before the change at ${position}: ${String(error)}`);
      }
    }
  }

  /**
   * Lets each derived projection told of touched documents derive them again, stamped with
   * `position`, and reports the documents they say they changed as touched.
   */
  private async deriveTouched(position: number, between?: () => Promise<unknown>): Promise<void> {
    let first = true;
    for (const projection of this.derivedToDo) {
      if (!first) await between?.();
      first = false;
      this.derivedToDo.delete(projection);
      try {
        const derived = await projection.deriveTouched(this.readStore, position);
        if (derived && derived.length > 0 && this.reportsTouched)
          for (const listener of this.touchListeners) listener(derived);
      } catch (error) {
        this.logger.error(
          `${projection.name} failed to derive at ${position}: ${error instanceof Error ? error.stack : String(error)}`,
        );
      }
    }
  }

  /** Records a projection's checkpoint; a promise only when the store saves it with I/O. */
  private recordCheckpoint(projection: string, position: number): Promise<void> | undefined {
    // In memory, or kept for the commit that also writes the documents: saving costs nothing, and
    // with a synchronous store not even a promise (one per projection per domain event).
    if (!this.readStore.durable || this.readStore.transactional) {
      const synchronous = this.readStore.synchronous;
      if (!synchronous) return this.readStore.saveCheckpoint(projection, position);
      synchronous.saveCheckpointNow(projection, position);
      return undefined;
    }
    return this.savePeriodically(projection, position);
  }

  /** A store that writes each change as it is made (MongoDB): a checkpoint every CHECKPOINT_EVERY domain events. */
  private async savePeriodically(projection: string, position: number): Promise<void> {
    const pending = (this.unsaved.get(projection) ?? 0) + 1;
    this.unsaved.set(projection, pending);
    if (pending >= CHECKPOINT_EVERY || this.waiters.length > 0) {
      await this.readStore.saveCheckpoint(projection, position);
      this.unsaved.set(projection, 0);
    }
  }

  private async flushCheckpoints(): Promise<void> {
    for (const [name, position] of this.checkpoints) await this.readStore.saveCheckpoint(name, position);
    await this.readStore.commit();
    this.unsaved.clear();
  }

  private releaseWaiters(): void {
    const stillWaiting: Waiter[] = [];
    for (const waiter of this.waiters) {
      if (waiter.position <= this.processedPosition) {
        clearTimeout(waiter.timer);
        waiter.resolve(true);
      } else stillWaiting.push(waiter);
    }
    this.waiters = stillWaiting;
  }

  /**
   * Rebuilds projections from position 0 by reading the log in pages (used by `npm run replay`
   * and the replay benchmark). Call before start(), or on a store nobody else is projecting into.
   */
  async rebuild(
    names: readonly string[] | null,
    onProgress?: (progress: ReplayProgress) => void,
  ): Promise<{ processed: number }> {
    const unknown = names?.filter((name) => !this.projections.some((projection) => projection.name === name)) ?? [];
    if (unknown.length > 0)
      throw new Error(
        `Unknown projection: ${unknown.join(', ')}. Known: ${this.projections.map((p) => p.name).join(', ')}`,
      );
    const selected = this.withDerived(
      names ? this.projections.filter((projection) => names.includes(projection.name)) : this.projections,
    );
    const fromLog = selected.filter((projection) => !isDerivedProjection(projection));
    const derived = selected.filter(isDerivedProjection);
    for (const projection of selected) {
      if (projection.clearProcessMemory) projection.clearProcessMemory();
      await this.readStore.reset(projection.name, projection.collections);
    }
    const head = await this.eventStore.headPosition();
    const routes = routesByType(fromLog);
    let processed = 0;
    let after = 0;
    // Nothing reads these read models until the rebuild returns: patches may change documents in place.
    // A derived projection alone reads no log: it is derived from its sources as they stand.
    if (fromLog.length > 0)
      await whileRebuilding(this.readStore, async () => {
        for await (const page of this.eventStore.readAllPages(0, REBUILD_PAGE_SIZE)) {
          for (const domainEvent of page) {
            const projections = routes.get(domainEvent.type);
            if (projections === undefined) continue;
            for (const projection of projections) {
              const applied = projection.apply(domainEvent, this.readStore);
              if (applied) await applied;
            }
          }
          after = page[page.length - 1].position;
          processed += page.length;
          onProgress?.({ processed, position: after, head });
        }
      });
    const positions = new Map<Projection, number>(fromLog.map((projection) => [projection, after]));
    for (const projection of derived) {
      // As far as its sources go: those rebuilt now reached `after`, the others their checkpoint.
      let position = Number.MAX_SAFE_INTEGER;
      for (const owner of this.ownersOf(projection))
        position = Math.min(position, positions.get(owner) ?? (await this.readStore.getCheckpoint(owner.name)));
      if (position === Number.MAX_SAFE_INTEGER) position = after;
      this.derivedToDo.delete(projection);
      const applied = projection.deriveAll(this.readStore, position);
      if (applied) await applied;
      positions.set(projection, position);
    }
    for (const [projection, position] of positions) {
      await this.readStore.saveCheckpoint(projection.name, position);
      await this.readStore.saveVersion(projection.name, projection.version);
      this.checkpoints.set(projection.name, position);
    }
    // A store that commits writes them now, in bulk: the rebuilt collections whole, with their checkpoints.
    await this.readStore.commit();
    this.reportRebuilt();
    return { processed };
  }

  /** The projections, and every derived projection one of them is a source of, those after the others. */
  private withDerived(projections: readonly Projection[]): Projection[] {
    const derived = this.projections.filter(
      (candidate) =>
        isDerivedProjection(candidate) &&
        (projections.includes(candidate) || this.ownersOf(candidate).some((owner) => projections.includes(owner))),
    );
    return [...projections.filter((projection) => !isDerivedProjection(projection)), ...derived];
  }

  /** The projections owning a derived projection's sources. */
  private ownersOf(projection: DerivedProjection): Projection[] {
    return this.projections.filter(
      (owner) => owner !== projection && owner.collections.some((name) => projection.sources.includes(name)),
    );
  }
}

/** Which projections handle each domain event type, worked out once per rebuild instead of per domain event. */
function routesByType(projections: readonly Projection[]): Map<string, Projection[]> {
  const routes = new Map<string, Projection[]>();
  for (const projection of projections) {
    for (const type of projection.handles) routes.set(type, [...(routes.get(type) ?? []), projection]);
  }
  return routes;
}

/**
 * Runs `work` while the documents of `store` belong to the projections alone, as during a rebuild:
 * nothing else reads them, so patches are applied in place instead of to a copy. Used by rebuild()
 * and by projection tests that show both paths give the same documents.
 */
export async function whileRebuilding<T>(store: ReadStore, work: () => Promise<T>): Promise<T> {
  store.synchronous?.setPrivateToProjections(true);
  try {
    return await work();
  } finally {
    store.synchronous?.setPrivateToProjections(false);
  }
}
