import { isSetSocialLink, visibleSocialLinks } from './social-links';

const speaker = (socialLinks: Record<string, string>, socialVisible = true) => ({ socialLinks, socialVisible });

describe('visibleSocialLinks (spec sections 4 and 5)', () => {
  const links = {
    facebook: 'https://facebook.com/sarah',
    linkedin: 'https://linkedin.com/in/sarah',
    twitter: 'https://x.com/sarah',
    instagram: 'https://instagram.com/sarah',
  };

  it('shows set links in the order instagram, twitter, linkedin, facebook', () => {
    expect(visibleSocialLinks(speaker(links)).map((link) => link.network)).toEqual([
      'instagram',
      'twitter',
      'linkedin',
      'facebook',
    ]);
  });

  it('puts other networks after those, alphabetically', () => {
    const result = visibleSocialLinks(
      speaker({
        youtube: 'https://youtube.com/@s',
        tiktok: 'https://tiktok.com/@s',
        github: 'https://github.com/s',
        facebook: 'https://facebook.com/s',
      }),
    );
    expect(result.map((link) => link.network)).toEqual(['facebook', 'github', 'tiktok', 'youtube']);
  });

  it('returns network and url', () => {
    expect(visibleSocialLinks(speaker({ linkedin: ' https://linkedin.com/in/sarah ' }))).toEqual([
      { network: 'linkedin', url: 'https://linkedin.com/in/sarah' },
    ]);
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ["'#'", '#'],
    ["'#' with spaces", ' # '],
    ["a '/speaker' page", 'https://conference.example.com/speaker/sarah-chen'],
    ["a '/speakers' page", 'https://conference.example.com/speakers#chen'],
    ['not http(s)', 'javascript:alert(1)'],
    ['a bare handle', '@sarahchen'],
    ['a relative path', '/sarah'],
    ['ftp', 'ftp://example.com/sarah'],
  ])('hides a link that is %s', (_, url) => {
    expect(visibleSocialLinks(speaker({ instagram: url, twitter: 'https://x.com/sarah' }))).toEqual([
      { network: 'twitter', url: 'https://x.com/sarah' },
    ]);
  });

  it('hides all links when the speaker socialVisible is false', () => {
    expect(visibleSocialLinks(speaker(links, false))).toEqual([]);
  });

  it("hides all links when the event's hideSocialMedia is set", () => {
    expect(visibleSocialLinks(speaker(links), { hideSocialMedia: true })).toEqual([]);
  });

  it('shows links when the event does not hide social media, or there is no event', () => {
    expect(visibleSocialLinks(speaker(links), { hideSocialMedia: false })).toHaveLength(4);
    expect(visibleSocialLinks(speaker(links), null)).toHaveLength(4);
  });

  it('is empty for no links, and survives links that are not strings', () => {
    expect(visibleSocialLinks(speaker({}))).toEqual([]);
    expect(
      visibleSocialLinks({
        socialVisible: true,
        socialLinks: { twitter: null, instagram: 5 } as unknown as Record<string, string>,
      }),
    ).toEqual([]);
  });
});

describe('isSetSocialLink', () => {
  it.each([
    ['https://x.com/sarah', true],
    ['@sarah', true],
    ['', false],
    ['#', false],
    [null, false],
    [undefined, false],
    ['https://event.example.com/Speaker/1', false],
  ])('%j: %s', (url, expected) => {
    expect(isSetSocialLink(url)).toBe(expected);
  });
});
