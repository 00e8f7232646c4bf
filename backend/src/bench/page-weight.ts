import { chromium, type Browser, type Page, type Response } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Chromium's flags for measuring: no sandbox (root in a container), no GPU, and none of its own background traffic. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Bytes over the wire by kind of response: encoded bodies, as a browser downloads them. */
export interface PageWeight {
  path: string;
  status: number;
  total: number;
  document: number;
  script: number;
  stylesheet: number;
  image: number;
  /** Fonts, media, JSON fetched after hydration, anything else. */
  other: number;
  requests: number;
  /** The document's content-encoding (br when the server compressed it). */
  documentEncoding: string;
}

type Kind = 'document' | 'script' | 'stylesheet' | 'image' | 'other';
const KINDS: Record<string, Kind> = {
  document: 'document',
  script: 'script',
  stylesheet: 'stylesheet',
  image: 'image',
};

export async function withChromium<T>(work: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    return await work(browser);
  } finally {
    await browser.close();
  }
}

/**
 * What a first visit to a page downloads: a new browser context (empty cache), the page loaded
 * until the network is idle, then scrolled to the bottom a screen at a time (cards and images
 * below the fold load as they come near) until the network is idle again. The sum is of encoded
 * body sizes (what came over the wire, compressed), without headers.
 */
export async function measurePage(browser: Browser, origin: string, path: string): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const responses: Response[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on('request', () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  const settled = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  page.on('response', (response) => responses.push(response));
  try {
    const main = await page.goto(`${origin}${path}`, { waitUntil: 'networkidle', timeout: 60_000 });
    await scrollToBottom(page);
    await quiet(
      () => inFlight,
      () => lastActivity,
    );
    const weight: PageWeight = {
      path,
      status: main?.status() ?? 0,
      total: 0,
      document: 0,
      script: 0,
      stylesheet: 0,
      image: 0,
      other: 0,
      requests: 0,
      documentEncoding: (await main?.allHeaders())?.['content-encoding'] ?? 'identity',
    };
    for (const response of responses) {
      if (response.url().startsWith('data:')) continue;
      const bytes = (await response.request().sizes()).responseBodySize;
      const kind = KINDS[response.request().resourceType()] ?? 'other';
      weight[kind] += bytes;
      weight.total += bytes;
      weight.requests += 1;
    }
    return weight;
  } finally {
    await context.close();
  }
}

async function scrollToBottom(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // Bounded: a page that kept growing as it is scrolled would otherwise never end.
    for (let step = 0; step < 300; step += 1) {
      window.scrollBy(0, window.innerHeight);
      await new Promise((resolve) => setTimeout(resolve, 60));
      if (window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2) break;
    }
  });
}

/** Waits until no request has been in flight for half a second (at most 20 s). */
async function quiet(inFlight: () => number, lastActivity: () => number): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (inFlight() <= 0 && Date.now() - lastActivity() >= 500) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
