import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key every limit counts a client under (sign-in, trash password, password resets,
 * submissions, follows): an IPv4 address as it is, an IPv6 address by its /64 network. A home or
 * office is given a whole /64 and may use any of its 2^64 addresses, so counting IPv6 addresses
 * one by one let a single client try without end. An IPv4 address written as IPv6
 * (`::ffff:10.0.0.1`, as a dual-stack socket reports it) is counted as the IPv4 one.
 */
export function limitKeyOf(address: string): string {
  const bare = address.split('%')[0];
  if (!isIPv6(bare)) return address;
  const groups = ipv6Groups(bare);
  const mapped = ipv4Mapped(groups);
  if (mapped) return mapped;
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, each as lower-case hex without leading zeros. */
function ipv6Groups(address: string): string[] {
  let text = address.toLowerCase();
  // A trailing dotted IPv4 part stands for the last two groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted && isIPv4(dotted[1])) {
    const [a, b, c, d] = dotted[1].split('.').map(Number);
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...zeros, ...tailGroups].map((group) => parseInt(group, 16).toString(16));
}

function ipv4Mapped(groups: string[]): string | null {
  if (groups.slice(0, 5).some((group) => group !== '0') || groups[5] !== 'ffff') return null;
  const high = parseInt(groups[6], 16);
  const low = parseInt(groups[7], 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}
