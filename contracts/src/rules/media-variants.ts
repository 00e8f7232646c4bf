import { isMediaPath } from '../http/image-url';

/**
 * The widths (px) of the WebP copies made of every uploaded image. A copy is never wider than its
 * original: for a narrower original, the wider names hold the original's width, so every name
 * below exists for every upload and pages can derive them without asking the server.
 */
export const MEDIA_VARIANT_WIDTHS = [320, 640, 1280] as const;

export interface MediaVariant {
  url: string;
  width: number;
}

/** `/media/<hash>-<width>.webp` for an uploaded image `/media/<hash>.<ext>`. */
export function mediaVariantUrl(hash: string, width: number): string {
  return `/media/${hash}-${width}.webp`;
}

/**
 * The resized copies of an uploaded image, by name; [] for anything that is not an uploaded
 * original (https URLs, bundled images, a copy's own path), whose sizes nobody knows.
 */
export function mediaVariants(url: string | null | undefined): MediaVariant[] {
  const original = typeof url === 'string' ? url.trim() : '';
  if (!isMediaPath(original)) return [];
  const match = /^\/media\/([0-9a-f]{64})\.[a-z]+$/.exec(original);
  if (!match) return [];
  return MEDIA_VARIANT_WIDTHS.map((width) => ({ url: mediaVariantUrl(match[1], width), width }));
}

/** The srcset of an uploaded image (`… 320w, … 640w, … 1280w`), or undefined when it has no copies. */
export function mediaSrcSet(url: string | null | undefined): string | undefined {
  const variants = mediaVariants(url);
  return variants.length === 0 ? undefined : variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
}
