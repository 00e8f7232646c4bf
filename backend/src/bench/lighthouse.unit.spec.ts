import { seoOf } from './lighthouse';

/** The SEO category as Lighthouse 12.8 weighs it (from a report of /my-plan). */
const SEO_AUDITS: Array<[string, number]> = [
  ['is-crawlable', 4.043478260869565],
  ['document-title', 1],
  ['meta-description', 1],
  ['http-status-code', 1],
  ['link-text', 1],
  ['crawlable-anchors', 1],
  ['robots-txt', 1],
  ['image-alt', 1],
  ['hreflang', 1],
  ['canonical', 0],
  ['structured-data', 0],
];

function report(scores: Record<string, number | null>) {
  return {
    categories: { seo: { auditRefs: SEO_AUDITS.map(([id, weight]) => ({ id, weight })) } },
    audits: Object.fromEntries(SEO_AUDITS.map(([id]) => [id, { score: id in scores ? scores[id] : 1 }])),
  };
}

describe('seoOf', () => {
  it('scores as Lighthouse does: a page that fails the indexing audit gets 66', () => {
    expect(seoOf(report({ 'is-crawlable': 0, canonical: null }), false)).toEqual({
      score: 66,
      failed: ['is-crawlable'],
    });
  });

  it('leaves the indexing audit out for a page that asks not to be indexed on purpose', () => {
    expect(seoOf(report({ 'is-crawlable': 0, canonical: null }), true)).toEqual({ score: 100, failed: [] });
  });

  it('still counts every other audit on such a page', () => {
    expect(seoOf(report({ 'is-crawlable': 0, 'document-title': 0 }), true)).toEqual({
      score: 88,
      failed: ['document-title'],
    });
  });

  it('leaves out audits without a score (not applicable)', () => {
    expect(seoOf(report({ 'image-alt': null }), false)).toEqual({ score: 100, failed: [] });
  });
});
