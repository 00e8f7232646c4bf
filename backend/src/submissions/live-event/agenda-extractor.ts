import { Inject, Injectable } from '@nestjs/common';
import { AgendaExtraction, FetchOptions, extractAgendaFromUrl } from '../agenda-extraction';

/**
 * The options every agenda extraction runs with. Production provides an empty object (system DNS,
 * default time and size caps, loopback refused). Nothing reads them from the environment; only
 * tests replace them, e.g. to reach fixture pages on 127.0.0.1 with the extraction module's
 * test-only loopback allowance, or to answer DNS themselves.
 */
export const AGENDA_EXTRACTION_OPTIONS = Symbol('AGENDA_EXTRACTION_OPTIONS');

export const agendaExtractionOptionsProvider = {
  provide: AGENDA_EXTRACTION_OPTIONS,
  useFactory: (): FetchOptions => ({}),
};

export const NO_REGISTRATION_URL = 'The submission has no registration URL to read an agenda from.';

/** Reads an agenda from a registration page, safely (see agenda-extraction/); never throws. */
@Injectable()
export class AgendaExtractor {
  constructor(@Inject(AGENDA_EXTRACTION_OPTIONS) private readonly options: FetchOptions) {}

  async extract(registrationUrl: string | null): Promise<AgendaExtraction> {
    if (!registrationUrl) return { agenda: [], speakerNames: [], source: 'none', reason: NO_REGISTRATION_URL };
    return extractAgendaFromUrl(registrationUrl, this.options);
  }
}
