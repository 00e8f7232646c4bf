import { BUNDLED_EVENT_IMAGES } from '../http/event-requests';
import { isHttpUrl } from '../http/url';

const ATTACHED_ASSET_PREFIX = '/attached_assets/';
const BUNDLED_IMAGE_DIRECTORY = '/assets/events/';

/**
 * The widths (px) each bundled image is rendered at from its SVG source: `<key>.webp` is the widest,
 * `<key>-<width>.webp` the others. Raster, because a browser lays out and paints an SVG <img> on the
 * page's main thread, while it decodes a WebP off it.
 */
export const BUNDLED_EVENT_IMAGE_WIDTHS = [640, 960, 1280] as const;
const WIDEST = BUNDLED_EVENT_IMAGE_WIDTHS[BUNDLED_EVENT_IMAGE_WIDTHS.length - 1];

/** The file of a bundled image at one of BUNDLED_EVENT_IMAGE_WIDTHS. */
export function bundledEventImageFile(key: string, width: number = WIDEST): string {
  return `${BUNDLED_IMAGE_DIRECTORY}${key}${width === WIDEST ? '' : `-${width}`}.webp`;
}

/** Bundled image path by stored key ('esthetic-days') and by label ('Esthetic Days'), for older data. */
export const BUNDLED_EVENT_IMAGE_PATHS: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(
    BUNDLED_EVENT_IMAGES.flatMap(({ key, label }) => {
      const path = bundledEventImageFile(key);
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

/**
 * An event banner shipped with the site's attached assets (the demo events' banners), rendered at
 * the same widths as the bundled images: `/attached_assets/events/<name>.webp` and its
 * `<name>-<width>.webp` copies (a copy's own path gets no srcset).
 */
const ATTACHED_EVENT_BANNER_DIRECTORY = `${ATTACHED_ASSET_PREFIX}events/`;
const ATTACHED_EVENT_BANNER = new RegExp(
  `^/attached_assets/events/([a-z0-9]+(?:-[a-z0-9]+)*)(?<!-(?:${BUNDLED_EVENT_IMAGE_WIDTHS.join('|')}))\\.webp$`,
);

const BUNDLED_KEY_BY_PATH: ReadonlyMap<string, string> = new Map(
  BUNDLED_EVENT_IMAGES.map(({ key }) => [bundledEventImageFile(key), key]),
);

/**
 * The srcset of a resolved image: every width of a bundled image or an attached event banner, so the
 * browser downloads the smallest one that is sharp at the displayed size; undefined for any other image.
 */
export function bundledImageSrcSet(src: string): string | undefined {
  const key = BUNDLED_KEY_BY_PATH.get(src);
  if (key !== undefined)
    return BUNDLED_EVENT_IMAGE_WIDTHS.map((width) => `${bundledEventImageFile(key, width)} ${width}w`).join(', ');
  const banner = ATTACHED_EVENT_BANNER.exec(src);
  if (banner === null) return undefined;
  return BUNDLED_EVENT_IMAGE_WIDTHS.map(
    (width) => `${ATTACHED_EVENT_BANNER_DIRECTORY}${banner[1]}${width === WIDEST ? '' : `-${width}`}.webp ${width}w`,
  ).join(', ');
}

export function isAttachedAsset(image: string): boolean {
  return image.startsWith(ATTACHED_ASSET_PREFIX);
}

/** A real photo, not a blank or a stock placeholder (spec section 5, home speakers). */
export function hasRealImage(image: string | null | undefined): image is string {
  return typeof image === 'string' && image.trim() !== '' && !image.toLowerCase().includes('placeholder');
}
