import { createHash } from 'node:crypto';

/**
 * The test server runs as if behind one reverse proxy (TRUST_PROXY=1), so each spec file that sends
 * real public submissions can come from its own visitor address. The public form allows 5
 * submissions an hour per network: without this, the whole browser run would share one allowance
 * and the next test that submits for real would get 429.
 */
export function ownClientAddress(specName: string): { 'x-forwarded-for': string } {
  const byte = createHash('sha256').update(specName).digest()[0];
  // 203.0.113.0/24 is reserved for documentation (RFC 5737): never a real visitor.
  return { 'x-forwarded-for': `203.0.113.${1 + (byte % 254)}` };
}
