import { execFile } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './page-weight';

/** One Lighthouse run: scores out of 100 and the metrics the performance score is made of. */
export interface LighthouseRun {
  performance: number;
  /** The SEO category's score, without `is-crawlable` on a page that asks not to be indexed (seoOf). */
  seo: number;
  /** The SEO audits that failed and were counted, by id. */
  seoFailed: string[];
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  speedIndexMs: number;
}

export function lighthouseVersion(): string {
  return (JSON.parse(readFileSync(require.resolve('lighthouse/package.json'), 'utf8')) as { version: string }).version;
}

interface SeoReport {
  categories: { seo?: { auditRefs: Array<{ id: string; weight: number }> } };
  audits: Record<string, { score: number | null }>;
}

/** The audit a page that asks not to be indexed (`noindex`) fails by design. */
const INDEXING_AUDIT = 'is-crawlable';

/**
 * The SEO score as Lighthouse weighs it (audits without a score, such as not applicable ones, left
 * out), and the audits that failed. A page that asks not to be indexed on purpose (a visitor's own
 * plan) is scored without the indexing audit: it fails that audit by design, and the score then
 * says whether the rest of its SEO is right (decision 0076).
 */
export function seoOf(report: SeoReport, noindex: boolean): { score: number; failed: string[] } {
  const counted = (report.categories.seo?.auditRefs ?? []).filter(
    (ref) => ref.weight > 0 && report.audits[ref.id]?.score != null && !(noindex && ref.id === INDEXING_AUDIT),
  );
  const weight = counted.reduce((sum, ref) => sum + ref.weight, 0);
  const scored = counted.reduce((sum, ref) => sum + ref.weight * (report.audits[ref.id].score ?? 0), 0);
  return {
    score: weight === 0 ? NaN : Math.round((scored / weight) * 100),
    failed: counted.filter((ref) => (report.audits[ref.id].score ?? 0) < 1).map((ref) => ref.id),
  };
}

/**
 * Runs Lighthouse's command line once on a URL: its default mobile profile (simulated 4x CPU
 * slowdown and throttled 4G), performance and SEO, against Debian's Chromium (CHROME_PATH).
 * `noindex`: the page asks not to be indexed on purpose, and its SEO is scored without that audit.
 */
export function runLighthouse(url: string, outputFile: string, noindex = false): Promise<LighthouseRun> {
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
          const report = JSON.parse(readFileSync(outputFile, 'utf8')) as SeoReport & {
            categories: Record<string, { score: number | null }>;
            audits: Record<string, { numericValue?: number }>;
            runtimeError?: { message: string };
          };
          if (report.runtimeError) throw new Error(report.runtimeError.message);
          const audit = (id: string) => report.audits[id]?.numericValue ?? NaN;
          const seo = seoOf(report, noindex);
          resolvePromise({
            performance: Math.round((report.categories.performance?.score ?? NaN) * 100),
            seo: seo.score,
            seoFailed: seo.failed,
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
