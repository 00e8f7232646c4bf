import { looksLikeSvg, sniffImageType } from './image-type';

const ftyp = (major: string, ...compatible: string[]) => {
  const brands = [major, '\0\0\0\0', ...compatible].join('');
  const box = Buffer.alloc(8 + brands.length);
  box.writeUInt32BE(box.length, 0);
  box.write('ftyp', 4, 'latin1');
  box.write(brands, 8, 'latin1');
  return Buffer.concat([box, Buffer.alloc(16)]);
};

describe('sniffImageType', () => {
  it.each([
    ['jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])],
    ['png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])],
    ['webp', Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1')],
    ['avif', ftyp('avif', 'mif1', 'miaf')],
    ['avif', ftyp('mif1', 'miaf', 'avis')],
  ])('reads %s from the signature', (type, bytes) => expect(sniffImageType(bytes)).toBe(type));

  it.each([
    ['HEIC (HEVC, not AVIF)', ftyp('heic', 'mif1')],
    ['a WAV file (RIFF, not WEBP)', Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt ', 'latin1')],
    ['GIF', Buffer.from('GIF89a', 'latin1')],
    ['text', Buffer.from('hello, world')],
    ['nothing', Buffer.alloc(0)],
  ])('knows no type for %s', (_what, bytes) => expect(sniffImageType(bytes)).toBeNull());
});

describe('looksLikeSvg', () => {
  it.each([
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
    '\uFEFF  <?xml version="1.0"?><svg/>',
    '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" ""><svg/>',
    '<!-- logo --><svg/>',
  ])('finds SVG in %j', (text) => {
    expect(looksLikeSvg(Buffer.from(text))).toBe(true);
  });

  it('does not call plain text SVG', () => expect(looksLikeSvg(Buffer.from('a <svg> mentioned in text'))).toBe(false));
});
