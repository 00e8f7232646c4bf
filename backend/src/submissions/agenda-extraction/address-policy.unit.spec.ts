import { judgeAddress } from './address-policy';

describe('judgeAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['::1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.1.1', 'linkLocal'],
    ['fe80::1', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'multicast'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.10', 'reserved'],
    ['fc00::1', 'uniqueLocal'],
    ['fd12:3456::1', 'uniqueLocal'],
    ['169.254.169.254', 'cloudMetadata'],
    ['fd00:ec2::254', 'cloudMetadata'],
    ['100.100.100.200', 'cloudMetadata'],
    // IPv6 forms carrying an IPv4 address are judged by that address.
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['0:0:0:0:0:ffff:7f00:1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:169.254.169.254', 'cloudMetadata'],
    ['::ffff:0:a00:1', 'private'], // SIIT (RFC 6145)
    ['64:ff9b::a00:1', 'private'], // NAT64 of 10.0.0.1
    ['64:ff9b::7f00:1', 'loopback'],
    ['64:ff9b:1::1', 'rfc6052'], // local-use NAT64 prefix
    ['2002:7f00:1::1', 'loopback'], // 6to4 of 127.0.0.1
    ['2002:c0a8:101::1', 'private'], // 6to4 of 192.168.1.1
    ['2001:0:4136:e378:8000:63bf:f5ff:fffe', 'private'], // Teredo client 10.0.0.1
    ['::7f00:1', 'reserved'], // deprecated IPv4-compatible form
    ['fec0::1', 'deprecatedSiteLocal'],
    ['2001:db8::1', 'reserved'],
  ])('refuses %s (%s)', (address, range) => {
    expect(judgeAddress(address)).toEqual({ allowed: false, range });
  });

  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '2606:4700::1111',
    '::ffff:93.184.215.14',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('allows the public address %s', (address) => {
    expect(judgeAddress(address)).toEqual({ allowed: true });
  });

  it.each(['0177.0.0.1', '0x7f.0.0.1', '2130706433', '127.1', 'localhost', '', 'fe80::1%eth0'])(
    'refuses the non-canonical or invalid answer %j instead of guessing',
    (address) => {
      expect(judgeAddress(address).allowed).toBe(false);
    },
  );

  it('lets the test allowance through for loopback only', () => {
    for (const loopback of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect(judgeAddress(loopback, true)).toEqual({ allowed: true });
    }
    for (const other of [
      '0.0.0.0',
      '::',
      '10.0.0.1',
      '192.168.1.1',
      '169.254.169.254',
      'fd00:ec2::254',
      '100.100.100.200',
      'fc00::1',
    ]) {
      expect(judgeAddress(other, true).allowed).toBe(false);
    }
  });
});
