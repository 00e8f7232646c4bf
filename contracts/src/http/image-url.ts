import { isHttpUrl } from './http-url';

/**
 * What an admin reads when an image address starts with http://. The page's Content-Security-Policy
 * loads images only from the site itself and https:, so such an image would silently not show.
 */
export const INSECURE_IMAGE_URL_MESSAGE = 'Image addresses must start with https:// (or upload the image)';

/**
 * An uploaded image: `/media/<sha256>.<ext>` (the cleaned original) or `/media/<sha256>-<width>.webp`
 * (a resized copy), as POST /api/media answers. Nothing else under /media/ is ever served.
 */
const MEDIA_PATH = /^\/media\/[0-9a-f]{64}(?:\.(?:jpg|png|webp|avif)|-[1-9][0-9]{1,4}\.webp)$/;

export function isMediaPath(value: string): boolean {
  return MEDIA_PATH.test(value);
}

/** An absolute http:// address (refused for images with INSECURE_IMAGE_URL_MESSAGE). */
export function isInsecureHttpUrl(value: string): boolean {
  return isHttpUrl(value) && new URL(value).protocol === 'http:';
}

/** An image address a page can show under its CSP: an https URL or an uploaded file's path. */
export function isImageUrl(value: string): boolean {
  return isMediaPath(value) || (isHttpUrl(value) && !isInsecureHttpUrl(value));
}

/** POST /api/media's answer: `url` is usable wherever an image URL is accepted; `variants` are its WebP copies by real width. */
export interface UploadedImage {
  url: string;
  width: number;
  height: number;
  variants: Array<{ url: string; width: number }>;
}

/** A picture shipped with the site under /attached_assets/ (spec section 3: an image may be an attached-asset path). */
const ATTACHED_ASSET_IMAGE = /^\/attached_assets\/(?:[\w-]+\/)*[\w-]+\.(?:svg|png|jpe?g|webp|avif)$/;

export function isAttachedAssetImage(value: string): boolean {
  return ATTACHED_ASSET_IMAGE.test(value);
}

/** A sponsor's logo or company picture: an uploaded file, an https URL or a picture shipped with the site. */
export function isSponsorImage(value: string): boolean {
  return isImageUrl(value) || isAttachedAssetImage(value);
}
