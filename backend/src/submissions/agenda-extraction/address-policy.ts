import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Test-only switch that lets the fetcher reach loopback (127.0.0.0/8, ::1) so tests can serve
 * fixture pages on 127.0.0.1.
 *
 * It is a Symbol on purpose: environment variables, JSON and YAML can only carry strings, numbers
 * and booleans, so no production configuration can ever produce it (a `true` is ignored). Only
 * code that imports this constant can pass it, and nothing outside tests does. It is never read
 * from the environment.
 *
 * It relaxes loopback only: private, link-local, CGNAT, unspecified (0.0.0.0 also reaches the
 * local host), cloud metadata and every other refused range stay refused with it on.
 */
export const ALLOW_LOOPBACK_FOR_TESTS: unique symbol = Symbol('agenda-extraction.allow-loopback-for-tests');
export type LoopbackAllowance = typeof ALLOW_LOOPBACK_FOR_TESTS;

export type AddressVerdict = { allowed: true } | { allowed: false; range: string };

/** Cloud metadata endpoints, refused by name even though their ranges are refused already. */
const CLOUD_METADATA = ['169.254.169.254', 'fd00:ec2::254', '100.100.100.200'].map((a) => ipaddr.parse(a));

/** IPv6 global unicast (2000::/3): anything outside it that ipaddr.js calls 'unicast' is not public. */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');
const NAT64_WELL_KNOWN = ipaddr.IPv6.parseCIDR('64:ff9b::/96');

/**
 * Decides whether the fetcher may connect to one resolved address. Only publicly routable
 * unicast addresses pass; IPv6 forms that carry an IPv4 address are judged by that IPv4.
 */
export function judgeAddress(address: string, allowLoopback = false): AddressVerdict {
  // Only canonical literals: a resolver answering '0177.0.0.1' or junk is refused, not guessed at.
  if (isIP(address) === 0) return { allowed: false, range: 'unparseable' };
  const range = rangeOf(ipaddr.parse(address));
  if (range === 'unicast') return { allowed: true };
  if (range === 'loopback' && allowLoopback) return { allowed: true };
  return { allowed: false, range };
}

function rangeOf(ip: ipaddr.IPv4 | ipaddr.IPv6): string {
  if (CLOUD_METADATA.some((meta) => meta.kind() === ip.kind() && ip.match(meta, ip.kind() === 'ipv4' ? 32 : 128))) {
    return 'cloudMetadata';
  }
  return ip.kind() === 'ipv4' ? (ip as ipaddr.IPv4).range() : rangeOfV6(ip as ipaddr.IPv6);
}

function rangeOfV6(ip: ipaddr.IPv6): string {
  const embedded = embeddedIPv4(ip);
  if (embedded) return worstOf(embedded.map(rangeOf));
  const range = ip.range();
  // ipaddr.js calls e.g. the deprecated IPv4-compatible ::a.b.c.d 'unicast'; only 2000::/3 is public.
  if (range === 'unicast' && !ip.match(GLOBAL_UNICAST_V6)) return 'reserved';
  return range;
}

/** The IPv4 addresses an IPv6 address carries (mapped, SIIT, NAT64, 6to4, Teredo), or null. */
function embeddedIPv4(ip: ipaddr.IPv6): ipaddr.IPv4[] | null {
  const p = ip.parts;
  const v4 = (hi: number, lo: number) => new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
  switch (ip.range()) {
    case 'ipv4Mapped':
    case 'rfc6145':
      return [v4(p[6], p[7])];
    case 'rfc6052':
      // Only the well-known /96 prefix has a fixed IPv4 position; the local-use /48 stays refused.
      return ip.match(NAT64_WELL_KNOWN) ? [v4(p[6], p[7])] : null;
    case '6to4':
      return [v4(p[1], p[2])];
    case 'teredo':
      // Server address in bits 32-63, client address obfuscated (inverted) in the last 32 bits.
      return [v4(p[2], p[3]), v4(~p[6] & 0xffff, ~p[7] & 0xffff)];
    default:
      return null;
  }
}

function worstOf(ranges: string[]): string {
  return ranges.find((r) => r !== 'unicast') ?? 'unicast';
}
