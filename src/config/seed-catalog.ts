import { istDate, parseIsoDate } from '@/domain/format';
import type { PromoCode, PromoRedemptions } from '@/domain/promo-codes';
import type { StoredEvent } from '@/domain/seats';
import { featuredEvent, featuredEventRecord } from './featured-event';

/**
 * What every new data set starts from, whichever backend holds it: the upcoming party (made from
 * the featured event) and the sample promo codes. The demo seed (src/backend/demo/seed.ts) and
 * the Firebase seed (`npm run seed:firebase`, scripts/operator/seed.ts) both build from here, so
 * a new Firebase project starts with the same party and the same kinds of code as the demo.
 */

export const UPCOMING_EVENT_ID = 'sangeet-upcoming';

/** The sample codes' published names: the demo's, and the Firebase emulator's. */
export const SAMPLE_PROMO_CODES = {
  /** 100% off up to 20 Premium tickets: any all-Premium order with it is a free booking. */
  free: 'VIPFREE100',
  /** 50% off up to 2 Premium tickets. */
  half: 'VIPHALF50',
  used: 'VIPUSED01',
  inactive: 'VIPOFF001',
} as const;

export type SamplePromoKind = keyof typeof SAMPLE_PROMO_CODES;

const DAY_MS = 24 * 60 * 60 * 1000;
const FIRST_DAYS_FROM_SEED = 7;
const FALLBACK_DAYS_FROM_SEED = 28;

export function addDays(isoDate: string, days: number): string {
  const start = parseIsoDate(isoDate);
  if (!start) throw new RangeError(`Not a date: ${isoDate}`);
  return new Date(start.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The featured party's date when it is at least a week away (so the site and the booking page
 * agree), else four weeks after the day the data is made (docs/design.md §7: "a few weeks after").
 */
export function upcomingEventDate(now: Date, featuredDate: string = featuredEvent.date): string {
  const today = istDate(now);
  const readable = parseIsoDate(featuredDate) !== null;
  return readable && featuredDate >= addDays(today, FIRST_DAYS_FROM_SEED)
    ? featuredDate
    : addDays(today, FALLBACK_DAYS_FROM_SEED);
}

/** events/{UPCOMING_EVENT_ID} as a new data set has it: the featured party, no seats taken. */
export function upcomingEvent(now: Date): StoredEvent {
  return {
    id: UPCOMING_EVENT_ID,
    ...featuredEventRecord(upcomingEventDate(now)),
    // On sale now (docs/design.md §3.12): the visitors' query asks for published events.
    status: 'published',
    salesOpenAt: '',
    // One seat shard with no document: nothing sold or held yet (docs/design.md §3.10).
    shards: 1,
  };
}

function promo(
  code: string,
  discountPercentage: number,
  attendeeLimit: number,
  createdAt: string,
  state: Pick<PromoCode, 'redeemed' | 'isActive'>,
): PromoCode {
  return {
    id: code,
    code,
    discountPercentage,
    attendeeLimit,
    ...state,
    createdAt,
    ticketType: '1212',
    usedFor: 'Stag',
    stagAttendeeLimit: attendeeLimit,
    coupleAttendeeLimit: 2,
    reservedBy: null,
    reservedUntil: null,
  };
}

/**
 * One promo code of each kind: free, half price, already used, switched off. `codes` names them
 * (the published sample names by default; a real project gets unguessable ones).
 */
export function samplePromoCodes(
  now: Date,
  codes: Record<SamplePromoKind, string> = SAMPLE_PROMO_CODES,
): PromoCode[] {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  return [
    promo(codes.free, 100, 20, ago(1), { redeemed: false, isActive: true }),
    promo(codes.half, 50, 2, ago(2), { redeemed: false, isActive: true }),
    promo(codes.used, 25, 1, ago(20), { redeemed: true, isActive: false }),
    promo(codes.inactive, 10, 1, ago(30), { redeemed: false, isActive: false }),
  ];
}

/**
 * Who redeemed the sample codes: the used one's buyer, kept apart from the public code
 * (promoRedemptions/{code}, docs/design.md §3.6).
 */
export function samplePromoRedemptions(
  codes: Record<SamplePromoKind, string> = SAMPLE_PROMO_CODES,
): PromoRedemptions[] {
  return [{ code: codes.used, usedBy: ['someone@example.com'] }];
}
