import { resolveImage } from '@dental/contracts';

/** An image value as the pages resolve it (`resolveImage`), made absolute for a page's head and JSON-LD; null when it names no image. */
export function absoluteImageUrl(image: string, origin: string): string | null {
  const src = resolveImage(image);
  if (!src) return null;
  try {
    return new URL(src, origin).href;
  } catch {
    return null;
  }
}
