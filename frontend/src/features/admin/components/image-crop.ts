/**
 * The crop of an image before it is uploaded: the shape a page shows it in, the part of the
 * picture kept (zoom and where it is centred) and the size of the file sent. Pure, so the
 * arithmetic is tested apart from the canvas that draws it.
 */

/** How a picture is shown on the public pages: headshots are round (square), event images 16:9, logos as they are. */
export type ImageShape = 'square' | 'wide' | 'free';

/** Width / height of each shape; null keeps the picture's own proportions (no crop). */
export const SHAPE_ASPECT: Readonly<Record<ImageShape, number | null>> = { square: 1, wide: 16 / 9, free: null };

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;

/**
 * The longest side sent: the pages show at most 1280 px wide copies (1280 at 2x for a hero), so
 * a larger file would only be a slower upload of pixels nobody sees.
 */
export const MAX_OUTPUT_SIDE = 2560;

/** Which part of the picture is kept: zoom 1 is the largest crop of the shape, centred at `center` (0-1 of each side). */
export interface CropView {
  zoom: number;
  center: { x: number; y: number };
}

/** A rectangle of the source picture, in its pixels. */
export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const INITIAL_VIEW: CropView = { zoom: 1, center: { x: 0.5, y: 0.5 } };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function clampZoom(zoom: number): number {
  return Number.isFinite(zoom) ? clamp(zoom, MIN_ZOOM, MAX_ZOOM) : MIN_ZOOM;
}

/** The size of the crop at zoom 1: the largest rectangle of the shape inside the picture. */
function fullCropSize(width: number, height: number, aspect: number): { width: number; height: number } {
  return width / height > aspect ? { width: height * aspect, height } : { width, height: width / aspect };
}

/**
 * The source rectangle kept for a view: the shape's largest crop shrunk by the zoom, centred where
 * asked but never past the picture's edges (a centre too close to an edge is moved inwards).
 */
export function cropRect(width: number, height: number, aspect: number | null, view: CropView): CropRect {
  // A logo is never cropped: no zoom or centre changes what is kept.
  if (aspect === null) return { x: 0, y: 0, width, height };
  const full = fullCropSize(width, height, aspect);
  const zoom = clampZoom(view.zoom);
  const cropWidth = full.width / zoom;
  const cropHeight = full.height / zoom;
  const x = clamp(view.center.x * width - cropWidth / 2, 0, width - cropWidth);
  const y = clamp(view.center.y * height - cropHeight / 2, 0, height - cropHeight);
  return { x, y, width: cropWidth, height: cropHeight };
}

/** The view whose crop is the one actually shown: the centre moved back inside, the zoom within its range. */
export function settleView(width: number, height: number, aspect: number | null, view: CropView): CropView {
  const rect = cropRect(width, height, aspect, view);
  return {
    zoom: clampZoom(view.zoom),
    center: { x: (rect.x + rect.width / 2) / width, y: (rect.y + rect.height / 2) / height },
  };
}

/**
 * The view after dragging the displayed crop by (dx, dy) screen pixels, the crop being shown
 * `displayWidth` pixels wide: the picture follows the pointer, so the centre moves the other way.
 */
export function panView(
  width: number,
  height: number,
  aspect: number | null,
  view: CropView,
  dx: number,
  dy: number,
  displayWidth: number,
): CropView {
  if (displayWidth <= 0) return view;
  const rect = cropRect(width, height, aspect, view);
  const sourcePerScreenPixel = rect.width / displayWidth;
  const centerX = rect.x + rect.width / 2 - dx * sourcePerScreenPixel;
  const centerY = rect.y + rect.height / 2 - dy * sourcePerScreenPixel;
  return settleView(width, height, aspect, { zoom: view.zoom, center: { x: centerX / width, y: centerY / height } });
}

/** The pixel size of the file made from a crop: the crop's own size, scaled down to MAX_OUTPUT_SIDE at most, never up. */
export function outputSize(rect: CropRect, maxSide: number = MAX_OUTPUT_SIDE): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(rect.width, rect.height));
  return { width: Math.max(1, Math.round(rect.width * scale)), height: Math.max(1, Math.round(rect.height * scale)) };
}

/** The types the server accepts (it checks the bytes again): JPEG, PNG, WebP, AVIF. No SVG. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
/** The server's cap; checked first here so nobody waits for a 10 MB upload to be refused. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Why a chosen file cannot be uploaded, in the words the server uses, or null when it may be tried. */
export function fileProblem(file: { type: string; size: number }): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type))
    return 'Choose a JPEG, PNG, WebP or AVIF image (SVG and other files are not accepted).';
  if (file.size > MAX_UPLOAD_BYTES) return 'This image is larger than 10 MB. Choose a smaller file.';
  return null;
}

/**
 * The type of the file drawn from a crop: PNG stays PNG (a logo's transparency), anything else
 * becomes JPEG, which every browser's canvas can write.
 */
export function croppedFileType(sourceType: string): 'image/png' | 'image/jpeg' {
  return sourceType === 'image/png' ? 'image/png' : 'image/jpeg';
}

/** 'headshot.png' cropped to JPEG is sent as 'headshot.jpg'. */
export function croppedFileName(name: string, type: 'image/png' | 'image/jpeg'): string {
  const base = name.replace(/\.[^./\\]*$/, '') || 'image';
  return `${base}.${type === 'image/png' ? 'png' : 'jpg'}`;
}
