import { createHash, randomBytes } from 'node:crypto';
import { MediaStorage } from './media-storage.port';

/** A random content-addressed name, as uploads make them. */
export function randomMediaName(suffix = '.png'): string {
  return `${createHash('sha256').update(randomBytes(16)).digest('hex')}${suffix}`;
}

/**
 * The behaviour every media storage adapter must have. `open` returns a new handle on the SAME
 * storage each call: two handles stand for two instances, which must serve each other's uploads.
 */
export function mediaStorageContract(name: string, open: () => Promise<MediaStorage>, skipReason?: string): void {
  if (skipReason) {
    describe(`${name} media storage contract`, () => {
      it.skip(`skipped: ${skipReason}`, () => undefined);
    });
    return;
  }

  describe(`${name} media storage contract`, () => {
    let first: MediaStorage;
    let second: MediaStorage;
    beforeAll(async () => {
      first = await open();
      second = await open();
    });
    afterAll(async () => {
      await first.close();
      await second.close();
    });

    it('serves a file stored by another instance, byte for byte, with its content type', async () => {
      const name = randomMediaName('.jpg');
      const bytes = randomBytes(300_000);
      await first.put(name, { bytes, contentType: 'image/jpeg' });
      const found = await second.get(name);
      expect(found?.contentType).toBe('image/jpeg');
      expect(found?.bytes.equals(bytes)).toBe(true);
    });

    it('answers null for a name never stored', async () => {
      expect(await first.get(randomMediaName('-640.webp'))).toBeNull();
    });

    it('keeps the first bytes when a name is stored again, also at once from two instances', async () => {
      const name = randomMediaName('-320.webp');
      const bytes = randomBytes(1000);
      await Promise.all([
        first.put(name, { bytes, contentType: 'image/webp' }),
        second.put(name, { bytes, contentType: 'image/webp' }),
      ]);
      await second.put(name, { bytes: randomBytes(10), contentType: 'image/webp' });
      expect((await first.get(name))?.bytes.equals(bytes)).toBe(true);
    });

    it('never stores or reads a name that is not a media file name', async () => {
      await expect(first.put('../escape.png', { bytes: Buffer.from('x'), contentType: 'image/png' })).rejects.toThrow(
        'Not a media file name',
      );
      await expect(
        first.put(`${'a'.repeat(64)}.svg`, { bytes: Buffer.from('x'), contentType: 'image/svg+xml' }),
      ).rejects.toThrow('Not a media file name');
      expect(await first.get('../../etc/passwd')).toBeNull();
      expect(await first.get(`${'a'.repeat(64)}.JPG`)).toBeNull();
    });
  });
}
