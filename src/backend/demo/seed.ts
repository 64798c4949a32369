import { featuredEvent, featuredEventRecord } from '@/config/featured-event';
import { istDate, parseIsoDate } from '@/domain/format';
import type { PromoCode } from '@/domain/promo-codes';
import { NO_SEATS_TAKEN, type StoredEvent } from '@/domain/seats';
import { legacyHeadcount } from '@/domain/stats';
import type { StoredLegacyBooking, StoredTransaction, StoredUser } from './db';
import { DEMO_ADMIN_ACCOUNT, DEMO_GUEST_ACCOUNT } from './demo-accounts';

/**
 * The demo seed (DESIGN §7) as plain records. Pure and Dexie-free, so tests (and a later
 * emulator seed script) can build the same data. Ids are fixed and readable so tests and the
 * e2e suite can name them.
 */

export const DEMO_UPCOMING_EVENT_ID = 'sangeet-upcoming';
export const DEMO_PAST_EVENT_ID = 'sangeet-2025-07-28';
export const DEMO_CAPACITY = featuredEvent.capacity;

export const DEMO_PROMO_CODES = {
  /** 100% off up to 20 Premium tickets: any all-Premium order with it is a free booking. */
  free: 'VIPFREE100',
  /** 50% off up to 2 Premium tickets. */
  half: 'VIPHALF50',
  used: 'VIPUSED01',
  inactive: 'VIPOFF001',
} as const;

export const DEMO_LEGACY_BOOKING_IDS = {
  /** attendees 'stag', members[], amountPaid, checked in. */
  stag: 'legacy-stag-1',
  /** attendees 'duo', coupleMembers[], promocode, amountPaid, checked in. */
  duo: 'legacy-duo-1',
  /** stagMembers[] only, coupon (the other spelling), not checked in. */
  stagMembers: 'legacy-stagmembers-1',
  /** Just a name and an e-mail: every optional section shows N/A or is left out. */
  minimal: 'legacy-minimal-1',
  /** Its event was deleted: 'Event details could not be found for this ticket'. */
  orphan: 'legacy-orphan-1',
} as const;

/** A registered buyer with a user record, so the Registered Users top-up finds someone. */
export const DEMO_BUYER_USER: StoredUser = {
  uid: 'demo-user-aarav',
  email: 'aarav.sharma@example.com',
  isAdmin: false,
  walletBalance: 250,
};

const DAY_MS = 24 * 60 * 60 * 1000;
const FIRST_DAYS_FROM_SEED = 7;
const FALLBACK_DAYS_FROM_SEED = 28;

function addDays(isoDate: string, days: number): string {
  const start = parseIsoDate(isoDate);
  if (!start) throw new RangeError(`Not a date: ${isoDate}`);
  return new Date(start.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The featured party's date when it is at least a week away (so the site and the booking page
 * agree), else four weeks after the day the demo data is made (DESIGN §7: "a few weeks after").
 */
export function upcomingEventDate(now: Date, featuredDate: string = featuredEvent.date): string {
  const today = istDate(now);
  const readable = parseIsoDate(featuredDate) !== null;
  return readable && featuredDate >= addDays(today, FIRST_DAYS_FROM_SEED)
    ? featuredDate
    : addDays(today, FALLBACK_DAYS_FROM_SEED);
}

function seedEvents(now: Date, legacy: readonly StoredLegacyBooking[]): StoredEvent[] {
  return [
    {
      id: DEMO_UPCOMING_EVENT_ID,
      ...featuredEventRecord(upcomingEventDate(now)),
      ...NO_SEATS_TAKEN,
    },
    {
      id: DEMO_PAST_EVENT_ID,
      ...featuredEventRecord('2025-07-28'),
      location: featuredEvent.city,
      // Its legacy bookings took these seats, so the event cannot be deleted from under them.
      sold: legacy
        .filter((booking) => booking.eventId === DEMO_PAST_EVENT_ID)
        .reduce((sum, booking) => sum + legacyHeadcount(booking), 0),
      holds: {},
    },
  ];
}

function promo(
  code: string,
  discountPercentage: number,
  attendeeLimit: number,
  createdAt: string,
  state: Pick<PromoCode, 'usedBy' | 'isActive'>,
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

function seedPromoCodes(now: Date): PromoCode[] {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const c = DEMO_PROMO_CODES;
  return [
    promo(c.free, 100, 20, ago(1), { usedBy: [], isActive: true }),
    promo(c.half, 50, 2, ago(2), { usedBy: [], isActive: true }),
    promo(c.used, 25, 1, ago(20), { usedBy: ['someone@example.com'], isActive: false }),
    promo(c.inactive, 10, 1, ago(30), { usedBy: [], isActive: false }),
  ];
}

function seedLegacyBookings(): StoredLegacyBooking[] {
  const ids = DEMO_LEGACY_BOOKING_IDS;
  const event = DEMO_PAST_EVENT_ID;
  return [
    {
      id: ids.stag,
      name: 'Aarav Sharma',
      email: DEMO_BUYER_USER.email,
      attendees: 'stag',
      members: [
        {
          name: 'Aarav Sharma',
          gender: 'Male',
          phone: '+91 98450 11223',
          email: DEMO_BUYER_USER.email,
          insta: '@aarav.dances',
        },
      ],
      amountPaid: 499,
      eventId: event,
      checkedIn: true,
      checkInTime: '2025-07-28T12:41:00.000Z',
      createdAt: '2025-07-12T09:30:00.000Z',
    },
    {
      id: ids.duo,
      name: 'Rohan Mehta',
      partnerName: 'Isha Mehta',
      email: 'rohan.mehta@example.com',
      attendees: 'duo',
      coupleMembers: [
        {
          name1: 'Rohan Mehta',
          gender1: 'Male',
          phone1: '+91 99001 22334',
          email1: 'rohan.mehta@example.com',
          insta1: '@rohanmehta',
          name2: 'Isha Mehta',
          gender2: 'Female',
          phone2: '+91 99001 55667',
          email2: 'isha.mehta@example.com',
          insta2: '@isha.twirls',
        },
      ],
      promocode: 'VIPDUO2025',
      amountPaid: 1818,
      eventId: event,
      checkedIn: true,
      checkInTime: '2025-07-28T13:05:00.000Z',
      createdAt: '2025-07-15T14:10:00.000Z',
    },
    {
      id: ids.stagMembers,
      name: 'Kavya Iyer',
      email: 'kavya.iyer@example.com',
      attendees: 'stag',
      stagMembers: [
        {
          name: 'Kavya Iyer',
          gender: 'Female',
          phone: '+91 98860 44556',
          email: 'kavya.iyer@example.com',
          insta: '@kavya.iyer',
        },
      ],
      coupon: 'VIPKAVYA7',
      eventId: event,
      checkedIn: false,
      checkInTime: null,
      createdAt: '2025-07-20T18:45:00.000Z',
    },
    {
      id: ids.minimal,
      name: 'Neha Kapoor',
      email: 'neha.kapoor@example.com',
      eventId: event,
      createdAt: '2025-07-22T07:05:00.000Z',
    },
    {
      id: ids.orphan,
      name: 'Dev Malhotra',
      email: 'dev.malhotra@example.com',
      attendees: 'stag',
      members: [{ name: 'Dev Malhotra' }],
      amountPaid: 499,
      eventId: 'deleted-event-2024',
      checkedIn: false,
      createdAt: '2024-12-01T10:00:00.000Z',
    },
  ];
}

function seedUsers(): StoredUser[] {
  return [
    {
      uid: DEMO_ADMIN_ACCOUNT.uid,
      email: DEMO_ADMIN_ACCOUNT.email,
      isAdmin: true,
      walletBalance: 5000,
    },
    {
      uid: DEMO_GUEST_ACCOUNT.uid,
      email: DEMO_GUEST_ACCOUNT.email,
      isAdmin: false,
      walletBalance: 0,
    },
    DEMO_BUYER_USER,
  ];
}

function seedTransactions(now: Date): StoredTransaction[] {
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const toId = DEMO_ADMIN_ACCOUNT.uid;
  return [
    {
      id: 'seed-payment-1',
      toId,
      fromName: 'Aarav Sharma',
      fromEmail: DEMO_BUYER_USER.email,
      amount: 499,
      createdAt: ago(2 * 60 * 60 * 1000),
    },
    {
      id: 'seed-payment-2',
      toId,
      fromName: 'Isha Mehta',
      fromEmail: 'isha.mehta@example.com',
      amount: 1212,
      createdAt: ago(DAY_MS),
    },
    {
      id: 'seed-payment-3',
      toId,
      fromName: 'Kavya Iyer',
      fromEmail: 'kavya.iyer@example.com',
      amount: 250,
      createdAt: ago(4 * DAY_MS),
    },
    {
      id: 'seed-payment-4',
      toId,
      fromName: 'Rohan Mehta',
      fromEmail: 'rohan.mehta@example.com',
      amount: 1818,
      createdAt: ago(9 * DAY_MS),
    },
  ];
}

export interface DemoSeed {
  users: StoredUser[];
  events: StoredEvent[];
  promoCodes: PromoCode[];
  legacyBookings: StoredLegacyBooking[];
  transactions: StoredTransaction[];
}

/** Everything the seed writes except credentials, which need hashing (see seed-store.ts). */
export function buildDemoSeed(now: Date): DemoSeed {
  const legacyBookings = seedLegacyBookings();
  return {
    users: seedUsers(),
    events: seedEvents(now, legacyBookings),
    promoCodes: seedPromoCodes(now),
    legacyBookings,
    transactions: seedTransactions(now),
  };
}
