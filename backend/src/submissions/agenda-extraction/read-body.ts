import type { IncomingMessage } from 'node:http';
import { PageFetchError, formatBytes } from './errors';

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

export function mediaTypeOf(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0].trim().toLowerCase();
}

export function assertHtml(response: IncomingMessage): void {
  const mediaType = mediaTypeOf(response.headers['content-type']);
  if (!HTML_TYPES.has(mediaType)) {
    const shown = mediaType === '' ? 'no content type' : `"${mediaType.slice(0, 100)}"`;
    throw new PageFetchError('not-html', `The registration URL did not return a web page (it returned ${shown}).`);
  }
}

/**
 * Reads the body, failing as soon as it passes maxBytes so a huge or endless page costs at most
 * that much memory. A declared Content-Length over the cap fails before reading anything.
 */
export async function readCappedBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > maxBytes) throw tooLarge(maxBytes); // leaving the loop destroys the stream
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
}

function tooLarge(maxBytes: number): PageFetchError {
  return new PageFetchError('too-large', `The registration page is too large to read (over ${formatBytes(maxBytes)}).`);
}

/** Decodes with the charset from the header, else from a <meta> near the top, else UTF-8. */
export function decodeHtml(body: Buffer, contentType: string | undefined): string {
  const label = charsetParam(contentType ?? '') ?? metaCharset(body) ?? 'utf-8';
  try {
    return new TextDecoder(label).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body); // unknown label: UTF-8 is the web's default
  }
}

function charsetParam(contentType: string): string | null {
  return /;\s*charset\s*=\s*"?([\w.:-]+)"?/i.exec(contentType)?.[1] ?? null;
}

function metaCharset(body: Buffer): string | null {
  const head = body.subarray(0, 2048).toString('latin1');
  return /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1] ?? null;
}
