import { randomUUID } from 'node:crypto';
import { SqliteEventStore } from '../event-sourcing/event-store/sqlite-event-store';
import { InMemoryReadStore } from '../event-sourcing/read-store/in-memory-read-store';
import type { ReadStore } from '../event-sourcing/read-store/read-store.port';
import { AUDIT_PROJECTION, AuditIndex } from '../audit/audit-index';
import { AuditRows } from '../audit/audit-rows';
import { AuditProjection } from '../audit/audit.projection';
import { MemoryAuditIndex } from '../audit/memory-audit-index';

/**
 * A log in memory with the audit projection following it: what the audit history reads rows
 * from. `redeliver()` applies the last domain event to the projection again. The index is in
 * process memory unless a store and an index over it are given (audit-index.int.spec.ts).
 */
export class AuditHarness {
  readonly eventStore = new SqliteEventStore(':memory:');
  readonly auditRows: AuditRows;
  readonly projection: AuditProjection;
  private applied = 0;
  private clock = 0;

  constructor(
    readonly index: AuditIndex = new MemoryAuditIndex(),
    private readonly readStore: ReadStore = new InMemoryReadStore(),
  ) {
    this.auditRows = new AuditRows(this.index, this.eventStore);
    this.projection = new AuditProjection(this.index, this.auditRows);
  }

  async given(
    ...domainEvents: Array<{ type: string; data: unknown; occurredAt?: string; stream?: string }>
  ): Promise<this> {
    for (const domainEvent of domainEvents) {
      this.clock += 1;
      const occurredAt = domainEvent.occurredAt ?? `2026-11-01T10:00:${String(this.clock % 60).padStart(2, '0')}.000Z`;
      const metadata = { actor: 'admin@example.com', occurredAt, correlationId: 'c', causationId: 'c' };
      await this.eventStore.append(
        domainEvent.stream ?? 'test',
        [{ id: randomUUID(), type: domainEvent.type, data: domainEvent.data, metadata }],
        'any',
      );
    }
    for (const stored of await this.eventStore.readAll(this.applied, 1000)) await this.apply(stored);
    return this;
  }

  async redeliver(): Promise<void> {
    const head = await this.eventStore.headPosition();
    const [last] = await this.eventStore.readPositions([head]);
    await this.apply(last);
  }

  /** Every row of the index, newest first. */
  async indexed() {
    return this.index.search({}, Number.MAX_SAFE_INTEGER);
  }

  /** Every row, oldest first. */
  async rows() {
    // In the log's order, whatever times the domain events carry.
    return this.auditRows.rows((await this.indexed()).sort((a, b) => a.position - b.position));
  }

  /** As the engine applies a domain event: the projection, then its checkpoint, committed together. */
  private async apply(stored: Awaited<ReturnType<SqliteEventStore['readAll']>>[number]): Promise<void> {
    this.projection.apply(stored, this.readStore);
    this.readStore.synchronous?.saveCheckpointNow(AUDIT_PROJECTION, stored.position);
    await this.readStore.commit();
    this.applied = Math.max(this.applied, stored.position);
  }
}
