import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  MEDIA_FILE_NAME,
  MediaStorage,
  StoredMedia,
  assertMediaName,
  contentTypeOfMediaName,
} from './media-storage.port';

/** The folder under DATA_DIR that holds uploaded images (npm run backup copies it). */
export const MEDIA_DIRECTORY = 'media';

/**
 * One file per name in DATA_DIR/media. A file is written under a temporary name and renamed, so a
 * reader (or a crash) never sees half a file; two processes storing the same name write the same
 * bytes, and the last rename wins harmlessly.
 */
export class FileMediaStorage extends MediaStorage {
  constructor(private readonly directory: string) {
    super();
  }

  async put(name: string, file: StoredMedia): Promise<void> {
    assertMediaName(name);
    const target = join(this.directory, name);
    if (await exists(target)) return;
    await mkdir(this.directory, { recursive: true });
    const temporary = join(this.directory, `.${name}.${randomBytes(6).toString('hex')}.partial`);
    try {
      await writeFile(temporary, file.bytes, { mode: 0o644 });
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(name: string): Promise<StoredMedia | null> {
    if (!MEDIA_FILE_NAME.test(name)) return null;
    try {
      return { bytes: await readFile(join(this.directory, name)), contentType: contentTypeOfMediaName(name) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async close(): Promise<void> {
    // Nothing held open.
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}
