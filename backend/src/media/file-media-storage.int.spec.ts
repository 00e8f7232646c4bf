import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileMediaStorage } from './file-media-storage';
import { mediaStorageContract, randomMediaName } from './media-storage.contract';

const directory = mkdtempSync(join(tmpdir(), 'media-storage-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

mediaStorageContract('Files under DATA_DIR', () => Promise.resolve(new FileMediaStorage(join(directory, 'media'))));

describe('files under DATA_DIR', () => {
  it('leaves only whole files behind, named as stored', async () => {
    const storage = new FileMediaStorage(join(directory, 'only-whole'));
    const name = randomMediaName('.png');
    await storage.put(name, { bytes: Buffer.alloc(2048, 1), contentType: 'image/png' });
    expect(readdirSync(join(directory, 'only-whole'))).toEqual([name]);
  });
});
