import { createHash } from 'node:crypto';
import type { Metadata, Sharp } from 'sharp';
import { MEDIA_VARIANT_WIDTHS } from '@dental/contracts';
import { IMAGE_TYPES, ImageType, looksLikeSvg, sniffImageType } from './image-type';

/** The largest upload, in bytes. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** No side may be longer than this, and the image may not hold more pixels than MAX_PIXELS. */
export const MAX_SIDE = 12_000;
export const MAX_PIXELS = 40_000_000;

export const TOO_LARGE_MESSAGE = 'The image is larger than 10 MB: make it smaller and upload it again.';
export const UNSUPPORTED_MESSAGE = 'Upload a JPEG, PNG, WebP or AVIF image: this file is not one.';
export const SVG_MESSAGE = 'SVG images cannot be uploaded (they can carry scripts): export the image as PNG or JPEG.';
export const UNREADABLE_MESSAGE =
  'The image could not be read: it may be damaged. Export it again and upload the new file.';
export const TOO_MANY_PIXELS_MESSAGE = `The image is too large: at most ${MAX_SIDE} pixels a side and ${MAX_PIXELS / 1_000_000} megapixels.`;

/** Why an upload was refused: 'type' answers 415, 'size' 413, 'image' 400. */
export class ImageRefused extends Error {
  constructor(
    readonly reason: 'type' | 'size' | 'image',
    message: string,
  ) {
    super(message);
    this.name = 'ImageRefused';
  }
}

/** A file to store under /media/. */
export interface MediaFile {
  name: string;
  bytes: Buffer;
  contentType: string;
}

export interface ProcessedImage {
  type: ImageType;
  width: number;
  height: number;
  /** The cleaned original, `<sha256>.<ext>`. */
  original: MediaFile;
  /** One WebP copy per MEDIA_VARIANT_WIDTHS, `<sha256>-<width>.webp`, never wider than the original. */
  variants: Array<MediaFile & { width: number }>;
}

/** What sharp's header must report for each sniffed type (AVIF is read by libheif, compressed with AV1). */
function sharpAgrees(type: ImageType, metadata: Metadata): boolean {
  if (type === 'avif') return metadata.format === 'heif' && metadata.compression === 'av1';
  return metadata.format === type;
}

/**
 * Checks an uploaded file and makes what is stored of it. The type comes from the bytes (the
 * signature, then sharp's reading of the header must agree); sizes are checked from the header
 * before anything is decoded. The image is turned upright per its EXIF orientation and re-encoded
 * in its own format: sharp writes no metadata unless asked, so EXIF (camera, GPS location), XMP
 * and IPTC are gone, and colours are converted to sRGB so dropping the ICC profile changes
 * nothing. The file's name is the SHA-256 of the cleaned bytes, so its URL never changes meaning
 * and can be cached for a year.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw new ImageRefused('size', TOO_LARGE_MESSAGE);
  const type = sniffImageType(bytes);
  if (type === null) throw new ImageRefused('type', looksLikeSvg(bytes) ? SVG_MESSAGE : UNSUPPORTED_MESSAGE);
  // Loaded at the first upload, not at every start: sharp and libvips are about 0.1 s and 20 MB of a process.
  const { default: sharp } = await import('sharp');
  const input = () => sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error', animated: false });
  let metadata: Metadata;
  try {
    // The header is read without sharp's pixel limit (reading it decodes nothing), so an image over
    // the limit gets the size message below rather than sharp's refusal, read as a damaged file.
    metadata = await sharp(bytes, { limitInputPixels: false, failOn: 'error', animated: false }).metadata();
  } catch {
    throw new ImageRefused('image', UNREADABLE_MESSAGE);
  }
  if (!sharpAgrees(type, metadata)) throw new ImageRefused('type', UNSUPPORTED_MESSAGE);
  const { width = 0, height = 0 } = metadata;
  if (width < 1 || height < 1) throw new ImageRefused('image', UNREADABLE_MESSAGE);
  if (width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_PIXELS)
    throw new ImageRefused('image', TOO_MANY_PIXELS_MESSAGE);

  try {
    const upright = await encode(input().autoOrient(), type).toBuffer({ resolveWithObject: true });
    const hash = createHash('sha256').update(upright.data).digest('hex');
    const original: MediaFile = {
      name: `${hash}.${IMAGE_TYPES[type].ext}`,
      bytes: upright.data,
      contentType: IMAGE_TYPES[type].contentType,
    };
    const variants = await Promise.all(
      MEDIA_VARIANT_WIDTHS.map(async (target) => {
        const copy = await sharp(upright.data)
          .resize({ width: target, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
        return { name: `${hash}-${target}.webp`, bytes: copy.data, contentType: 'image/webp', width: copy.info.width };
      }),
    );
    return { type, width: upright.info.width, height: upright.info.height, original, variants };
  } catch {
    throw new ImageRefused('image', UNREADABLE_MESSAGE);
  }
}

/**
 * The same format as uploaded, at a quality that keeps a photo indistinguishable on a page.
 * libjpeg-turbo rather than mozjpeg: mozjpeg took 13 s instead of 2.6 s on a noisy 24-megapixel
 * photo on two busy cores, to save a little on a file pages rarely load (they load the WebP copies).
 */
function encode(pipeline: Sharp, type: ImageType): Sharp {
  switch (type) {
    case 'jpeg':
      return pipeline.jpeg({ quality: 85 });
    case 'png':
      return pipeline.png({ compressionLevel: 9 });
    case 'webp':
      return pipeline.webp({ quality: 85 });
    case 'avif':
      return pipeline.avif({ quality: 60 });
  }
}
