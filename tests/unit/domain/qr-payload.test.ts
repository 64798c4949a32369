import { describe, expect, it } from 'vitest';
import {
  MAX_SCANNED_TEXT_LENGTH,
  QR_INVALID_MESSAGE,
  encodeTicketQr,
  parseScannedCode,
  type ScannedCode,
} from '@/domain/qr-payload';

const INVALID: ScannedCode = { kind: 'invalid', message: QR_INVALID_MESSAGE };
const TOKEN = 'q3Kx9_-ZpLm2Vb7Nc4Rt8wYe';

describe('encodeTicketQr', () => {
  it('writes the four fields in the fixed order', () => {
    const content = { ticket1212Count: 2, email: 'a@b.co', ticket499Count: 1, bookingId: 'bk_1' };
    expect(encodeTicketQr(content)).toBe(
      '{"bookingId":"bk_1","email":"a@b.co","ticket499Count":1,"ticket1212Count":2}',
    );
  });

  it('round-trips through the scanner', () => {
    const content = { bookingId: 'AbC123', email: 'a@b.co', ticket499Count: 0, ticket1212Count: 3 };
    expect(parseScannedCode(encodeTicketQr(content))).toEqual({ kind: 'bookingId', ...content });
  });
});

describe('parseScannedCode', () => {
  it('uses the spec message', () => {
    expect(QR_INVALID_MESSAGE).toBe('Invalid QR code. No booking ID found.');
  });

  it.each<[string, unknown, ScannedCode]>([
    ['ticket JSON, id only', '{"bookingId":"bk1"}', { kind: 'bookingId', bookingId: 'bk1' }],
    [
      'ticket JSON with spaces around',
      '  {"bookingId":"bk1"}\n',
      { kind: 'bookingId', bookingId: 'bk1' },
    ],
    [
      'ticket JSON, bad extras dropped',
      '{"bookingId":"bk1","email":7,"ticket499Count":-1,"ticket1212Count":"2"}',
      { kind: 'bookingId', bookingId: 'bk1' },
    ],
    ['JSON id is a number', '{"bookingId":123}', INVALID],
    ['JSON id is empty', '{"bookingId":""}', INVALID],
    ['JSON id has a slash', '{"bookingId":"newbookings/x"}', INVALID],
    ['JSON id is an object', '{"bookingId":{"id":"bk1"}}', INVALID],
    ['JSON id nested deeper', '{"data":{"bookingId":"bk1"}}', INVALID],
    ['JSON id only on __proto__', '{"__proto__":{"bookingId":"bk1"}}', INVALID],
    ['JSON array', '[{"bookingId":"bk1"}]', INVALID],
    ['broken JSON', '{"bookingId":', INVALID],
    ['JSON string', '"bk1"', INVALID],
    ['ticket link', `https://sangeetvibes.in/ticket/${TOKEN}`, { kind: 'token', token: TOKEN }],
    [
      'ticket link, trailing slash',
      `https://sangeetvibes.in/ticket/${TOKEN}/`,
      { kind: 'token', token: TOKEN },
    ],
    [
      'ticket link, query and hash',
      `https://x.web.app/ticket/${TOKEN}?utm=qr#top`,
      { kind: 'token', token: TOKEN },
    ],
    ['local link', `http://localhost:5173/ticket/${TOKEN}`, { kind: 'token', token: TOKEN }],
    [
      'link under a base path',
      `https://example.com/app/ticket/${TOKEN}`,
      { kind: 'token', token: TOKEN },
    ],
    ['upper-case scheme', `HTTPS://EXAMPLE.COM/ticket/${TOKEN}`, { kind: 'token', token: TOKEN }],
    ['path only', `/ticket/${TOKEN}`, { kind: 'token', token: TOKEN }],
    ['link without token', 'https://sangeetvibes.in/ticket/', INVALID],
    ['link with extra segment', `https://sangeetvibes.in/ticket/${TOKEN}/x`, INVALID],
    ['other page', `https://sangeetvibes.in/tickets/${TOKEN}`, INVALID],
    ['encoded slash in token', 'https://sangeetvibes.in/ticket/abc%2F..%2Fusers', INVALID],
    ['token too long', `https://sangeetvibes.in/ticket/${'a'.repeat(129)}`, INVALID],
    ['not a web link', `ftp://sangeetvibes.in/ticket/${TOKEN}`, INVALID],
    ['javascript link', 'javascript:alert(1)//ticket/abc', INVALID],
    ['malformed link', 'https://', INVALID],
    ['raw booking id', 'AbC123_-xyz', { kind: 'bookingId', bookingId: 'AbC123_-xyz' }],
    ['raw id of 128 chars', 'b'.repeat(128), { kind: 'bookingId', bookingId: 'b'.repeat(128) }],
    ['raw id of 129 chars', 'b'.repeat(129), INVALID],
    ['digits', '12345', { kind: 'bookingId', bookingId: '12345' }],
    ['payment QR is not a ticket', 'payment:admin-uid', INVALID],
    ['empty', '', INVALID],
    ['blank', '   ', INVALID],
    ['binary', '\u0000\u0001\uFFFF\uD800', INVALID],
    ['script', '<script>alert(1)</script>', INVALID],
    ['over the length cap', 'a'.repeat(MAX_SCANNED_TEXT_LENGTH + 1), INVALID],
    ['deeply nested JSON', `{"a":${'['.repeat(1500)}`, INVALID],
    ['a number', 12345, INVALID],
    ['null', null, INVALID],
    ['undefined', undefined, INVALID],
    ['an object', { bookingId: 'bk1' }, INVALID],
    ['an array', ['bk1'], INVALID],
  ])('%s', (_name, input, expected) => {
    expect(parseScannedCode(input)).toEqual(expected);
  });

  it('never throws on random garbage', () => {
    // Deterministic pseudo-random text, so a failure can be replayed.
    let seed = 42;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const pieces = [
      '{',
      '}',
      '"',
      'bookingId',
      ':',
      '/ticket/',
      'https://',
      '[',
      ']',
      '\\u0000',
      'é',
      ' ',
      'a',
      '%',
    ];
    for (let i = 0; i < 2000; i++) {
      let text = '';
      const length = next() % 40;
      for (let j = 0; j < length; j++) text += pieces[next() % pieces.length];
      const result = parseScannedCode(text);
      expect(['bookingId', 'token', 'invalid']).toContain(result.kind);
    }
  });

  it('returns a fresh-looking invalid result that callers cannot corrupt', () => {
    const first = parseScannedCode('');
    expect(() => Object.assign(first, { message: 'changed' })).toThrow();
    expect(parseScannedCode('')).toEqual(INVALID);
  });
});
