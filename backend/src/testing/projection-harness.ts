import { randomUUID } from 'node:crypto';
import type { StoredDomainEvent } from '../event-sourcing/event-store/event-store.port';
import type { Projection } from '../event-sourcing/projections/projection';
import { InMemoryReadStore } from '../event-sourcing/read-store/in-memory-read-store';

/**
 * Feeds hand-written domain events to one projection, numbering positions as a log would.
 * `redeliver()` replays the last one, to show that redelivery changes nothing. With `asRebuild`
 * the store is private to the projection while it applies them, as during a replay, so
 * projections take their in-place path (patchDocument).
 */
export class ProjectionHarness {
  readonly store = new InMemoryReadStore();
  private position = 0;
  private last: StoredDomainEvent | null = null;

  constructor(
    private readonly projection: Projection,
    private readonly options: { asRebuild?: boolean } = {},
  ) {}

  async given(
    ...domainEvents: Array<{ type: string; data: unknown; occurredAt?: string; stream?: string }>
  ): Promise<this> {
    for (const domainEvent of domainEvents) {
      this.position += 1;
      const stored: StoredDomainEvent = {
        id: randomUUID(),
        stream: domainEvent.stream ?? 'test',
        revision: this.position - 1,
        position: this.position,
        type: domainEvent.type,
        data: domainEvent.data,
        metadata: {
          actor: 'admin@example.com',
          occurredAt: domainEvent.occurredAt ?? `2026-11-01T10:00:${String(this.position % 60).padStart(2, '0')}.000Z`,
          correlationId: 'c',
          causationId: 'c',
        },
      };
      expect(this.projection.handles.has(stored.type)).toBe(true);
      await this.apply(stored);
      this.last = stored;
    }
    return this;
  }

  async redeliver(): Promise<void> {
    if (this.last) await this.apply(this.last);
  }

  private async apply(domainEvent: StoredDomainEvent): Promise<void> {
    this.store.setPrivateToProjections(this.options.asRebuild === true);
    try {
      await this.projection.apply(domainEvent, this.store);
    } finally {
      this.store.setPrivateToProjections(false);
    }
  }

  async document<T>(collection: string, id: string): Promise<T | undefined> {
    return (await this.store.get<T>(collection, id))?.value;
  }

  async all<T>(collection: string): Promise<T[]> {
    return (await this.store.list<T>(collection)).map((document) => document.value);
  }
}
