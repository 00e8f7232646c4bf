import { GridFSBucket, MongoClient } from 'mongodb';
import {
  MEDIA_FILE_NAME,
  MediaStorage,
  StoredMedia,
  assertMediaName,
  contentTypeOfMediaName,
} from './media-storage.port';

/** The GridFS bucket (collections media.files and media.chunks) in the read models' database. */
export const MEDIA_BUCKET = 'media';

/**
 * Uploaded images in GridFS, in the MongoDB the read models already use, so instances on several
 * hosts serve the same files and a MongoDB backup holds them. GridFS writes a file's chunks before
 * its files document, so a reader never finds half a file. Two instances storing the same name at
 * once may both write it; the bytes are the same (the name is their hash) and a read takes the newest.
 */
export class GridFsMediaStorage extends MediaStorage {
  private readonly client: MongoClient;
  private readonly bucket: GridFSBucket;

  constructor(uri: string, databaseName?: string) {
    super();
    this.client = new MongoClient(uri, { serverSelectionTimeoutMS: 3000, connectTimeoutMS: 3000 });
    this.bucket = new GridFSBucket(this.client.db(databaseName), { bucketName: MEDIA_BUCKET });
  }

  async connect(): Promise<this> {
    await this.client.connect();
    return this;
  }

  async put(name: string, file: StoredMedia): Promise<void> {
    assertMediaName(name);
    if ((await this.bucket.find({ filename: name }, { limit: 1 }).toArray()).length > 0) return;
    await new Promise<void>((resolve, reject) => {
      const upload = this.bucket.openUploadStream(name, { metadata: { contentType: file.contentType } });
      upload.once('error', reject);
      upload.once('finish', () => resolve());
      upload.end(file.bytes);
    });
  }

  async get(name: string): Promise<StoredMedia | null> {
    if (!MEDIA_FILE_NAME.test(name)) return null;
    const [found] = await this.bucket.find({ filename: name }).sort({ uploadDate: -1 }).limit(1).toArray();
    if (!found) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of this.bucket.openDownloadStream(found._id)) chunks.push(chunk as Buffer);
    const contentType =
      typeof found.metadata?.contentType === 'string' ? found.metadata.contentType : contentTypeOfMediaName(name);
    return { bytes: Buffer.concat(chunks), contentType };
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
