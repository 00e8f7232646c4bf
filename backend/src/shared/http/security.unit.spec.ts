import { loadConfig } from '../../config/app-config';
import { isApiPath, securityHeadersFor } from './security';

const config = (env: Record<string, string> = {}) =>
  loadConfig({ DATA_DIR: '/tmp/unused', LOG_LEVEL: 'quiet', ...env });

describe('security headers', () => {
  it("gives documents a CSP that allows only our own scripts, and helmet's other defaults", () => {
    const { document } = securityHeadersFor(config());
    expect(document['content-security-policy']).toContain("script-src 'self'");
    expect(document['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(document['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(document).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
    });
  });

  it('gives JSON the REST set: the strictest CSP, no framing, no sniffing, no referrer', () => {
    const { api } = securityHeadersFor(config());
    expect(api).toEqual({
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
  });

  it('adds HSTS to both sets only when cookies are secure (served over HTTPS)', () => {
    const plain = securityHeadersFor(config());
    expect(plain.api['strict-transport-security']).toBeUndefined();
    const secure = securityHeadersFor(config({ COOKIE_SECURE: 'true' }));
    expect(secure.api['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(secure.document['strict-transport-security']).toMatch(/^max-age=\d+/);
  });

  it.each([
    ['/api', true],
    ['/api/events', true],
    ['/api?x=1', true],
    ['/apiary', false],
    ['/events/api', false],
    ['/', false],
  ])('%s is an API path: %s', (path, expected) => {
    expect(isApiPath(path)).toBe(expected);
  });
});
