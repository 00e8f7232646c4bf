import { jsonForScriptElement, renderHeadTags } from './head';

describe('jsonForScriptElement', () => {
  it('cannot close the script element it is written into', () => {
    const text = jsonForScriptElement({ name: '</script><script>alert(1)</script>', description: 'A & B <b>' });
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>', description: 'A & B <b>' });
  });
});

describe('renderHeadTags', () => {
  it('writes the page head as escaped tags with an absolute canonical URL', () => {
    const html = renderHeadTags(
      {
        title: 'Implants & "Bone" <Grafts>',
        description: 'Two days',
        image: 'https://example.com/a.webp',
        type: 'event',
        jsonLd: { name: '</script>' },
      },
      'https://events.example.com',
      '/events/abc',
    );
    expect(html).toContain('<title>Implants &amp; &quot;Bone&quot; &lt;Grafts&gt;</title>');
    expect(html).toContain(
      '<meta property="og:title" content="Implants &amp; &quot;Bone&quot; &lt;Grafts&gt;" data-page-head>',
    );
    expect(html).toContain('<link rel="canonical" href="https://events.example.com/events/abc" data-page-head>');
    expect(html).toContain('<meta property="og:url" content="https://events.example.com/events/abc" data-page-head>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" data-page-head>');
    expect(html).not.toContain('</script><');
    expect(html).toMatch(
      /<script type="application\/ld\+json" data-page-head>\{"name":"\\u003c\/script\\u003e"\}<\/script>$/,
    );
  });

  it('keeps only the named query in the canonical URL and marks not-found pages noindex without a canonical', () => {
    expect(renderHeadTags({ title: 'Events', canonicalPath: '/events?page=2' }, 'https://x.test', '/events')).toContain(
      'href="https://x.test/events?page=2"',
    );
    const notFound = renderHeadTags({ title: '404 Page Not Found', noIndex: true }, 'https://x.test', '/nope');
    expect(notFound).toContain('<meta name="robots" content="noindex" data-page-head>');
    expect(notFound).not.toContain('rel="canonical"');
    expect(notFound).toContain('<meta name="twitter:card" content="summary" data-page-head>');
  });
});

describe('the news feed link', () => {
  it("is titled with the site's name, as the feed itself is", () => {
    const tags = renderHeadTags({ title: 'Events', siteName: 'Gulf Coast Dental CE' }, 'https://x.test', '/events');
    expect(tags).toContain('title="Gulf Coast Dental CE: newly listed events"');
    expect(tags).toContain('<meta property="og:site_name" content="Gulf Coast Dental CE" data-page-head>');
    expect(renderHeadTags({ title: 'Events', siteName: 'A & B <CE>' }, 'https://x.test', '/events')).toContain(
      'title="A &amp; B &lt;CE&gt;: newly listed events"',
    );
  });

  it('is in the head of every page, found pages and not-found pages alike, at the absolute /feed.xml', () => {
    const link =
      '<link rel="alternate" type="application/atom+xml" title="Newly listed events" href="https://x.test/feed.xml">';
    expect(renderHeadTags({ title: 'Events' }, 'https://x.test', '/events')).toContain(link);
    expect(renderHeadTags({ title: '404 Page Not Found', noIndex: true }, 'https://x.test', '/nope')).toContain(link);
    expect(renderHeadTags({ title: 'Home' }, 'https://x.test/', '/')).toContain('href="https://x.test/feed.xml"');
  });
});
