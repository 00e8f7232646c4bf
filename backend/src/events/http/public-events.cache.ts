import { Injectable } from '@nestjs/common';
import { ProjectionEngine } from '../../event-sourcing/projections/projection-engine';
import { EventsQueries } from '../events.queries';

/** The public events list as JSON, rebuilt only when the read models have moved past what it reflects. */
@Injectable()
export class PublicEventsCache {
  private cached: { position: number; json: string } | null = null;

  constructor(
    private readonly queries: EventsQueries,
    private readonly projections: ProjectionEngine,
  ) {}

  async json(): Promise<string> {
    const position = this.projections.position;
    if (this.cached?.position === position) return this.cached.json;
    const json = JSON.stringify(await this.queries.list('public'));
    this.cached = { position, json };
    return json;
  }
}
