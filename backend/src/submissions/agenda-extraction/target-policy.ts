import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { judgeAddress } from './address-policy';
import { PageFetchError } from './errors';

/** Resolves a host name to every address it has (A and AAAA). Injectable so tests never touch real DNS. */
export type HostResolver = (hostname: string) => Promise<string[]>;

/** A URL that passed every rule, with the one address the connection must use. */
export interface CheckedTarget {
  url: URL;
  /** Host name without IPv6 brackets, used for the Host header and TLS server name. */
  hostname: string;
  address: string;
  family: 4 | 6;
}

export const systemResolver: HostResolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

const ALLOWED_PROTOCOLS = new Set(['http:', 'https:']);

/**
 * Parses a registration URL and applies the rules that need no network: http(s) only and no
 * credentials (user@host is the classic way to make a URL look like it goes somewhere else).
 * The WHATWG parser also normalises decimal, octal, hex and short IPv4 forms to dotted quads.
 */
export function parseTargetUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new PageFetchError('invalid-url', 'The registration URL is not a valid web address.');
  }
  if (!ALLOWED_PROTOCOLS.has(url.protocol)) {
    throw new PageFetchError('invalid-url', 'The registration URL must start with http:// or https://.');
  }
  if (url.username !== '' || url.password !== '') {
    throw new PageFetchError('invalid-url', 'The registration URL must not contain a user name or password.');
  }
  if (url.hostname === '') throw new PageFetchError('invalid-url', 'The registration URL has no host name.');
  return url;
}

/**
 * Finds the addresses a URL's host stands for and refuses the URL if any of them is not public,
 * so a name with one public and one private answer cannot win a race. The first address is the
 * one the caller must connect to: checking and connecting use the same answer (no second lookup).
 */
export async function checkTarget(url: URL, resolve: HostResolver, allowLoopback: boolean): Promise<CheckedTarget> {
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = await addressesOf(hostname, resolve, allowLoopback);
  for (const address of addresses) {
    if (!judgeAddress(address, allowLoopback).allowed) throw forbidden();
  }
  const address = addresses[0];
  return { url, hostname, address, family: isIP(address) === 6 ? 6 : 4 };
}

async function addressesOf(hostname: string, resolve: HostResolver, allowLoopback: boolean): Promise<string[]> {
  if (isIP(hostname) !== 0) return [hostname];
  // RFC 6761: *.localhost is loopback whatever a resolver says, so refuse it without asking DNS.
  if (isLocalhostName(hostname) && !allowLoopback) throw forbidden();
  let addresses: string[];
  try {
    addresses = await resolve(hostname);
  } catch (error) {
    throw new PageFetchError('network', "The registration URL's host name could not be found.", { cause: error });
  }
  if (addresses.length === 0)
    throw new PageFetchError('network', "The registration URL's host name could not be found.");
  return addresses;
}

function isLocalhostName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

function forbidden(): PageFetchError {
  return new PageFetchError('forbidden-address', 'The registration URL points to a private or local network address.');
}
