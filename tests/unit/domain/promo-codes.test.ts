import { describe, expect, it } from 'vitest';
import {
  PROMO_ATTENDEE_LIMIT_MESSAGE,
  PROMO_CODE_FORMAT_MESSAGE,
  promoCodeInputProblem,
  PROMO_DISCOUNT_MESSAGE,
  PROMO_FORM_DEFAULTS,
  GENERATED_CODE_ALPHABET,
  createPromoCode,
  generatePromoCode,
  isValidPromoCode,
  normalisePromoCodeInput,
  normaliseUsedFor,
  parsePromoCodeForm,
  promoCodeStatus,
  readPromoCode,
  readPromoCodeListing,
  type PromoCode,
} from '@/domain/promo-codes';
import type { RandomBytes } from '@/domain/random-bytes';

/** Hands out the given bytes in order, as a deterministic random source. */
function bytesSource(values: number[]): RandomBytes {
  let next = 0;
  return (length) => Uint8Array.from({ length }, () => values[next++ % values.length] ?? 0);
}

const form = (overrides: Record<string, unknown> = {}) => ({
  ...PROMO_FORM_DEFAULTS,
  ...overrides,
});

describe('normalisePromoCodeInput', () => {
  it.each([
    ['abc12', 'VIPABC12'],
    ['vipabc12', 'VIPABC12'],
    ['VIPABC12', 'VIPABC12'],
    ['  Vip9x8y7 ', 'VIP9X8Y7'],
    ['vipvip12', 'VIPVIP12'],
    ['v1234', 'VIPV1234'],
    ['', ''],
    ['   ', ''],
  ])('%j → %j', (raw, expected) => {
    expect(normalisePromoCodeInput(raw)).toBe(expected);
  });
});

describe('code format', () => {
  it('uses the spec message', () => {
    expect(PROMO_CODE_FORMAT_MESSAGE).toBe(
      'Code must start with VIP and be 8-16 characters (VIP + 5-13 chars)',
    );
  });

  it.each([
    ['VIPABCD', false], // 7
    ['VIPABCDE', true], // 8
    ['VIP1234567890ABC', true], // 16
    ['VIP1234567890ABCD', false], // 17
    ['VIPAB-DE', false],
    ['VIPAB DE', false],
    ['VIPÄBCDE', false],
    ['VIPabcde', false],
    ['XVIPABCDE', false],
  ])('%s valid: %s', (code, valid) => {
    expect(isValidPromoCode(code)).toBe(valid);
  });
});

describe("promoCodeInputProblem (the generator's code field)", () => {
  it.each<[string, string | null]>([
    ['', null],
    ['   ', null],
    ['abcde', null], // VIP + 5
    ['VIPABCDE', null],
    ['1234567890abc', null], // VIP + 13
    ['abcd', 'VIPABCD has 4 characters after VIP; it needs 5-13 letters or digits.'],
    ['AB', 'VIPAB has 2 characters after VIP; it needs 5-13 letters or digits.'],
    ['vip', 'VIP has 0 characters after VIP; it needs 5-13 letters or digits.'],
    ['VIPA', 'VIPA has 1 character after VIP; it needs 5-13 letters or digits.'],
    [
      '1234567890abcd',
      'VIP1234567890ABCD has 14 characters after VIP; it needs 5-13 letters or digits.',
    ],
    ['VIPAB-CDE', 'Only letters A-Z and digits 0-9 can follow VIP.'],
    ['VIPÄBCDE', 'Only letters A-Z and digits 0-9 can follow VIP.'],
  ])('%j → %j', (typed, problem) => {
    expect(promoCodeInputProblem(typed)).toBe(problem);
  });

  it('never says the code must start with VIP: the form adds it', () => {
    for (const typed of ['AB', 'x', 'VIP!', '12345678901234567890']) {
      expect(promoCodeInputProblem(typed)).not.toMatch(/must start with VIP/);
    }
  });
});

describe('promo code form', () => {
  it('defaults to 10% for 1 attendee with a generated code', () => {
    expect(PROMO_FORM_DEFAULTS).toEqual({
      code: '',
      discountPercentage: 10,
      attendeeLimit: 1,
      usedFor: 'Stag',
    });
    expect(parsePromoCodeForm(PROMO_FORM_DEFAULTS)).toEqual({
      ok: true,
      value: PROMO_FORM_DEFAULTS,
    });
  });

  it.each<[string, unknown, string | null, string | undefined]>([
    ['blank means generate', '', '', undefined],
    ['missing means generate', undefined, '', undefined],
    ['whitespace means generate', '   ', '', undefined],
    ['5 typed chars become 8', 'abcde', 'VIPABCDE', undefined],
    ['4 typed chars become 7', 'abcd', null, PROMO_CODE_FORMAT_MESSAGE],
    ['length 7 with prefix', 'VIPABCD', null, PROMO_CODE_FORMAT_MESSAGE],
    ['length 8', 'vipabcde', 'VIPABCDE', undefined],
    ['length 16', 'VIP1234567890ABC', 'VIP1234567890ABC', undefined],
    ['length 17', 'VIP1234567890ABCD', null, PROMO_CODE_FORMAT_MESSAGE],
    ['punctuation', 'vip-abc-12', null, PROMO_CODE_FORMAT_MESSAGE],
  ])('code: %s', (_name, code, expected, message) => {
    const result = parsePromoCodeForm(form({ code }));
    if (expected === null) {
      expect(result).toMatchObject({ ok: false, fieldErrors: { code: message } });
    } else {
      expect(result).toMatchObject({ ok: true, value: { code: expected } });
    }
  });

  it.each<[unknown, number | null]>([
    [0, null],
    [1, 1],
    [100, 100],
    [101, null],
    ['50', 50],
    [' 25 ', 25],
    ['', null],
    [1.5, null],
    ['abc', null],
    [Number.NaN, null],
    [null, null],
  ])('discount %j → %j', (discountPercentage, expected) => {
    const result = parsePromoCodeForm(form({ discountPercentage }));
    if (expected === null) {
      expect(result).toMatchObject({
        ok: false,
        fieldErrors: { discountPercentage: PROMO_DISCOUNT_MESSAGE },
      });
    } else {
      expect(result).toMatchObject({ ok: true, value: { discountPercentage: expected } });
    }
  });

  it.each<[unknown, number | null]>([
    [0, null],
    [1, 1],
    [20, 20],
    [21, null],
    ['3', 3],
    [-1, null],
    [2.5, null],
  ])('attendee limit %j → %j', (attendeeLimit, expected) => {
    const result = parsePromoCodeForm(form({ attendeeLimit }));
    if (expected === null) {
      expect(result).toMatchObject({
        ok: false,
        fieldErrors: { attendeeLimit: PROMO_ATTENDEE_LIMIT_MESSAGE },
      });
    } else {
      expect(result).toMatchObject({ ok: true, value: { attendeeLimit: expected } });
    }
  });

  it('reports every bad field at once', () => {
    const result = parsePromoCodeForm({ code: 'ab', discountPercentage: 0, attendeeLimit: 21 });
    expect(result).toEqual({
      ok: false,
      error: PROMO_CODE_FORMAT_MESSAGE,
      fieldErrors: {
        code: PROMO_CODE_FORMAT_MESSAGE,
        discountPercentage: PROMO_DISCOUNT_MESSAGE,
        attendeeLimit: PROMO_ATTENDEE_LIMIT_MESSAGE,
      },
    });
  });
});

describe('normaliseUsedFor', () => {
  it.each<[unknown, string]>([
    ['Stag', 'Stag'],
    ['Couple', 'Couple'],
    ['Solo', 'Stag'],
    ['Duo', 'Couple'],
    ['duo', 'Couple'],
    [' couple ', 'Couple'],
    ['group', 'Stag'],
    ['', 'Stag'],
    [undefined, 'Stag'],
    [2, 'Stag'],
  ])('%j → %s', (raw, expected) => {
    expect(normaliseUsedFor(raw)).toBe(expected);
  });
});

describe('generatePromoCode', () => {
  it.each<[string, number[], string]>([
    ['maps bytes onto the alphabet in order', [0, 1, 2, 3, 4, 5, 6, 7], 'VIPABCDEFGH'],
    ['skips I and O, ends with the digits 2-9', [8, 12, 22, 23, 24, 31, 13, 0], 'VIPJNYZ29PA'],
    ['wraps modulo 32, so every byte is usable', [32, 63, 64, 255, 224, 1, 33, 65], 'VIPA9A9ABBB'],
  ])('%s', (_name, bytes, expected) => {
    const code = generatePromoCode(bytesSource(bytes));
    expect(code).toBe(expected);
    expect(isValidPromoCode(code)).toBe(true);
  });

  it('uses an alphabet without the look-alikes 0/O and 1/I, 32 characters long', () => {
    expect(GENERATED_CODE_ALPHABET).toHaveLength(32);
    expect(new Set(GENERATED_CODE_ALPHABET).size).toBe(32);
    expect(GENERATED_CODE_ALPHABET).toMatch(/^[A-Z2-9]+$/);
    for (const lookAlike of ['0', 'O', '1', 'I']) {
      expect(GENERATED_CODE_ALPHABET).not.toContain(lookAlike);
    }
  });

  it('refuses a source that returns too few bytes', () => {
    expect(() => generatePromoCode(() => new Uint8Array(3))).toThrow(RangeError);
  });

  it('uses Web Crypto by default and produces valid, distinct codes', () => {
    const codes = new Set(Array.from({ length: 200 }, () => generatePromoCode()));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^VIP[A-HJ-NP-Z2-9]{8}$/);
  });
});

describe('promoCodeStatus', () => {
  it.each<[string, Pick<PromoCode, 'redeemed' | 'isActive'>, string]>([
    ['unused and active', { redeemed: false, isActive: true }, 'active'],
    ['unused and switched off', { redeemed: false, isActive: false }, 'inactive'],
    ['redeemed (and so inactive)', { redeemed: true, isActive: false }, 'used'],
    ['redeemed but still flagged active', { redeemed: true, isActive: true }, 'used'],
  ])('%s → %s', (_name, promo, status) => {
    expect(promoCodeStatus(promo)).toBe(status);
  });
});

describe('createPromoCode', () => {
  const now = new Date('2025-07-01T09:30:00.000Z');

  it('keeps a typed code, which is also the document id', () => {
    expect(
      createPromoCode(
        { code: 'VIPGOLD12', discountPercentage: 50, attendeeLimit: 2, usedFor: 'Couple' },
        now,
      ),
    ).toEqual({
      id: 'VIPGOLD12',
      code: 'VIPGOLD12',
      discountPercentage: 50,
      attendeeLimit: 2,
      redeemed: false,
      isActive: true,
      createdAt: '2025-07-01T09:30:00.000Z',
      ticketType: '1212',
      usedFor: 'Couple',
      stagAttendeeLimit: 2,
      coupleAttendeeLimit: 2,
    } satisfies PromoCode);
  });

  it('generates a code when none was typed', () => {
    const promo = createPromoCode(PROMO_FORM_DEFAULTS, now, bytesSource([0, 1, 2, 3, 4, 5, 6, 7]));
    expect(promo).toMatchObject({
      id: 'VIPABCDEFGH',
      code: 'VIPABCDEFGH',
      discountPercentage: 10,
      attendeeLimit: 1,
    });
  });
});

describe('readPromoCode', () => {
  it('fills the defaults an old document lacks and maps legacy categories', () => {
    expect(
      readPromoCode('abc123', { code: 'VIPOLD123', discountPercentage: 50, usedFor: 'Duo' }),
    ).toEqual({
      id: 'abc123',
      code: 'VIPOLD123',
      discountPercentage: 50,
      attendeeLimit: 1,
      redeemed: false,
      isActive: false,
      createdAt: '',
      ticketType: '1212',
      usedFor: 'Couple',
      stagAttendeeLimit: 1,
      coupleAttendeeLimit: 2,
    });
  });

  it('round-trips a current document', () => {
    const promo = createPromoCode(
      { code: 'VIPGOLD12', discountPercentage: 100, attendeeLimit: 3, usedFor: 'Stag' },
      new Date(0),
    );
    const held = { ...promo, reservedBy: 'order-1', reservedUntil: '2025-07-01T10:00:00.000Z' };
    expect(readPromoCode(promo.id, held)).toEqual(held);
  });

  it.each<[string, Record<string, unknown>, Partial<PromoCode>]>([
    ['code falls back to the id', { isActive: true }, { code: 'VIPID0001', isActive: true }],
    ['redeemed must be exactly true', { redeemed: 'yes' }, { redeemed: false }],
    ['a legacy usedBy with a buyer reads as redeemed', { usedBy: ['a@b.co'] }, { redeemed: true }],
    ['an empty legacy usedBy is not redeemed', { usedBy: [] }, { redeemed: false }],
    ['junk in a legacy usedBy is no buyer', { usedBy: [3, null] }, { redeemed: false }],
    ['isActive must be exactly true', { isActive: 'yes' }, { isActive: false }],
    [
      'bad limits use defaults',
      { attendeeLimit: 0, coupleAttendeeLimit: 1.5 },
      { attendeeLimit: 1, coupleAttendeeLimit: 2 },
    ],
    [
      'Date createdAt becomes ISO',
      { createdAt: new Date('2025-01-02T03:04:05.000Z') },
      { createdAt: '2025-01-02T03:04:05.000Z' },
    ],
    ['NaN discount reads as 0', { discountPercentage: Number.NaN }, { discountPercentage: 0 }],
  ])('%s', (_name, data, expected) => {
    expect(readPromoCode('VIPID0001', data)).toMatchObject(expected);
  });

  it('omits an empty hold', () => {
    const promo = readPromoCode('VIPID0001', { reservedBy: '', reservedUntil: 42 });
    expect('reservedBy' in promo || 'reservedUntil' in promo).toBe(false);
  });
});

describe('readPromoCodeListing', () => {
  const code = { code: 'VIPGOLD12', isActive: false, redeemed: true };

  it('names who redeemed a code from its organisers-only record', () => {
    expect(
      readPromoCodeListing('VIPGOLD12', code, { code: 'VIPGOLD12', usedBy: ['a@b.co', 7] }),
    ).toMatchObject({ redeemed: true, usedBy: ['a@b.co'] });
  });

  it('has nobody when there is no record yet', () => {
    expect(readPromoCodeListing('VIPGOLD12', { code: 'VIPGOLD12' }, null).usedBy).toEqual([]);
  });

  it('keeps the buyers a legacy code still lists on itself, each once, earliest first', () => {
    const legacy = { code: 'VIPGOLD12', usedBy: ['old@b.co'] };
    expect(
      readPromoCodeListing('VIPGOLD12', legacy, { usedBy: ['old@b.co', 'new@b.co'] }),
    ).toMatchObject({ redeemed: true, usedBy: ['old@b.co', 'new@b.co'] });
  });
});
