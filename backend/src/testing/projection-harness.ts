import { randomUUID } from 'node:crypto';
import type { StoredDomainEvent } from '../event-sourcing/event-store/event-store.port';
import type { Projection } from '../event-sourcing/projections/projection';
import { whileRebuilding } from '../event-sourcing/projections/projection-engine';
import { InMemoryReadStore } from '../event-sourcing/read-store/in-memory-read-store';

/**
 * Feeds hand-written domain events to one projection, numbering positions as a log would.
 * `redeliver()` replays the last one, to show that redelivery changes nothing. With `asRebuild`
 * they are applied as during a replay, where the engine patches documents in place.
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
    const apply = async () => this.projection.apply(domainEvent, this.store);
    if (this.options.asRebuild) await whileRebuilding(this.store, apply);
    else await apply();
  }

  async document<T>(collection: string, id: string): Promise<T | undefined> {
    return (await this.store.get<T>(collection, id))?.value;
  }

  async all<T>(collection: string): Promise<T[]> {
    return (await this.store.list<T>(collection)).map((document) => document.value);
  }
}
