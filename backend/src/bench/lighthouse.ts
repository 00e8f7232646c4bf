import { execFile } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './page-weight';

/** One Lighthouse run: scores out of 100 and the metrics the performance score is made of. */
export interface LighthouseRun {
  performance: number;
  seo: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  speedIndexMs: number;
}

export function lighthouseVersion(): string {
  return (JSON.parse(readFileSync(require.resolve('lighthouse/package.json'), 'utf8')) as { version: string }).version;
}

/**
 * Runs Lighthouse's command line once on a URL: its default mobile profile (simulated 4x CPU
 * slowdown and throttled 4G), performance and SEO, against Debian's Chromium (CHROME_PATH).
 */
export function runLighthouse(url: string, outputFile: string): Promise<LighthouseRun> {
  const cli = join(dirname(require.resolve('lighthouse/package.json')), 'cli/index.js');
  const args = [
    cli,
    url,
    '--only-categories=performance,seo',
    '--output=json',
    `--output-path=${outputFile}`,
    '--quiet',
    `--chrome-flags=--headless=new ${CHROMIUM_FLAGS.join(' ')}`,
  ];
  return new Promise((resolvePromise, reject) => {
    execFile(
      process.execPath,
      args,
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, timeout: 180_000, maxBuffer: 16 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error) {
          rmSync(outputFile, { force: true });
          const reason =
            /Runtime error encountered: (.*)/.exec(stderr)?.[1] ?? stderr.trim().split('\n').pop() ?? error.message;
          return reject(new Error(`lighthouse failed on ${url}: ${reason}`));
        }
        try {
          const report = JSON.parse(readFileSync(outputFile, 'utf8')) as {
            categories: Record<string, { score: number | null }>;
            audits: Record<string, { numericValue?: number }>;
            runtimeError?: { message: string };
          };
          if (report.runtimeError) throw new Error(report.runtimeError.message);
          const audit = (id: string) => report.audits[id]?.numericValue ?? NaN;
          resolvePromise({
            performance: Math.round((report.categories.performance?.score ?? NaN) * 100),
            seo: Math.round((report.categories.seo?.score ?? NaN) * 100),
            firstContentfulPaintMs: audit('first-contentful-paint'),
            largestContentfulPaintMs: audit('largest-contentful-paint'),
            totalBlockingTimeMs: audit('total-blocking-time'),
            cumulativeLayoutShift: audit('cumulative-layout-shift'),
            speedIndexMs: audit('speed-index'),
          });
        } catch (parseError) {
          reject(parseError instanceof Error ? parseError : new Error(String(parseError)));
        } finally {
          rmSync(outputFile, { force: true });
        }
      },
    );
  });
}
