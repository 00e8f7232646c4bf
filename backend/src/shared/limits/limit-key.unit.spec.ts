import { limitKeyOf } from './limit-key';

describe('the key a client is counted under by every limit', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(limitKeyOf('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 network as one client, however it is written', () => {
    const keys = [
      '2001:db8:85a3:12::1',
      '2001:0db8:85a3:0012:ffff:ffff:ffff:ffff',
      '2001:DB8:85A3:12:a:b:c:d',
      '2001:db8:85a3:12::192.0.2.1',
      '2001:db8:85a3:12::1%eth0',
    ].map(limitKeyOf);
    expect(new Set(keys)).toEqual(new Set(['2001:db8:85a3:12::/64']));
  });

  it('counts neighbouring /64 networks apart', () => {
    expect(limitKeyOf('2001:db8:85a3:13::1')).not.toBe(limitKeyOf('2001:db8:85a3:12::1'));
    expect(limitKeyOf('::1')).toBe('0:0:0:0::/64');
  });

  it('counts an IPv4 address written as IPv6 as the IPv4 address', () => {
    expect(limitKeyOf('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(limitKeyOf('::ffff:a00:1')).toBe('10.0.0.1');
  });

  it('leaves anything that is not an address as it is (a test client, a unix socket)', () => {
    expect(limitKeyOf('unknown')).toBe('unknown');
  });
});
