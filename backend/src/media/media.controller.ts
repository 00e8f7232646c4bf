import { Controller, HttpException, HttpStatus, Post, Req } from '@nestjs/common';
import type { UploadedImage } from '@dental/contracts';
import type { FastifyRequest } from 'fastify';
import { ForEditors } from '../shared/http/access.decorators';
import { invalid } from '../shared/domain/domain-errors';
import { ImageRefused, MAX_UPLOAD_BYTES, ProcessedImage, TOO_LARGE_MESSAGE, processImage } from './image-processing';
import { MediaStorage } from './media-storage.port';

export const NOT_MULTIPART_MESSAGE = "Send the image as multipart/form-data, in a field named 'file'.";
export const NO_FILE_MESSAGE = "Choose an image file to upload (in a field named 'file').";
export const UNREADABLE_UPLOAD_MESSAGE = "The upload could not be read: send one image file, in a field named 'file'.";

/**
 * What @fastify/multipart adds to a request (its own type augmentation names 'fastify', which this
 * workspace resolves from backend/node_modules while the plugin is hoisted to the root).
 */
interface UploadedPart {
  fieldname: string;
  toBuffer(): Promise<Buffer>;
}
type MultipartRequest = FastifyRequest & {
  isMultipart(): boolean;
  file(options: { limits: Record<string, number> }): Promise<UploadedPart | undefined>;
};

/** Room for the multipart boundaries and part headers around a file of MAX_UPLOAD_BYTES. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * POST /api/media: an admin uploads an image from their computer; the answer's `url` goes into any
 * image field (event image, speaker photo, sponsor logo or company image), so editors and owners
 * may upload, as they edit those; reviewers may not. Checking and resizing run here, in the
 * request, since the admin waits for the URL; the work is bounded by the size and pixel caps.
 */
@Controller('api/media')
export class MediaController {
  constructor(private readonly storage: MediaStorage) {}

  @Post()
  @ForEditors()
  async upload(@Req() request: FastifyRequest): Promise<UploadedImage> {
    const bytes = await readUploadedFile(request as MultipartRequest);
    let image: ProcessedImage;
    try {
      image = await processImage(bytes);
    } catch (error) {
      if (error instanceof ImageRefused) throw refusal(error);
      throw error;
    }
    // The copies first: once the original is stored, every name derived from it exists.
    for (const variant of image.variants) await this.storage.put(variant.name, variant);
    await this.storage.put(image.original.name, image.original);
    const seen = new Set<number>();
    return {
      url: `/media/${image.original.name}`,
      width: image.width,
      height: image.height,
      // A narrow original's wider copies are the same width: listed once, under the first name.
      variants: image.variants
        .filter((variant) => !seen.has(variant.width) && seen.add(variant.width))
        .map((variant) => ({ url: `/media/${variant.name}`, width: variant.width })),
    };
  }
}

/**
 * The bytes of the multipart field `file`, read up to MAX_UPLOAD_BYTES: a larger declared body is
 * refused before anything is read, and a body without a length (chunked) is cut off at the cap.
 */
async function readUploadedFile(request: MultipartRequest): Promise<Buffer> {
  if (!request.isMultipart())
    throw new HttpException({ message: NOT_MULTIPART_MESSAGE }, HttpStatus.UNSUPPORTED_MEDIA_TYPE);
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES) throw tooLarge();
  let part: UploadedPart | undefined;
  try {
    part = await request.file({
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
    });
    if (!part || part.fieldname !== 'file') throw invalid(NO_FILE_MESSAGE);
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    const status = (error as { statusCode?: number }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw invalid(UNREADABLE_UPLOAD_MESSAGE);
    throw error;
  }
}

function tooLarge(): HttpException {
  return new HttpException({ message: TOO_LARGE_MESSAGE }, HttpStatus.PAYLOAD_TOO_LARGE);
}

function refusal(error: ImageRefused): Error {
  if (error.reason === 'size') return tooLarge();
  if (error.reason === 'type') return new HttpException({ message: error.message }, HttpStatus.UNSUPPORTED_MEDIA_TYPE);
  return invalid(error.message);
}
