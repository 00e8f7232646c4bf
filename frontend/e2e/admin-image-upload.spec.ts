import type { Page, Response } from '@playwright/test';
import {
  chooseEvent,
  adminApi,
  adminScreenshot,
  expect,
  openAdmin,
  seriousAxeViolations,
  signInByApi,
  test,
  unique,
} from './admin-fixtures';
import { isPhone } from './support/fixtures';

interface Uploaded {
  url: string;
  width: number;
  height: number;
  variants: Array<{ url: string; width: number }>;
}

const RED = [220, 30, 40];
const BLUE = [20, 60, 220];

/**
 * A picture made by the browser's canvas, as the admin's file: its left 40% red and the rest blue,
 * so where a crop was taken (centred: blue in the middle) can be read back from its colour.
 */
async function testPicture(
  page: Page,
  width: number,
  height: number,
  type: 'image/jpeg' | 'image/png',
): Promise<Buffer> {
  const base64 = await page.evaluate(
    ({ width, height, type, red, blue }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      context.fillStyle = `rgb(${red.join(',')})`;
      const split = Math.round(width * 0.4);
      context.fillRect(0, 0, split, height);
      context.fillStyle = `rgb(${blue.join(',')})`;
      context.fillRect(split, 0, width - split, height);
      return canvas.toDataURL(type, 0.95).split(',')[1];
    },
    { width, height, type, red: RED, blue: BLUE },
  );
  return Buffer.from(base64, 'base64');
}

/** The colour at the middle of an image the site serves, drawn by the browser (the CSP allows the site's own images). */
async function middleColour(page: Page, url: string): Promise<number[]> {
  return page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    return Array.from(
      context
        .getImageData(Math.floor(image.naturalWidth / 2), Math.floor(image.naturalHeight / 2), 1, 1)
        .data.slice(0, 3),
    );
  }, url);
}

/** The colour at the middle of the crop preview on screen. */
async function previewColour(page: Page): Promise<number[]> {
  return page.getByTestId('crop-preview').evaluate((canvas: HTMLCanvasElement) => {
    const context = canvas.getContext('2d')!;
    return Array.from(
      context.getImageData(Math.floor(canvas.width / 2), Math.floor(canvas.height / 2), 1, 1).data.slice(0, 3),
    );
  });
}

const isNear = (actual: number[], expected: number[]) =>
  actual.length === 3 && actual.every((channel, index) => Math.abs(channel - expected[index]) < 40);

function expectColour(actual: number[], expected: number[]): void {
  expect(isNear(actual, expected), `colour ${actual.join(',')} near ${expected.join(',')}`).toBe(true);
}

const isMediaUpload = (response: Response) =>
  response.url().endsWith('/api/media') && response.request().method() === 'POST';

test.describe('image upload', () => {
  test('an event image is cropped to 16:9 in the browser, uploaded with progress, and shown on the public page with a srcset @screenshot', async ({
    page,
  }) => {
    await signInByApi(page);
    const event = await adminApi.createEvent(page, unique('Upload Test Symposium'));
    await openAdmin(page, `/admin/events/${event.id}/edit`, /Edit Event/);

    await page.getByRole('combobox', { name: 'Image' }).selectOption({ label: 'Upload an image or give its URL' });
    const upload = page.getByTestId('image-upload');
    await expect(upload.getByRole('button', { name: 'Choose an event image' })).toBeVisible();
    await upload.locator('input[type=file]').setInputFiles({
      name: 'hall.jpg',
      mimeType: 'image/jpeg',
      buffer: await testPicture(page, 2000, 1000, 'image/jpeg'),
    });

    // The largest 16:9 part of a 2:1 picture, centred.
    await expect(page.getByTestId('crop-size')).toHaveText('hall.jpg: 2000 × 1000 px, sent as 1778 × 1000 px');
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect(page.getByTestId('crop-size')).toHaveText('hall.jpg: 2000 × 1000 px, sent as 889 × 500 px');

    await expect
      .poll(async () => isNear(await previewColour(page), BLUE), 'a centred crop is blue in the middle')
      .toBe(true);
    // Move the picture right, as far as it goes: the frame then holds its left side, red in the middle.
    const preview = page.getByTestId('crop-preview');
    if (isPhone(page)) {
      await preview.focus();
      for (let step = 0; step < 6; step += 1) await page.keyboard.press('Shift+ArrowRight');
    } else {
      const box = (await preview.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 1.5, box.y + box.height / 2, { steps: 8 });
      await page.mouse.up();
    }
    await expect.poll(async () => isNear(await previewColour(page), RED), 'the frame shows the left side').toBe(true);
    await adminScreenshot(page, `image-upload-crop`);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Held back a moment on its way, so the upload's progress is on screen long enough to be read.
    await page.route('**/api/media', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    const answer = page.waitForResponse(isMediaUpload);
    await page.getByRole('button', { name: 'Crop and upload' }).click();
    await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
    const response = await answer;
    await page.unroute('**/api/media');
    expect(response.status()).toBe(201);
    const uploaded = (await response.json()) as Uploaded;
    expect({ width: uploaded.width, height: uploaded.height }).toEqual({ width: 889, height: 500 });
    await expect(
      page.getByRole('status').filter({ hasText: 'Image uploaded. Save the form to keep it.' }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Custom image URL' })).toHaveValue(uploaded.url);
    // What was stored is what the frame showed: the left side.
    expectColour(await middleColour(page, uploaded.url), RED);

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(/\/admin\/events$/);
    expect((await adminApi.events(page)).find((item) => item.id === event.id)?.image).toBe(uploaded.url);

    // The public page, as a visitor gets it from the server: the hero picks a copy by width.
    const visitor = await page.context().browser()!.newContext();
    const publicPage = await visitor.newPage();
    await publicPage.goto(`/events/${event.id}`);
    const hero = publicPage.getByRole('img', { name: event.title });
    await expect(hero).toHaveAttribute('src', uploaded.url);
    const hash = uploaded.url.slice('/media/'.length).split('.')[0];
    await expect(hero).toHaveAttribute(
      'srcset',
      `/media/${hash}-320.webp 320w, /media/${hash}-640.webp 640w, /media/${hash}-1280.webp 1280w`,
    );
    await expect
      .poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    expect(await hero.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
      new RegExp(`/media/${hash}-\\d+\\.webp$`),
    );
    await visitor.close();
  });

  test('a headshot is cropped square and shown on the speaker page with a srcset @screenshot', async ({ page }) => {
    await signInByApi(page);
    const event = await adminApi.createEvent(page, unique('Headshot Test Day'));
    const created = await page.request.post('/api/speakers', {
      data: {
        eventId: event.id,
        name: unique('Dr. Iris Okafor'),
        email: 'iris.okafor@example.org',
        profession: 'Endodontist',
        specialty: 'Microsurgery',
        lectureTitle: 'Seeing the Apex',
      },
    });
    expect(created.ok(), await created.text()).toBeTruthy();
    const speaker = (await created.json()) as { id: string; name: string };
    await openAdmin(page, `/admin/speakers/edit/${speaker.id}`, /Edit Speaker/);

    const upload = page.getByTestId('image-upload');
    await upload.locator('input[type=file]').setInputFiles({
      name: 'iris.png',
      mimeType: 'image/png',
      buffer: await testPicture(page, 1200, 800, 'image/png'),
    });
    await expect(page.getByTestId('crop-size')).toHaveText('iris.png: 1200 × 800 px, sent as 800 × 800 px');
    await adminScreenshot(page, `image-upload-headshot`);

    const answer = page.waitForResponse(isMediaUpload);
    await page.getByRole('button', { name: 'Crop and upload' }).click();
    const uploaded = (await (await answer).json()) as Uploaded;
    expect({ width: uploaded.width, height: uploaded.height, png: uploaded.url.endsWith('.png') }).toEqual({
      width: 800,
      height: 800,
      png: true,
    });
    await expect(page.getByRole('textbox', { name: 'Photo URL' })).toHaveValue(uploaded.url);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(`/admin/speakers?eventId=${event.id}`);

    const visitor = await page.context().browser()!.newContext();
    const publicPage = await visitor.newPage();
    await publicPage.goto(`/speakers/${speaker.id}`);
    const photo = publicPage.locator(`main img[src="${uploaded.url}"]`).first();
    await expect(photo).toHaveAttribute('srcset', /-320\.webp 320w, .*-640\.webp 640w, .*-1280\.webp 1280w$/);
    await expect(photo).toHaveAttribute('sizes', '(min-width: 768px) 220px, (min-width: 640px) 160px, 128px');
    await visitor.close();
  });

  test('a sponsor logo is uploaded whole, and a file the server refuses shows its message @desktop-only', async ({
    page,
    adminProblems,
  }) => {
    await signInByApi(page);
    const event = await adminApi.createEvent(page, unique('Logo Test Forum'));
    await openAdmin(page, '/admin/sponsors', 'Manage Sponsors');
    await page.getByRole('button', { name: 'Add New Sponsor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Sponsor' });
    const logoUpload = dialog.getByTestId('image-upload').first();

    // Not an image at all: said before anything is sent.
    await logoUpload.locator('input[type=file]').setInputFiles({
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    await expect(logoUpload.getByRole('alert')).toHaveText(
      'Choose a JPEG, PNG, WebP or AVIF image (SVG and other files are not accepted).',
    );

    // Wider than the server takes (logos are sent as they are): the server's own words are shown.
    adminProblems.allow(/\/api\/media$/);
    adminProblems.allow(/Failed to load resource/);
    await logoUpload.locator('input[type=file]').setInputFiles({
      name: 'banner.png',
      mimeType: 'image/png',
      buffer: await testPicture(page, 12_100, 40, 'image/png'),
    });
    await expect(logoUpload.getByRole('button', { name: 'Upload image' })).toBeVisible();
    await expect(logoUpload.getByRole('slider')).toHaveCount(0);
    const refused = page.waitForResponse(isMediaUpload);
    await logoUpload.getByRole('button', { name: 'Upload image' }).click();
    const refusal = await refused;
    expect(refusal.status()).toBeGreaterThanOrEqual(400);
    expect(refusal.status()).toBeLessThan(500);
    const { message } = (await refusal.json()) as { message: string };
    await expect(logoUpload.getByRole('alert')).toHaveText(message);
    await logoUpload.getByRole('button', { name: 'Cancel' }).click();

    await logoUpload.locator('input[type=file]').setInputFiles({
      name: 'lumen.png',
      mimeType: 'image/png',
      buffer: await testPicture(page, 600, 200, 'image/png'),
    });
    await expect(dialog.getByTestId('crop-size')).toHaveText('lumen.png: 600 × 200 px');
    const answer = page.waitForResponse(isMediaUpload);
    await logoUpload.getByRole('button', { name: 'Upload image' }).click();
    const uploaded = (await (await answer).json()) as Uploaded;
    expect({ width: uploaded.width, height: uploaded.height }).toEqual({ width: 600, height: 200 });
    await expect(dialog.getByRole('textbox', { name: 'Logo URL' })).toHaveValue(uploaded.url);

    const name = unique('Lumen Dental');
    await dialog.getByRole('textbox', { name: 'Company name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Curing lights.');
    await chooseEvent(dialog, 'Event', event);
    await dialog.getByRole('button', { name: 'Add Sponsor' }).click();
    await expect(dialog).toBeHidden();

    const visitor = await page.context().browser()!.newContext();
    const publicPage = await visitor.newPage();
    await publicPage.goto(`/events/${event.id}`);
    const card = publicPage.getByRole('article').filter({ hasText: name });
    const logo = card.locator(`img[src="${uploaded.url}"]`);
    await expect(logo).toHaveAttribute('srcset', /-320\.webp 320w/);
    await expect
      .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    await visitor.close();
  });
});
