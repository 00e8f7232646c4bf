import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt parameters: N=2^15 costs ~50 ms and 32 MiB per check, which makes guessing expensive. */
export const PASSWORD_HASH_COST = 32768;
const r = 8;
const p = 1;
const KEY_LENGTH = 64;
const MAX_MEMORY = 64 * 1024 * 1024;

/** The N new hashes are made with; a stored hash names its own, so a check always uses the one it was made with. */
let hashCost = PASSWORD_HASH_COST;

/**
 * @internal The backend's unit and integration tests hash at a low cost (src/testing/fast-password-hashing.ts):
 * hundreds of test apps sign in, and at the production cost each sign-in and each start spends a
 * third of a second in scrypt on a busy machine. password-hash.unit.spec.ts checks the production cost.
 */
export function setPasswordHashCost(cost: number): void {
  hashCost = cost;
}

function derive(password: string, salt: Buffer, cost: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, { N: cost, r, p, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** Returns `scrypt$N$r$p$salt$hash` (base64): the only form in which a password is kept. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, hashCost);
  return ['scrypt', hashCost, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, , , salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(cost));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A strong random password for first start: 24 characters from an unambiguous alphabet. */
export function generatePassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  const bytes = randomBytes(24);
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}
