/** A stored file of /media/: its bytes and the content type it is served with. */
export interface StoredMedia {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where uploaded images live. Names are content addressed (`<sha256>.<ext>`, `<sha256>-<width>.webp`),
 * so a name always means the same bytes: writing a name that exists changes nothing, and any
 * instance may serve any file. Files under DATA_DIR by default; GridFS when the read models are in
 * MongoDB (several instances, one store). See docs/decisions/ "uploaded images".
 */
export abstract class MediaStorage {
  /** Stores the file unless a file of that name exists already. */
  abstract put(name: string, file: StoredMedia): Promise<void>;
  /** The file, or null when nothing of that name is stored. */
  abstract get(name: string): Promise<StoredMedia | null>;
  abstract close(): Promise<void>;
}

/** The only names ever stored or looked up: anything else is not a media file (and never a path). */
export const MEDIA_FILE_NAME = /^[0-9a-f]{64}(?:\.(?:jpg|png|webp|avif)|-[1-9][0-9]{1,4}\.webp)$/;

const CONTENT_TYPE_BY_EXT: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

/** The content type a media file name stands for (stores that keep no type of their own read it from the name). */
export function contentTypeOfMediaName(name: string): string {
  return CONTENT_TYPE_BY_EXT[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

export function assertMediaName(name: string): void {
  if (!MEDIA_FILE_NAME.test(name)) throw new Error(`Not a media file name: ${JSON.stringify(name)}`);
}
