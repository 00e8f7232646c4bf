import { BUNDLED_EVENT_IMAGES } from '../http/event-requests';
import { isHttpUrl } from '../http/url';

const ATTACHED_ASSET_PREFIX = '/attached_assets/';

/** Bundled image path by stored key ('esthetic-days') and by label ('Esthetic Days'), for older data. */
export const BUNDLED_EVENT_IMAGE_PATHS: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(
    BUNDLED_EVENT_IMAGES.flatMap(({ key, label }) => {
      const path = `/assets/events/${key}.svg`;
      return [
        [key, path],
        [label, path],
      ];
    }),
  ),
);

/**
 * The src for a stored image value (spec section 3): URLs and attached-asset paths as they are,
 * bundled names mapped to their file, anything else as-is; null when there is no image at all.
 */
export function resolveImage(
  value: string | null | undefined,
  bundled: Readonly<Record<string, string>> = BUNDLED_EVENT_IMAGE_PATHS,
): string | null {
  const image = typeof value === 'string' ? value.trim() : '';
  if (image === '') return null;
  if (isHttpUrl(image) || isAttachedAsset(image)) return image;
  return Object.prototype.hasOwnProperty.call(bundled, image) ? bundled[image] : image;
}

export function isAttachedAsset(image: string): boolean {
  return image.startsWith(ATTACHED_ASSET_PREFIX);
}

/** A real photo, not a blank or a stock placeholder (spec section 5, home speakers). */
export function hasRealImage(image: string | null | undefined): image is string {
  return typeof image === 'string' && image.trim() !== '' && !image.toLowerCase().includes('placeholder');
}
