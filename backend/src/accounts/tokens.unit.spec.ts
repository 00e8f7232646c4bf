import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accountToken, idFromAccountToken, serverSecret } from './tokens';

describe('account tokens', () => {
  const secret = 'a-server-secret-long-enough';

  it('gives back the id a token was made for', () => {
    const token = accountToken(secret, 'inv-1');
    expect(token.startsWith('inv-1.')).toBe(true);
    expect(idFromAccountToken(secret, token)).toBe('inv-1');
  });

  it('refuses a token made with another secret, a changed id or mac, and junk', () => {
    const token = accountToken(secret, 'inv-1');
    expect(idFromAccountToken('another-secret', token)).toBeNull();
    expect(idFromAccountToken(secret, token.replace('inv-1', 'inv-2'))).toBeNull();
    expect(idFromAccountToken(secret, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    for (const junk of ['', '.', 'inv-1', 'inv-1.', '.abc', 42, null, 'x'.repeat(400)])
      expect(idFromAccountToken(secret, junk)).toBeNull();
  });

  it('reads SESSION_SECRET, else one secret generated once under DATA_DIR', () => {
    expect(serverSecret({ sessionSecret: 'from-env', dataDir: '/nonexistent' })).toBe('from-env');
    const dataDir = mkdtempSync(join(tmpdir(), 'secret-'));
    try {
      const first = serverSecret({ sessionSecret: null, dataDir });
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(serverSecret({ sessionSecret: null, dataDir })).toBe(first);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
