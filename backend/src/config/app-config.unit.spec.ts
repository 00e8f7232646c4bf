import { loadConfig, parseSiteUrl } from './app-config';

describe('loadConfig', () => {
  it('has no site URL unless SITE_URL is set', () => {
    expect(loadConfig({}).siteUrl).toBeNull();
    expect(loadConfig({ SITE_URL: '  ' }).siteUrl).toBeNull();
  });

  it.each([
    ['https://events.example.com', 'https://events.example.com'],
    ['https://events.example.com/', 'https://events.example.com'],
    ['http://localhost:3000', 'http://localhost:3000'],
    ['HTTPS://Events.Example.com:443', 'https://events.example.com'],
    ['  https://events.example.com  ', 'https://events.example.com'],
  ])('reads SITE_URL %j as the origin %j', (value, origin) => {
    expect(loadConfig({ SITE_URL: value }).siteUrl).toBe(origin);
  });

  it.each([
    'events.example.com',
    'ftp://events.example.com',
    'javascript:alert(1)',
    'https://events.example.com/site',
    'https://events.example.com/?utm=1',
    'https://events.example.com#top',
    'https://user:secret@events.example.com',
    'https://',
  ])('refuses SITE_URL %j with a message that says what is wanted', (value) => {
    expect(() => loadConfig({ SITE_URL: value })).toThrow(/SITE_URL must be the site's http\(s\) origin without a path/);
  });

  it('names the refused value', () => {
    expect(() => parseSiteUrl('https://events.example.com/site')).toThrow('got "https://events.example.com/site"');
  });

  it('still refuses a bad PORT', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a port number, got "eighty"');
  });
});
