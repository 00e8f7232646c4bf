/** The image types an admin may upload, by what their bytes say (never by file name or the browser's claim). */
export type ImageType = 'jpeg' | 'png' | 'webp' | 'avif';

/** Each type's file extension in /media/ URLs and its content type. */
export const IMAGE_TYPES: Readonly<Record<ImageType, { ext: string; contentType: string }>> = {
  jpeg: { ext: 'jpg', contentType: 'image/jpeg' },
  png: { ext: 'png', contentType: 'image/png' },
  webp: { ext: 'webp', contentType: 'image/webp' },
  avif: { ext: 'avif', contentType: 'image/avif' },
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The type the file's first bytes announce, or null. This is the first of two checks: sharp then
 * decodes the header and must agree (image-processing.ts), so a file needs both the right
 * signature and a readable image of that type.
 */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  if (isAvif(bytes)) return 'avif';
  return null;
}

/** An ISO-BMFF 'ftyp' box whose major or compatible brands name AVIF ('avif' still, 'avis' sequence). */
function isAvif(bytes: Buffer): boolean {
  if (bytes.length < 16 || bytes.toString('latin1', 4, 8) !== 'ftyp') return false;
  const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
  for (let offset = 8; offset + 4 <= boxSize; offset += 4) {
    if (offset === 12) continue; // the minor version, not a brand
    const brand = bytes.toString('latin1', offset, offset + 4);
    if (brand === 'avif' || brand === 'avis') return true;
  }
  return false;
}

/** Whether the bytes look like SVG (or other XML): refused with its own reason, since it may carry scripts. */
export function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  return (
    head.startsWith('<?xml') ||
    head.startsWith('<svg') ||
    head.startsWith('<!doctype svg') ||
    (head.startsWith('<!--') && head.includes('<svg'))
  );
}
