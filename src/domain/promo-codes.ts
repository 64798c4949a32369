import * as z from 'zod/mini';
import { parseForm, wholeNumber, type ParseResult } from './form-fields';
import { cryptoRandomBytes, takeRandomBytes, type RandomBytes } from './random-bytes';

export type PromoUsedFor = 'Stag' | 'Couple';

/**
 * promoCodes/{code}: the document id is the code itself, so a code can be read but not listed. A
 * visitor who has the code may read this document, so it holds only what the coupon preview needs:
 * who redeemed it lives in promoRedemptions/{code} (docs/design.md §3.6).
 */
export interface PromoCode {
  id: string;
  code: string;
  discountPercentage: number;
  attendeeLimit: number;
  /** Somebody redeemed it (codes are single-use). */
  redeemed: boolean;
  isActive: boolean;
  createdAt: string;
  ticketType: '1212';
  usedFor: PromoUsedFor;
  stagAttendeeLimit: number;
  coupleAttendeeLimit: number;
  /** Pending order holding the code while its buyer pays. */
  reservedBy?: string | null;
  /** ISO time after which the hold lapses. */
  reservedUntil?: string | null;
}

/** promoRedemptions/{code}: who redeemed a code, for organisers' eyes only. */
export interface PromoRedemptions {
  code: string;
  /** Buyers' e-mails in the order they redeemed it (a late payment may add a second). */
  usedBy: string[];
}

/** What the organisers' list shows of a code: the public document and who redeemed it. */
export type PromoCodeListing = PromoCode & { usedBy: string[] };

export const PROMO_CODE_PREFIX = 'VIP';
export const PROMO_CODE_MIN_LENGTH = 8;
export const PROMO_CODE_MAX_LENGTH = 16;
export const PROMO_CODE_PATTERN = /^VIP[A-Z0-9]{5,13}$/;
export const PROMO_CODE_FORMAT_MESSAGE =
  'Code must start with VIP and be 8-16 characters (VIP + 5-13 chars)';

export const PROMO_DISCOUNT_MIN = 1;
export const PROMO_DISCOUNT_MAX = 100;
export const PROMO_DISCOUNT_MESSAGE = 'Discount must be a whole number from 1 to 100.';
export const PROMO_ATTENDEE_LIMIT_MIN = 1;
export const PROMO_ATTENDEE_LIMIT_MAX = 20;
export const PROMO_ATTENDEE_LIMIT_MESSAGE = 'Attendee limit must be a whole number from 1 to 20.';

export const DEFAULT_PROMO_USED_FOR: PromoUsedFor = 'Stag';
export const DEFAULT_COUPLE_ATTENDEE_LIMIT = 2;
export const GENERATED_CODE_RANDOM_LENGTH = 8;

export interface PromoCodeFormValues {
  /** Empty means "generate one for me". */
  code: string;
  discountPercentage: number;
  attendeeLimit: number;
  usedFor: PromoUsedFor;
}

export const PROMO_FORM_DEFAULTS: PromoCodeFormValues = {
  code: '',
  discountPercentage: 10,
  attendeeLimit: 1,
  usedFor: DEFAULT_PROMO_USED_FOR,
};

/** Upper-cases and adds the VIP prefix unless the admin already typed it (in any case). */
export function normalisePromoCodeInput(raw: string): string {
  const code = raw.trim().toUpperCase();
  if (code === '' || code.startsWith(PROMO_CODE_PREFIX)) return code;
  return PROMO_CODE_PREFIX + code;
}

export function isValidPromoCode(code: string): boolean {
  return PROMO_CODE_PATTERN.test(code);
}

const AFTER_PREFIX_MIN = PROMO_CODE_MIN_LENGTH - PROMO_CODE_PREFIX.length;
const AFTER_PREFIX_MAX = PROMO_CODE_MAX_LENGTH - PROMO_CODE_PREFIX.length;

/**
 * What the generator's code field says about a typed code that will not do, or null when it will
 * (blank included: one is generated). The form adds VIP for the organiser, so this speaks of what
 * follows VIP, never "must start with VIP" (the spec's message, which the backend still gives).
 */
export function promoCodeInputProblem(raw: string): string | null {
  const code = normalisePromoCodeInput(raw);
  if (code === '' || isValidPromoCode(code)) return null;
  const rest = code.slice(PROMO_CODE_PREFIX.length);
  if (!/^[A-Z0-9]*$/.test(rest)) return 'Only letters A-Z and digits 0-9 can follow VIP.';
  const characters = rest.length === 1 ? 'character' : 'characters';
  return `${code} has ${rest.length} ${characters} after VIP; it needs ${AFTER_PREFIX_MIN}-${AFTER_PREFIX_MAX} letters or digits.`;
}

export type PromoCodeStatus = 'active' | 'used' | 'inactive';

/**
 * What the admin list calls a code: used once anybody redeemed it (codes are single-use, and a
 * used code is also inactive), else active or inactive as stored.
 */
export function promoCodeStatus(promo: Pick<PromoCode, 'redeemed' | 'isActive'>): PromoCodeStatus {
  if (promo.redeemed) return 'used';
  return promo.isActive ? 'active' : 'inactive';
}

/** Older documents say Solo/Duo; anything unknown is treated as the common single-person case. */
export function normaliseUsedFor(raw: unknown): PromoUsedFor {
  if (typeof raw !== 'string') return DEFAULT_PROMO_USED_FOR;
  const value = raw.trim().toLowerCase();
  return value === 'couple' || value === 'duo' ? 'Couple' : 'Stag';
}

/**
 * Capitals and digits without the pairs people misread when a code is read out or copied by
 * hand: no O/0 and no I/1. 32 characters, so every byte maps onto one without modulo bias.
 */
export const GENERATED_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** VIP + 8 characters of GENERATED_CODE_ALPHABET (40 random bits). */
export function generatePromoCode(random: RandomBytes = cryptoRandomBytes): string {
  let code = PROMO_CODE_PREFIX;
  for (const byte of takeRandomBytes(random, GENERATED_CODE_RANDOM_LENGTH)) {
    code += GENERATED_CODE_ALPHABET[byte % GENERATED_CODE_ALPHABET.length];
  }
  return code;
}

export const promoCodeFormSchema = z.object({
  code: z.pipe(
    z.pipe(
      z.optional(z.string()),
      z.transform((raw) => normalisePromoCodeInput(raw ?? '')),
    ),
    z
      .string()
      .check(z.refine((code) => code === '' || isValidPromoCode(code), PROMO_CODE_FORMAT_MESSAGE)),
  ),
  discountPercentage: wholeNumber({
    required: PROMO_DISCOUNT_MESSAGE,
    invalid: PROMO_DISCOUNT_MESSAGE,
    min: PROMO_DISCOUNT_MIN,
    max: PROMO_DISCOUNT_MAX,
  }),
  attendeeLimit: wholeNumber({
    required: PROMO_ATTENDEE_LIMIT_MESSAGE,
    invalid: PROMO_ATTENDEE_LIMIT_MESSAGE,
    min: PROMO_ATTENDEE_LIMIT_MIN,
    max: PROMO_ATTENDEE_LIMIT_MAX,
  }),
  usedFor: z.pipe(z.optional(z.unknown()), z.transform(normaliseUsedFor)),
});

export function parsePromoCodeForm(input: unknown): ParseResult<PromoCodeFormValues> {
  return parseForm(promoCodeFormSchema, input);
}

/** Builds the document for a validated form; a blank code is replaced by a generated one. */
export function createPromoCode(
  values: PromoCodeFormValues,
  now: Date,
  random: RandomBytes = cryptoRandomBytes,
): PromoCode {
  const code = values.code === '' ? generatePromoCode(random) : values.code;
  return {
    id: code,
    code,
    discountPercentage: values.discountPercentage,
    attendeeLimit: values.attendeeLimit,
    redeemed: false,
    isActive: true,
    createdAt: now.toISOString(),
    ticketType: '1212',
    usedFor: values.usedFor,
    stagAttendeeLimit: values.attendeeLimit,
    coupleAttendeeLimit: DEFAULT_COUPLE_ATTENDEE_LIMIT,
  };
}

function positiveWhole(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 ? value : fallback;
}

function isoOrUndefined(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString();
  return undefined;
}

function emails(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((entry): entry is string => typeof entry === 'string')
    : [];
}

/**
 * E-mails a promoCodes document written before redemptions moved out still carries in `usedBy`
 * (docs/design.md §3.6): the security rules keep such a document from visitors.
 */
export function legacyUsedBy(data: Readonly<Record<string, unknown>>): string[] {
  return emails(data['usedBy']);
}

/**
 * Reads a stored document (already stripped of SDK types by the adapter) into a PromoCode,
 * filling the spec's defaults for fields older documents lack. A missing isActive reads as
 * inactive, because the original look-up only ever matched isActive == true.
 */
export function readPromoCode(id: string, data: Readonly<Record<string, unknown>>): PromoCode {
  const attendeeLimit = positiveWhole(data['attendeeLimit'], 1);
  const discount = data['discountPercentage'];
  const code = data['code'];
  const promo: PromoCode = {
    id,
    code: typeof code === 'string' ? code : id,
    discountPercentage: typeof discount === 'number' && Number.isFinite(discount) ? discount : 0,
    attendeeLimit,
    redeemed: data['redeemed'] === true || legacyUsedBy(data).length > 0,
    isActive: data['isActive'] === true,
    createdAt: isoOrUndefined(data['createdAt']) ?? '',
    ticketType: '1212',
    usedFor: normaliseUsedFor(data['usedFor']),
    stagAttendeeLimit: positiveWhole(data['stagAttendeeLimit'], attendeeLimit),
    coupleAttendeeLimit: positiveWhole(data['coupleAttendeeLimit'], DEFAULT_COUPLE_ATTENDEE_LIMIT),
  };
  const reservedBy = data['reservedBy'];
  const reservedUntil = isoOrUndefined(data['reservedUntil']);
  if (typeof reservedBy === 'string' && reservedBy !== '') promo.reservedBy = reservedBy;
  if (reservedUntil !== undefined) promo.reservedUntil = reservedUntil;
  return promo;
}

/** promoRedemptions/{code} as stored, or none yet. */
export function readPromoRedemptions(
  code: string,
  data: Readonly<Record<string, unknown>> | null,
): PromoRedemptions {
  return { code, usedBy: data ? emails(data['usedBy']) : [] };
}

/**
 * The organisers' view of a code: its public document (as stored, legacy `usedBy` included) and
 * its redemptions document, read by the adapter; every buyer listed once, earliest first.
 */
export function readPromoCodeListing(
  id: string,
  data: Readonly<Record<string, unknown>>,
  redemptions: Readonly<Record<string, unknown>> | null,
): PromoCodeListing {
  const usedBy = [...legacyUsedBy(data), ...readPromoRedemptions(id, redemptions).usedBy];
  return { ...readPromoCode(id, data), usedBy: [...new Set(usedBy)] };
}
