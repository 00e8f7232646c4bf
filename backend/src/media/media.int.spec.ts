import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import sharp, { type Sharp } from 'sharp';
import {
  INSECURE_IMAGE_URL_MESSAGE,
  type ApiErrorBody,
  type EventListing,
  type UploadedImage,
} from '@dental/contracts';
import { TestApp, eventForm } from '../testing/test-app';
import { SIGN_IN_REQUIRED } from '../auth/admin-session.guard';
import { signInAs } from '../mail/testing/mail-test-kit';
import {
  MAX_UPLOAD_BYTES,
  SVG_MESSAGE,
  TOO_LARGE_MESSAGE,
  TOO_MANY_PIXELS_MESSAGE,
  UNREADABLE_MESSAGE,
  UNSUPPORTED_MESSAGE,
} from './image-processing';
import { MEDIA_CACHE_CONTROL } from './media-files';
import { NOT_MULTIPART_MESSAGE, NO_FILE_MESSAGE } from './media.controller';

interface Part {
  field?: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** A multipart/form-data body as a browser's FormData sends it. */
function multipart(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = `----upload${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'file'}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
    ),
    part.bytes,
    Buffer.from('\r\n'),
  ]);
  return {
    body: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** GPS position and camera details, as a phone writes them. */
const PHONE_EXIF = {
  IFD0: { Make: 'PhoneMaker', Model: 'Phone 15', Copyright: 'Dr. Example' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '40/1 44/1 5400/100',
    GPSLongitudeRef: 'W',
    GPSLongitude: '73/1 59/1 1100/100',
  },
};

/** A photo-like picture (a gradient with noise, so it compresses like a photo rather than to nothing). */
function photo(width: number, height: number): Promise<Sharp> {
  return Promise.resolve(
    sharp({
      create: { width, height, channels: 3, background: '#5a7fa8', noise: { type: 'gaussian', mean: 120, sigma: 30 } },
    }),
  );
}

describe('image upload (POST /api/media) and /media/ files', () => {
  let app: TestApp;
  let cookie: string;

  beforeAll(async () => {
    app = await TestApp.start();
    cookie = await app.login();
  });
  afterAll(async () => {
    await app.stop();
  });

  const inject = (options: {
    method?: 'GET' | 'POST';
    url: string;
    headers?: Record<string, string>;
    payload?: Buffer | string;
  }) =>
    app.app
      .getHttpAdapter()
      .getInstance()
      .inject({
        method: options.method ?? 'GET',
        url: options.url,
        headers: options.headers,
        payload: options.payload,
      });

  async function upload(parts: Part[], headers: Record<string, string> = { cookie }) {
    const { body, contentType } = multipart(parts);
    const response = await inject({
      method: 'POST',
      url: '/api/media',
      headers: { ...headers, 'content-type': contentType },
      payload: body,
    });
    return { status: response.statusCode, body: JSON.parse(response.body) as UploadedImage & { message?: string } };
  }

  async function served(url: string) {
    const response = await inject({ url });
    return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload };
  }

  it('makes resized WebP copies without metadata of a 6000x4000 JPEG carrying GPS EXIF', async () => {
    const original = await (await photo(6000, 4000)).jpeg({ quality: 80 }).withExif(PHONE_EXIF).toBuffer();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const { status, body } = await upload([{ filename: 'IMG_0412.JPG', contentType: 'image/jpeg', bytes: original }]);

    expect(status).toBe(201);
    expect(body.url).toMatch(/^\/media\/[0-9a-f]{64}\.jpg$/);
    expect(body).toMatchObject({ width: 6000, height: 4000 });
    const hash = body.url.slice('/media/'.length, -'.jpg'.length);
    expect(body.variants).toEqual([320, 640, 1280].map((width) => ({ url: `/media/${hash}-${width}.webp`, width })));
    for (const variant of body.variants) {
      const file = await served(variant.url);
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
      const metadata = await sharp(file.bytes).metadata();
      expect(metadata).toMatchObject({
        format: 'webp',
        width: variant.width,
        height: Math.round((variant.width * 4000) / 6000),
      });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
    }
    const kept = await served(body.url);
    expect(kept.headers['content-type']).toBe('image/jpeg');
    expect(kept.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
    // Content addressed: the name is the hash of the bytes served under it.
    expect(createHash('sha256').update(kept.bytes).digest('hex')).toBe(hash);
    const keptMetadata = await sharp(kept.bytes).metadata();
    expect(keptMetadata).toMatchObject({ format: 'jpeg', width: 6000, height: 4000 });
    expect(keptMetadata.exif).toBeUndefined();
    expect(kept.bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
  }, 60_000);

  it('turns a photo upright per its EXIF orientation before the orientation is removed', async () => {
    // Orientation 6: stored 600 wide and 400 high, shown rotated a quarter turn (400 wide, 600 high).
    const sideways = await (await photo(600, 400)).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const { status, body } = await upload([{ filename: 'sideways.jpg', contentType: 'image/jpeg', bytes: sideways }]);
    expect(status).toBe(201);
    expect(body).toMatchObject({ width: 400, height: 600 });
    const metadata = await sharp((await served(body.url)).bytes).metadata();
    expect(metadata).toMatchObject({ width: 400, height: 600 });
    expect(metadata.orientation).toBeUndefined();
    // Not upscaled: the copies named 640 and 1280 hold the original's 400 px and are listed once.
    expect(body.variants.map((variant) => variant.width)).toEqual([320, 400]);
    expect((await sharp((await served(body.url.replace('.jpg', '-1280.webp'))).bytes).metadata()).width).toBe(400);
  });

  it('reads the type from the bytes: a PNG named .jpg is stored and served as PNG', async () => {
    const png = await (await photo(800, 450)).png().toBuffer();
    const { status, body } = await upload([{ filename: 'logo.jpg', contentType: 'image/jpeg', bytes: png }]);
    expect(status).toBe(201);
    expect(body.url).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    const file = await served(body.url);
    expect(file.headers['content-type']).toBe('image/png');
    expect((await sharp(file.bytes).metadata()).format).toBe('png');
  });

  it('accepts WebP and AVIF', async () => {
    for (const [format, ext] of [
      ['webp', 'webp'],
      ['avif', 'avif'],
    ] as const) {
      const bytes = await (await photo(320, 200)).toFormat(format).toBuffer();
      const { status, body } = await upload([{ filename: `picture.${ext}`, contentType: `image/${ext}`, bytes }]);
      expect(status).toBe(201);
      expect(body.url).toMatch(new RegExp(`\\.${ext}$`));
      expect((await served(body.url)).headers['content-type']).toBe(`image/${ext}`);
    }
  });

  it.each([
    [
      'an SVG',
      {
        filename: 'logo.svg',
        contentType: 'image/svg+xml',
        bytes: Buffer.from(
          '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        ),
      },
      415,
      SVG_MESSAGE,
    ],
    [
      'an SVG named .png',
      {
        filename: 'logo.png',
        contentType: 'image/png',
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      },
      415,
      SVG_MESSAGE,
    ],
    [
      'a text file renamed .png',
      {
        filename: 'notes.png',
        contentType: 'image/png',
        bytes: Buffer.from('Speaker notes: bring the slides on a USB stick.\n'),
      },
      415,
      UNSUPPORTED_MESSAGE,
    ],
    [
      'a GIF',
      {
        filename: 'a.gif',
        contentType: 'image/gif',
        bytes: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
      },
      415,
      UNSUPPORTED_MESSAGE,
    ],
    [
      'a PNG signature on broken data',
      {
        filename: 'broken.png',
        contentType: 'image/png',
        bytes: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]),
      },
      400,
      UNREADABLE_MESSAGE,
    ],
  ])('refuses %s with a clear message', async (_what, part, status, message) => {
    const response = await upload([part]);
    expect(response).toEqual({ status, body: { message } });
  });

  it('refuses a 20 MB file before reading it, and a file just over 10 MB while streaming it', async () => {
    expect(
      await upload([{ filename: 'huge.jpg', contentType: 'image/jpeg', bytes: Buffer.alloc(20 * 1024 * 1024, 0xff) }]),
    ).toEqual({ status: 413, body: { message: TOO_LARGE_MESSAGE } });
    expect(
      await upload([
        { filename: 'big.jpg', contentType: 'image/jpeg', bytes: Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0xff) },
      ]),
    ).toEqual({ status: 413, body: { message: TOO_LARGE_MESSAGE } });
  });

  it('cuts off a 20 MB file sent without a length (chunked) at 10 MB', async () => {
    const { body, contentType } = multipart([
      { filename: 'huge.jpg', contentType: 'image/jpeg', bytes: Buffer.alloc(20 * 1024 * 1024, 0xff) },
    ]);
    // A stream payload is sent with no Content-Length: only the cap while streaming can stop it.
    const chunks = Array.from({ length: Math.ceil(body.length / 65536) }, (_, index) =>
      body.subarray(index * 65536, (index + 1) * 65536),
    );
    const response = await app.app
      .getHttpAdapter()
      .getInstance()
      .inject({
        method: 'POST',
        url: '/api/media',
        headers: { cookie, 'content-type': contentType, 'transfer-encoding': 'chunked' },
        payload: Readable.from(chunks),
      });
    expect({ status: response.statusCode, body: JSON.parse(response.body) as unknown }).toEqual({
      status: 413,
      body: { message: TOO_LARGE_MESSAGE },
    });
  });

  it('refuses an image wider than 12000 px, before decoding it', async () => {
    const wide = await sharp({ create: { width: 12_001, height: 2, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(await upload([{ filename: 'banner.png', contentType: 'image/png', bytes: wide }])).toEqual({
      status: 400,
      body: { message: TOO_MANY_PIXELS_MESSAGE },
    });
  });

  it('refuses an image of more than 40 megapixels within 12000 px a side with the size message, not as damaged', async () => {
    const large = await sharp({ create: { width: 7_000, height: 6_000, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(await upload([{ filename: 'poster.png', contentType: 'image/png', bytes: large }])).toEqual({
      status: 400,
      body: { message: TOO_MANY_PIXELS_MESSAGE },
    });
  });

  it('asks for multipart with a file field', async () => {
    const json = await inject({
      method: 'POST',
      url: '/api/media',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(json.statusCode).toBe(415);
    expect(JSON.parse(json.body)).toEqual({ message: NOT_MULTIPART_MESSAGE });
    const png = await (await photo(10, 10)).png().toBuffer();
    expect(await upload([{ field: 'image', filename: 'a.png', contentType: 'image/png', bytes: png }])).toEqual({
      status: 400,
      body: { message: NO_FILE_MESSAGE },
    });
  });

  it('is for editors and owners: reviewers are refused, anonymous visitors asked to sign in', async () => {
    const png = await (await photo(10, 10)).png().toBuffer();
    const part = { filename: 'a.png', contentType: 'image/png', bytes: png };
    expect(await upload([part], {})).toEqual({ status: 401, body: { message: SIGN_IN_REQUIRED } });
    expect((await upload([part], { cookie: await signInAs(app, cookie, 'editor') })).status).toBe(201);
    const refused = await upload([part], { cookie: await signInAs(app, cookie, 'reviewer') });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toEqual(expect.any(String));
  });

  it('serves only stored content-addressed names, and answers 304 to a browser that has the file', async () => {
    const png = await (await photo(40, 40)).png().toBuffer();
    const { body } = await upload([{ filename: 'a.png', contentType: 'image/png', bytes: png }]);
    const first = await served(body.url);
    expect(first.headers['content-security-policy']).toMatch(/img-src 'self'/);
    const again = await inject({ url: body.url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    for (const url of [
      `/media/${'0'.repeat(64)}.png`,
      '/media/..%2F..%2Fevents.sqlite',
      '/media/session-secret',
      `/media/${'0'.repeat(64)}.svg`,
    ]) {
      expect((await served(url)).status).toBe(404);
    }
  });

  it('lets an uploaded image be an event image, and refuses http:// image addresses in the event, speaker and sponsor forms', async () => {
    const png = await (await photo(64, 36)).png().toBuffer();
    const { body: uploaded } = await upload([{ filename: 'a.png', contentType: 'image/png', bytes: png }]);
    const event = await app.request<{ id: string }>('POST', '/api/events', {
      cookie,
      body: eventForm({ image: uploaded.url }),
    });
    expect(event.status).toBe(201);
    expect((await app.request<EventListing>('GET', `/api/events/${event.body.id}`, { cookie })).body.image).toBe(
      uploaded.url,
    );

    const insecure = 'http://photos.example.com/picture.jpg';
    const refusedEvent = await app.request<ApiErrorBody>('POST', '/api/events', {
      cookie,
      body: eventForm({ image: insecure }),
    });
    expect(refusedEvent.status).toBe(400);
    expect(refusedEvent.body.message).toBe(INSECURE_IMAGE_URL_MESSAGE);
    const refusedSpeaker = await app.request('PATCH', `/api/events/${event.body.id}`, {
      cookie,
      body: { image: insecure },
    });
    expect(refusedSpeaker.status).toBe(400);
    const speaker = await app.request<ApiErrorBody>('POST', '/api/speakers', {
      cookie,
      body: {
        eventId: event.body.id,
        name: 'Rafael Montoya',
        profession: 'Oral Surgeon',
        specialty: 'Implants',
        lectureTitle: 'Sinus lifts',
        email: 'rafa@example.com',
        image: insecure,
      },
    });
    expect(speaker.status).toBe(400);
    expect(speaker.body.message).toBe(INSECURE_IMAGE_URL_MESSAGE);
    const sponsor = await app.request<ApiErrorBody>('POST', '/api/sponsors', {
      cookie,
      body: {
        name: 'NovaDent Systems',
        description: 'Imaging and scanning.',
        logo: insecure,
        tier: 'gold',
        companyImage: insecure,
      },
    });
    expect(sponsor.status).toBe(400);
    // Said once in the message; each field is named in the issues.
    expect(sponsor.body.message).toBe(INSECURE_IMAGE_URL_MESSAGE);
    expect(sponsor.body.issues?.map((issue) => issue.path).sort()).toEqual(['companyImage', 'logo']);
  });
});
