import { PASSWORD_HASH_COST, hashPassword, setPasswordHashCost, verifyPassword } from './password-hash';

describe('password hashes', () => {
  // The other tests hash at a low cost (testing/fast-password-hashing.ts); this one checks the cost production uses.
  let testCost: number;
  beforeAll(async () => {
    testCost = Number((await hashPassword('any')).split('$')[1]);
    setPasswordHashCost(PASSWORD_HASH_COST);
  });
  afterAll(() => setPasswordHashCost(testCost));

  it('are made with scrypt at N=2^15, r=8, p=1 and a random salt, without the password', async () => {
    const hash = await hashPassword('correct horse battery staple');
    const [scheme, cost, r, p, salt, key] = hash.split('$');
    expect({ scheme, cost, r, p }).toEqual({ scheme: 'scrypt', cost: '32768', r: '8', p: '1' });
    expect(Buffer.from(salt, 'base64')).toHaveLength(16);
    expect(Buffer.from(key, 'base64')).toHaveLength(64);
    expect(hash).not.toContain('correct horse');
    expect(await hashPassword('correct horse battery staple')).not.toBe(hash);
  });

  it('accept the password they were made from and nothing else', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('are checked at the cost they name, so hashes made at another cost keep working', async () => {
    setPasswordHashCost(1024);
    const cheaper = await hashPassword('correct horse battery staple');
    setPasswordHashCost(PASSWORD_HASH_COST);
    expect(cheaper.split('$')[1]).toBe('1024');
    expect(await verifyPassword('correct horse battery staple', cheaper)).toBe(true);
    expect(await verifyPassword('wrong horse battery staple', cheaper)).toBe(false);
  });

  it('refuse a stored value that is not an scrypt hash', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$10$abc$def')).toBe(false);
  });
});
