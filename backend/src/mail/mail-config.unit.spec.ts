import { ConfigError, loadConfig } from '../config/app-config';
import { mailFrom, siteOrigin } from './site-origin';

describe('mail settings', () => {
  it('keeps mail in the outbox unless SMTP_URL is set', () => {
    expect(loadConfig({})).toMatchObject({ smtpUrl: null, mailFrom: null });
    expect(
      loadConfig({
        SMTP_URL: 'smtps://user:secret@smtp.example.com:465',
        MAIL_FROM: 'Dental Events <events@example.com>',
      }),
    ).toMatchObject({
      smtpUrl: 'smtps://user:secret@smtp.example.com:465',
      mailFrom: 'Dental Events <events@example.com>',
    });
    expect(loadConfig({ SMTP_URL: 'smtp://localhost:2525' }).smtpUrl).toBe('smtp://localhost:2525');
  });

  it('refuses an SMTP_URL that is not smtp:// or smtps:// without repeating it (it may hold a password)', () => {
    expect(() => loadConfig({ SMTP_URL: 'https://user:secret@mail.example.com' })).toThrow(ConfigError);
    try {
      loadConfig({ SMTP_URL: 'https://user:secret@mail.example.com' });
    } catch (error) {
      expect((error as Error).message).toContain('SMTP_URL must be a smtp:// or smtps:// address');
      expect((error as Error).message).not.toContain('secret');
    }
  });

  it('refuses a MAIL_FROM that is not an address', () => {
    expect(() => loadConfig({ MAIL_FROM: 'events' })).toThrow(
      "MAIL_FROM must be an e-mail address, or 'Name <address>'",
    );
    expect(loadConfig({ MAIL_FROM: 'events@example.com' }).mailFrom).toBe('events@example.com');
  });

  it('links to SITE_URL, or to localhost on the port; sends from MAIL_FROM or no-reply on that host', () => {
    expect(siteOrigin(loadConfig({ SITE_URL: 'https://events.example.com' }))).toBe('https://events.example.com');
    expect(siteOrigin(loadConfig({ PORT: '3210' }))).toBe('http://localhost:3210');
    expect(mailFrom(loadConfig({ SITE_URL: 'https://events.example.com' }))).toBe('no-reply@events.example.com');
    expect(mailFrom(loadConfig({ MAIL_FROM: 'team@example.com' }))).toBe('team@example.com');
  });
});
