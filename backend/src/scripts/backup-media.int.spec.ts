import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomMediaName } from '../media/media-storage.contract';
import { backupDataDir } from './backup';
import { restoreBackup } from './restore';

/** `npm run backup` carries the uploaded images (DATA_DIR/media) along, and `npm run restore` puts them back. */
describe('backup and restore of uploaded images', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'backup-media-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('copies every media file, and nothing else that sits in the media folder', async () => {
    const dataDir = join(dir, 'data');
    mkdirSync(join(dataDir, 'media'), { recursive: true });
    writeFileSync(join(dataDir, 'session-secret'), 'secret');
    const images = [randomMediaName('.jpg'), randomMediaName('-640.webp')];
    images.forEach((name, index) => writeFileSync(join(dataDir, 'media', name), Buffer.alloc(1000 + index, index + 1)));
    writeFileSync(join(dataDir, 'media', `.${images[0]}.abc.partial`), 'half a file');

    const manifest = await backupDataDir(dataDir, join(dir, 'backup'));
    expect(manifest.files.filter((file) => file.kind === 'media')).toEqual(
      [...images].sort().map((name) => ({ name, kind: 'media', bytes: name.endsWith('.jpg') ? 1000 : 1001 })),
    );
    expect(readdirSync(join(dir, 'backup', 'media')).sort()).toEqual([...images].sort());

    const restored = join(dir, 'restored');
    restoreBackup(join(dir, 'backup'), restored);
    expect(readdirSync(join(restored, 'media')).sort()).toEqual([...images].sort());
    for (const name of images)
      expect(readFileSync(join(restored, 'media', name)).equals(readFileSync(join(dataDir, 'media', name)))).toBe(true);
    expect(readFileSync(join(restored, 'session-secret'), 'utf8')).toBe('secret');
  });

  it('makes a backup without a media folder when nothing was uploaded', async () => {
    const dataDir = join(dir, 'empty');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, 'session-secret'), 'secret');
    const manifest = await backupDataDir(dataDir, join(dir, 'empty-backup'));
    expect(manifest.files.map((file) => file.kind)).toEqual(['file']);
    expect(readdirSync(join(dir, 'empty-backup')).sort()).toEqual(['backup-manifest.json', 'session-secret']);
  });
});
