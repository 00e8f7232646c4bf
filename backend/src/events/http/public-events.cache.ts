import { Injectable } from '@nestjs/common';
import { ProjectionEngine } from '../../event-sourcing/projections/projection-engine';
import { EventsQueries } from '../events.queries';

/** The public events list as JSON, rebuilt only when the read models have moved past what it reflects. */
@Injectable()
export class PublicEventsCache {
  private cached: { position: number; json: Buffer } | null = null;

  constructor(
    private readonly queries: EventsQueries,
    private readonly projections: ProjectionEngine,
  ) {}

  /** The cached JSON if it still reflects the read models, else null (without building it). */
  current(): Buffer | null {
    return this.cached?.position === this.projections.position ? this.cached.json : null;
  }

  /** UTF-8 bytes rather than a string, so a response does not re-encode 18 KB every time. */
  async json(): Promise<Buffer> {
    const position = this.projections.position;
    if (this.cached?.position === position) return this.cached.json;
    const json = Buffer.from(JSON.stringify(await this.queries.list('public')));
    this.cached = { position, json };
    return json;
  }
}
