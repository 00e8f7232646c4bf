import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { AS_OF_INVALID_MESSAGE, parseQueryTime } from '@dental/contracts';
import { SIGN_IN_REQUIRED } from '../../auth';
import { EventStore } from '../../event-sourcing/event-store/event-store.port';
import { ProjectionEngine } from '../../event-sourcing/projections/projection-engine';
import { InMemoryReadStore } from '../../event-sourcing/read-store/in-memory-read-store';
import { ReadStore } from '../../event-sourcing/read-store/read-store.port';
import { Clock } from '../../shared/clock';
import { invalid, unauthorized } from '../../shared/domain/domain-errors';
import { ApiRequest, isAdmin } from '../../shared/http/request-context';

/** A read over past read models: its name (the cache's key), the projections it reads and how. */
export interface PastView<T> {
  name: string;
  projections: readonly string[];
  read: (store: ReadStore) => Promise<T>;
}

const PAGE_SIZE = 2000;
/**
 * Answers kept, each of a moment and the log's head: an admin goes back and forth between a few
 * moments and pages through each. Few, since one is a whole catalogue as it was (decision 0109).
 */
const CACHE_ENTRIES = 4;
/** A kept answer no admin has read for this long is let go, and so is one of an earlier log head. */
const IDLE_MS = 10 * 60 * 1000;

/** A kept answer: what it was made from (the log's head) and when it was last read. */
interface KeptAnswer {
  answer: Promise<unknown>;
  head: number;
  readAt: number;
}

/**
 * Read models as they were at a past moment: the log is replayed into a fresh in-memory read
 * store through the registered projections, keeping only the domain events that had occurred by
 * then. occurredAt is not monotonic with position (demo data is backdated), so every domain event
 * is checked rather than stopping at the first later one. Answers are cached by (moment, head),
 * and let go once the log moves on or no admin has read them for ten minutes.
 */
@Injectable()
export class PointInTimeService implements OnModuleDestroy {
  private readonly cache = new Map<string, KeptAnswer>();
  private sweep: NodeJS.Timeout | null = null;

  constructor(
    private readonly eventStore: EventStore,
    private readonly projections: ProjectionEngine,
    private readonly clock: Clock,
  ) {}

  onModuleDestroy(): void {
    if (this.sweep) clearTimeout(this.sweep);
    this.sweep = null;
  }

  /** How many answers are kept. */
  get keptAnswers(): number {
    return this.cache.size;
  }

  /**
   * Lets go of the answers no admin has read for IDLE_MS and, given the log's head, of those made
   * at an earlier one: no read asks for them again, and each is a catalogue as it was.
   */
  letGo(head?: number): void {
    const now = this.clock.now().getTime();
    for (const [key, kept] of this.cache)
      if (now - kept.readAt >= IDLE_MS || (head !== undefined && kept.head !== head)) this.cache.delete(key);
  }

  /**
   * A read (`?asOf=` of an admin list) over read models as they were at `asOf`: 401 unless an
   * admin asks, 400 when `asOf` is not a time. The domain that owns the read names it, the
   * projections it needs and how it reads them (`GET /api/events?asOf=` is the events list's).
   */
  async readAsOf<T>(view: PastView<T>, asOf: unknown, request: ApiRequest): Promise<T> {
    if (!isAdmin(request)) throw unauthorized(SIGN_IN_REQUIRED);
    const moment = parseQueryTime(asOf, { endOfDay: true });
    if (!moment) throw invalid(AS_OF_INVALID_MESSAGE);
    return this.readAt(view, moment);
  }

  /** A read over read models as they were at `moment`, for a caller that has checked who asks. */
  readAt<T>(view: PastView<T>, moment: Date): Promise<T> {
    return this.cached(`${view.name}|${moment.toISOString()}`, view.read, moment, view.projections);
  }

  /** Replays the named projections up to `moment` into a new in-memory store and the log's current head. */
  async readModelsAsOf(
    moment: Date,
    projectionNames: readonly string[],
    upTo?: number,
  ): Promise<{ store: ReadStore; head: number }> {
    const selected = this.projections.registered().filter((projection) => projectionNames.includes(projection.name));
    const missing = projectionNames.filter((name) => !selected.some((projection) => projection.name === name));
    if (missing.length > 0) throw new Error(`Unknown projection: ${missing.join(', ')}`);
    const inProcessMemory = selected
      .filter((projection) => projection.clearProcessMemory !== undefined)
      .map((projection) => projection.name);
    if (inProcessMemory.length > 0)
      throw new Error(`Not replayable into another store (kept in process memory): ${inProcessMemory.join(', ')}`);
    const store = new InMemoryReadStore();
    const head = upTo ?? (await this.eventStore.headPosition());
    const limit = moment.getTime();
    // Only the types these projections handle are read: the events list's are about one domain
    // event in twenty of a catalogue's log, and the others were most of the time (decision 0109).
    const types = [...new Set(selected.flatMap((projection) => [...projection.handles]))];
    for await (const page of this.eventStore.readTypes(0, head, types, PAGE_SIZE)) {
      for (const domainEvent of page) {
        if (Date.parse(domainEvent.metadata.occurredAt) > limit) continue;
        for (const projection of selected) {
          if (!projection.handles.has(domainEvent.type)) continue;
          const applied = projection.apply(domainEvent, store);
          if (applied) await applied;
        }
      }
    }
    return { store, head };
  }

  private async cached<T>(
    key: string,
    read: (store: ReadStore) => Promise<T>,
    moment: Date,
    projectionNames: readonly string[],
  ): Promise<T> {
    const head = await this.eventStore.headPosition();
    this.letGo(head);
    const cacheKey = `${key}|${head}`;
    let kept = this.cache.get(cacheKey);
    if (!kept) {
      const answer = this.readModelsAsOf(moment, projectionNames, head).then(({ store }) => read(store));
      kept = { answer, head, readAt: 0 };
      this.cache.set(cacheKey, kept);
      answer.catch(() => this.cache.delete(cacheKey));
      while (this.cache.size > CACHE_ENTRIES) this.cache.delete(this.cache.keys().next().value as string);
    }
    // Made or found, it was read now.
    kept.readAt = this.clock.now().getTime();
    this.sweepWhileKept();
    return kept.answer as Promise<T>;
  }

  /** Looks again every IDLE_MS while answers are kept, so an idle one goes without another read. */
  private sweepWhileKept(): void {
    if (this.sweep) return;
    this.sweep = setTimeout(() => {
      this.sweep = null;
      this.letGo();
      if (this.cache.size > 0) this.sweepWhileKept();
    }, IDLE_MS);
    this.sweep.unref();
  }
}
