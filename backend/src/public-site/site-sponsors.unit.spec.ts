import type { Sponsor } from '@dental/contracts';
import { siteSponsors } from './site-sponsors';

const sponsor = (overrides: Partial<Sponsor>): Sponsor => ({
  id: 's1',
  name: 'NovaDent Systems',
  description: 'Imaging',
  logo: 'NOVA',
  companyImage: null,
  website: 'https://novadent.example.com',
  telephone: '(555) 010-2233',
  socialHandles: {},
  tier: 'platinum',
  eventId: null,
  isGlobalSponsor: true,
  trashedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('the Site Sponsors band', () => {
  it('takes the global sponsors only, in the order given, with only what the band shows', () => {
    const answer = siteSponsors([
      sponsor({ id: 'a' }),
      sponsor({ id: 'b', isGlobalSponsor: false }),
      sponsor({ id: 'c', name: 'Orbit', logo: 'ORB', tier: 'gold', website: null }),
    ]);
    expect(answer).toEqual([
      {
        id: 'a',
        name: 'NovaDent Systems',
        tier: 'platinum',
        logoText: 'NOVA',
        image: null,
        website: 'https://novadent.example.com',
      },
      { id: 'c', name: 'Orbit', tier: 'gold', logoText: 'ORB', image: null, website: null },
    ]);
  });

  it('uses the company image as the logo, else a logo given as an image, and the name as its text', () => {
    expect(
      siteSponsors([
        sponsor({ companyImage: 'https://cdn.example.com/booth.jpg', logo: 'https://cdn.example.com/logo.png' }),
      ])[0],
    ).toMatchObject({
      image: 'https://cdn.example.com/booth.jpg',
      logoText: 'NovaDent Systems',
    });
    expect(siteSponsors([sponsor({ logo: 'https://cdn.example.com/logo.png' })])[0]).toMatchObject({
      image: 'https://cdn.example.com/logo.png',
      logoText: 'NovaDent Systems',
    });
  });

  it('shows a logo shipped with the site, and never an attached-asset path that is not a picture', () => {
    const shipped = '/attached_assets/sponsors/novadent-systems.svg';
    expect(siteSponsors([sponsor({ logo: shipped })])[0]).toMatchObject({
      image: shipped,
      logoText: 'NovaDent Systems',
    });
    expect(siteSponsors([sponsor({ logo: '/attached_assets/../index.html' })])[0]).toMatchObject({ image: null });
  });

  it('shows an uploaded logo, served by the site itself, with the name as its text', () => {
    const upload = `/media/${'a'.repeat(64)}.png`;
    expect(siteSponsors([sponsor({ logo: upload })])[0]).toMatchObject({ image: upload, logoText: 'NovaDent Systems' });
    expect(siteSponsors([sponsor({ companyImage: upload, logo: 'NOVA' })])[0]).toMatchObject({
      image: upload,
      logoText: 'NOVA',
    });
  });

  it('sends no picture the page may not load and no address that is not http(s)', () => {
    const [answer] = siteSponsors([
      sponsor({ companyImage: 'http://cdn.example.com/booth.jpg', website: 'javascript:alert(1)' }),
    ]);
    expect(answer.image).toBeNull();
    expect(answer.website).toBeNull();
  });
});
