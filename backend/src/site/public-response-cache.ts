import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/** Answers smaller than this are sent as they are: compressing them saves next to nothing. */
const COMPRESS_FROM_BYTES = 1024;

export type ContentCoding = 'br' | 'gzip' | 'identity';

/**
 * Brotli's quality (of 11) for an answer's first compressed copy, and for the copy made once the
 * answer is asked for again. Measured on 200 answers of the filtered event search (about 6.5 KB of
 * JSON each) on 7 December: quality 3 took 40 µs and gave 879 bytes, quality 5 84 µs and 801 bytes,
 * and quality 9 made the site's pages only about 1% smaller than 5 at ten times the time. Most
 * answers asked for once (a visitor's own filter combination) are never sent again, so they pay
 * the least; an answer asked for again is compressed better once, for everyone after.
 */
const FIRST_BROTLI_QUALITY = 3;
const REPEATED_BROTLI_QUALITY = 5;

/** The entity tag of a body: the same bytes always get the same tag. */
export function etagOf(body: Uint8Array): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * One answer a rendered page was made from (an in-process read of the public API): its key, status
 * and entity tag. While every one of them still answers the same, the page would render the same.
 */
export interface AnswerSource {
  key: string;
  status: number;
  etag: string;
}

/**
 * One public answer as sent: status, headers (without the per-response ones), the body, and its
 * compressed copies, each made the first time a client accepts it.
 */
export class CachedAnswer {
  readonly etag: string;
  private brotli: Buffer | null = null;
  private brotliQuality = 0;
  private gzip: Buffer | null = null;
  /** The response's header list per coding, built once: writing a flat list is the cheapest way to send headers. */
  private readonly headerLists = new Map<ContentCoding | 'not-modified', string[]>();

  constructor(
    readonly generation: string,
    readonly status: number,
    readonly headers: Readonly<OutgoingHttpHeaders>,
    readonly body: Buffer,
    private readonly onGrow: (bytes: number) => void,
    /** For a rendered page, the answers it was made from; null for everything else. */
    readonly sources: readonly AnswerSource[] | null = null,
  ) {
    this.etag = etagOf(body);
  }

  /** Takes over the compressed copies of an earlier answer with the same bytes, instead of compressing again. */
  adoptCopiesOf(earlier: CachedAnswer): void {
    if (earlier.etag !== this.etag) return;
    this.brotli = earlier.brotli;
    this.brotliQuality = earlier.brotliQuality;
    this.gzip = earlier.gzip;
    this.onGrow((this.brotli?.length ?? 0) + (this.gzip?.length ?? 0));
  }

  get bytes(): number {
    return this.body.length + (this.brotli?.length ?? 0) + (this.gzip?.length ?? 0);
  }

  /** The best coding the client accepts (brotli, then gzip), or the body as it is. */
  codingFor(acceptEncoding: string | undefined): ContentCoding {
    if (this.body.length < COMPRESS_FROM_BYTES || !acceptEncoding) return 'identity';
    if (/\bbr\b/.test(acceptEncoding)) return 'br';
    if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
    return 'identity';
  }

  /**
   * The body in a coding, compressed once and kept; `askedBefore` (the answer was sent before, so
   * it is likely to be sent again) makes its brotli copy once more at the better quality.
   */
  bodyIn(coding: ContentCoding, askedBefore = false): Buffer {
    if (coding === 'br') {
      const quality = askedBefore ? REPEATED_BROTLI_QUALITY : FIRST_BROTLI_QUALITY;
      if (!this.brotli || this.brotliQuality < quality) {
        const brotli = brotliCompressSync(this.body, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: this.body.length },
        });
        this.onGrow(brotli.length - (this.brotli?.length ?? 0));
        this.brotli = brotli;
        this.brotliQuality = quality;
        this.headerLists.delete('br');
      }
      return this.brotli;
    }
    if (coding === 'gzip') {
      if (!this.gzip) {
        this.gzip = gzipSync(this.body, { level: 9 });
        this.onGrow(this.gzip.length);
      }
      return this.gzip;
    }
    return this.body;
  }

  /** Every header of a response in `coding` (the kept ones, ETag, Vary, coding and length), as a flat name/value list. */
  headerListFor(coding: ContentCoding): string[] {
    let list = this.headerLists.get(coding);
    if (!list) {
      list = [];
      for (const [name, value] of Object.entries(this.headers)) {
        if (value === undefined) continue;
        for (const single of Array.isArray(value) ? value : [value]) list.push(name, String(single));
      }
      list.push('etag', this.etag, 'vary', 'accept-encoding');
      if (coding !== 'identity') list.push('content-encoding', coding);
      list.push('content-length', String(this.bodyIn(coding).length));
      this.headerLists.set(coding, list);
    }
    return list;
  }

  /** The headers of a 304 for this answer, as a flat name/value list. */
  notModifiedHeaderList(): string[] {
    let list = this.headerLists.get('not-modified');
    if (!list) {
      list = [
        'etag',
        this.etag,
        'vary',
        'accept-encoding',
        'cache-control',
        String(this.headers['cache-control'] ?? 'no-cache'),
      ];
      this.headerLists.set('not-modified', list);
    }
    return list;
  }

  /** Whether an If-None-Match header names this answer. */
  matches(ifNoneMatch: string | undefined): boolean {
    if (!ifNoneMatch) return false;
    if (ifNoneMatch.trim() === '*') return true;
    return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === this.etag);
  }
}

export interface PublicResponseCacheStats {
  entries: number;
  bytes: number;
  maxBytes: number;
  hits: number;
  misses: number;
  evictions: number;
}

/**
 * Public answers (pages and public JSON) by request key, for one generation of what they depend
 * on: the read models' position and the day. An answer of an older generation is never served by
 * `get`; a rendered page's is kept for `peek` (the read path checks its sources and keeps it under
 * the new generation when they are unchanged). Memory is bounded by bytes (bodies and their
 * compressed copies); the least recently used answers go first.
 */
export class PublicResponseCache {
  /** A Map keeps insertion order: re-inserting on use makes its first key the least recently used. */
  private readonly answers = new Map<string, CachedAnswer>();
  private totalBytes = 0;
  private hits = 0;
  private misses = 0;
  private evictions = 0;

  constructor(readonly maxBytes: number) {}

  get(key: string, generation: string): CachedAnswer | undefined {
    const answer = this.answers.get(key);
    if (answer === undefined || answer.generation !== generation) {
      if (answer !== undefined && answer.sources === null) this.remove(key, answer);
      this.misses++;
      return undefined;
    }
    this.hits++;
    // Move to the most recently used end (cheap: the common case is a handful of hot pages).
    if (this.lastKey !== key) {
      this.answers.delete(key);
      this.answers.set(key, answer);
      this.lastKey = key;
    }
    return answer;
  }

  private lastKey: string | null = null;

  /** The answer kept for a key, of whatever generation (neither a hit nor a miss). */
  peek(key: string): CachedAnswer | undefined {
    return this.answers.get(key);
  }

  set(
    key: string,
    generation: string,
    status: number,
    headers: OutgoingHttpHeaders,
    body: Buffer,
    sources: readonly AnswerSource[] | null = null,
  ): CachedAnswer {
    const previous = this.answers.get(key);
    if (previous !== undefined) this.remove(key, previous);
    const answer = new CachedAnswer(generation, status, headers, body, (bytes) => this.grow(bytes), sources);
    this.answers.set(key, answer);
    this.lastKey = key;
    this.grow(answer.bytes + key.length);
    if (previous !== undefined) answer.adoptCopiesOf(previous);
    return answer;
  }

  stats(): PublicResponseCacheStats {
    return {
      entries: this.answers.size,
      bytes: this.totalBytes,
      maxBytes: this.maxBytes,
      hits: this.hits,
      misses: this.misses,
      evictions: this.evictions,
    };
  }

  clear(): void {
    this.answers.clear();
    this.totalBytes = 0;
    this.lastKey = null;
  }

  private remove(key: string, answer: CachedAnswer): void {
    this.answers.delete(key);
    this.totalBytes -= answer.bytes + key.length;
    if (this.lastKey === key) this.lastKey = null;
  }

  private grow(bytes: number): void {
    this.totalBytes += bytes;
    for (const [key, answer] of this.answers) {
      if (this.totalBytes <= this.maxBytes || this.answers.size <= 1) break;
      this.remove(key, answer);
      this.evictions++;
    }
  }
}
