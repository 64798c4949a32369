import { describe, expect, it } from 'vitest';
import { visitorKeys } from '@/domain/visitor-holds';
import { callerIp, isPublicAddress } from '../../functions/src/client-ip';

describe('callerIp', () => {
  it.each([
    [
      'the address Google appended, not the one the caller wrote',
      '1.2.3.4, 203.0.113.9',
      '203.0.113.9',
    ],
    ['a lone entry', '203.0.113.9', '203.0.113.9'],
    ['past a private hop on the right', '203.0.113.9, 10.0.0.7', '203.0.113.9'],
    ['an IPv6 caller', '2001:db8:1::5', '2001:db8:1::5'],
    ['a list split over two headers', ['9.9.9.9', '198.51.100.4'], '198.51.100.4'],
  ])('takes %s', (_case, header, expected) => {
    expect(callerIp({ headers: { 'x-forwarded-for': header }, ip: '1.2.3.4' })).toBe(expected);
  });

  // docs/design.md §4.8: the shapes Google documents and Cloud Run delivers for a direct call.
  describe('the header as Cloud Functions (2nd gen, Cloud Run) delivers it', () => {
    const buyer = '203.0.113.12';
    const request = (header: string) => ({
      headers: { 'x-forwarded-for': header, forwarded: `for="${buyer}";proto=https` },
      // Express's `trust proxy` makes req.ip the first entry: the caller's to choose.
      ip: header.split(',')[0]?.trim(),
    });

    it('reads the one address the front end wrote', () => {
      expect(callerIp(request(buyer))).toBe(buyer);
    });

    it.each([
      ['a public address', `198.51.100.77, ${buyer}`],
      ['several addresses', `198.51.100.77, 192.0.2.1, ${buyer}`],
      ['a private address', `10.0.0.1, ${buyer}`],
      ['garbage', `not-an-ip, ${buyer}`],
    ])('ignores %s the caller wrote in front of it', (_case, header) => {
      expect(callerIp(request(header))).toBe(buyer);
    });

    it('keeps an actor in its own keys however it rotates the entries it writes', () => {
      const actor = '2001:db8:a11c:7::1';
      const keys = [
        '1.2.3.4',
        '198.51.100.9, 8.8.8.8',
        '2001:db8:ffff::1',
        '10.0.0.1, 9.9.9.9',
      ].map((spoofed) => visitorKeys('x@example.com', callerIp(request(`${spoofed}, ${actor}`))));
      for (const each of keys) expect(each).toEqual(keys[0]);
      expect(keys[0]?.map(({ key }) => key)).toEqual([
        'email:x@example.com',
        'ip:2001:db8:a11c:7::/64',
        'net:2001:db8:a11c::/48',
      ]);
    });

    it('gives two buyers who spoof the same first entry two different keys', () => {
      const first = callerIp(request(`8.8.8.8, ${buyer}`));
      const second = callerIp(request('8.8.8.8, 198.51.100.200'));
      expect(first).toBe(buyer);
      expect(second).toBe('198.51.100.200');
    });
  });

  it('falls back to the socket address, and to none when it is private', () => {
    expect(callerIp({ headers: {}, ip: '198.51.100.8' })).toBe('198.51.100.8');
    expect(callerIp({ headers: {}, ip: '127.0.0.1' })).toBeNull();
    expect(callerIp({ headers: { 'x-forwarded-for': '10.1.1.1, 192.168.0.2' } })).toBeNull();
    expect(callerIp({ headers: { 'x-forwarded-for': 'garbage' } })).toBeNull();
  });

  it.each([
    ['8.8.8.8', true],
    ['10.0.0.1', false],
    ['172.20.1.1', false],
    ['172.32.1.1', true],
    ['192.168.1.1', false],
    ['100.64.0.1', false],
    ['169.254.1.1', false],
    ['127.0.0.1', false],
    ['::1', false],
    ['fd00::1', false],
    ['fe80::1', false],
    ['2606:4700::1111', true],
    ['::ffff:8.8.4.4', true],
  ])('%s is a public address: %s', (ip, expected) => {
    expect(isPublicAddress(ip)).toBe(expected);
  });
});
