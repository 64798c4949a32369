import { featuredEvent, featuredEventRecord } from '@/config/featured-event';
import { buildBooking, toTicket, type Ticket } from '@/domain/booking';
import { quote } from '@/domain/pricing';
import {
  SAMPLE_PROMO_CODES,
  UPCOMING_EVENT_ID,
  samplePromoCodes,
  samplePromoRedemptions,
  upcomingEvent,
} from '@/config/seed-catalog';
import type { PromoCode, PromoRedemptions } from '@/domain/promo-codes';
import type { StoredEvent } from '@/domain/seats';
import { shardDocId, type SeatShardDoc } from '@/domain/seat-shards';
import type { ScanLogDoc } from '@/engine/collections';
import { bookingHeadcount, legacyHeadcount } from '@/domain/stats';
import type { StoredBooking, StoredLegacyBooking, StoredTransaction, StoredUser } from './db';
import { DEMO_ADMIN_ACCOUNT, DEMO_DOOR_ACCOUNT, DEMO_GUEST_ACCOUNT } from './demo-accounts';

/**
 * The demo seed (docs/design.md §7) as plain records. Pure and Dexie-free, so tests can build the
 * same data. Ids are fixed and readable so tests and the e2e suite can name them. The upcoming
 * party and the promo codes are src/config/seed-catalog.ts's, which `npm run seed:firebase` also
 * writes.
 */

export { upcomingEventDate } from '@/config/seed-catalog';

/** The upcoming party and the promo codes come from the catalog every backend seeds from. */
export const DEMO_UPCOMING_EVENT_ID = UPCOMING_EVENT_ID;
export const DEMO_PAST_EVENT_ID = 'sangeet-2025-07-28';
export const DEMO_CAPACITY = featuredEvent.capacity;

export const DEMO_PROMO_CODES = SAMPLE_PROMO_CODES;

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

/**
 * The upcoming party's bookings, so the overview and the door open on real figures rather than
 * 0 / 200 (docs/design.md §7). `checkedIn` is the one a door lane has already admitted.
 */
export const DEMO_UPCOMING_BOOKING_IDS = {
  checkedIn: 'demo-upcoming-1',
  couple: 'demo-upcoming-2',
  premium: 'demo-upcoming-3',
  group: 'demo-upcoming-4',
} as const;

/** A registered buyer with a user record, so the Registered Users top-up finds someone. */
export const DEMO_BUYER_USER: StoredUser = {
  uid: 'demo-user-aarav',
  email: 'aarav.sharma@example.com',
  isAdmin: false,
  walletBalance: 250,
};

const DAY_MS = 24 * 60 * 60 * 1000;

function seedEvents(now: Date): StoredEvent[] {
  return [
    upcomingEvent(now),
    {
      id: DEMO_PAST_EVENT_ID,
      ...featuredEventRecord('2025-07-28'),
      location: featuredEvent.city,
      status: 'published',
      salesOpenAt: '',
      shards: 1,
    },
  ];
}

/** The seats the seed's bookings took, in each event's one shard (docs/design.md §3.10). */
function seedSeatShards(
  legacy: readonly StoredLegacyBooking[],
  upcoming: readonly StoredBooking[],
): SeatShardDoc[] {
  // Its legacy bookings took these seats, so the past event cannot be deleted from under them.
  const pastSold = legacy
    .filter((booking) => booking.eventId === DEMO_PAST_EVENT_ID)
    .reduce((sum, booking) => sum + legacyHeadcount(booking), 0);
  const upcomingSold = upcoming.reduce((sum, booking) => sum + bookingHeadcount(booking), 0);
  const shard = (eventId: string, sold: number): SeatShardDoc => ({
    id: shardDocId(eventId, 0),
    eventId,
    index: 0,
    sold,
    holds: {},
  });
  return [shard(DEMO_PAST_EVENT_ID, pastSold), shard(DEMO_UPCOMING_EVENT_ID, upcomingSold)];
}

interface UpcomingBookingSeed {
  id: string;
  name: string;
  email: string;
  basic: number;
  premium: number;
  daysAgo: number;
}

const UPCOMING_BOOKINGS: readonly UpcomingBookingSeed[] = [
  {
    id: DEMO_UPCOMING_BOOKING_IDS.group,
    name: 'Farhan Ali',
    email: 'farhan.ali@example.com',
    basic: 3,
    premium: 0,
    daysAgo: 1,
  },
  {
    id: DEMO_UPCOMING_BOOKING_IDS.premium,
    name: 'Zoya Khan',
    email: 'zoya.khan@example.com',
    basic: 0,
    premium: 2,
    daysAgo: 3,
  },
  {
    id: DEMO_UPCOMING_BOOKING_IDS.couple,
    name: 'Tanvi Joshi',
    email: 'tanvi.joshi@example.com',
    basic: 1,
    premium: 1,
    daysAgo: 6,
  },
  {
    id: DEMO_UPCOMING_BOOKING_IDS.checkedIn,
    name: 'Meera Nair',
    email: 'meera.nair@example.com',
    basic: 2,
    premium: 0,
    daysAgo: 9,
  },
];

/** The seats the upcoming party's seeded bookings took: one per ticket. */
export const DEMO_UPCOMING_SEATS_SOLD = UPCOMING_BOOKINGS.reduce(
  (sum, seed) => sum + seed.basic + seed.premium,
  0,
);

/** The seed's one check-in's scan log entry: every admission has one (docs/design.md §5.2). */
const UPCOMING_SCAN_ID = 'seed-scan-1';
const CHECK_IN_MINUTES_AGO = 40;

/**
 * Paid bookings for the upcoming party, newest first, with fixed ids and tokens (so the seed is
 * the same on every load), their tickets, and one already checked in with its scan log entry.
 */
function seedUpcomingBookings(
  now: Date,
  event: StoredEvent,
): { bookings: StoredBooking[]; tickets: Ticket[]; scanLog: ScanLogDoc[] } {
  const bookings = UPCOMING_BOOKINGS.map((seed, i): StoredBooking => {
    const booking = buildBooking({
      quote: quote({ ticket499Count: seed.basic, ticket1212Count: seed.premium }),
      email: seed.email,
      name: seed.name,
      event,
      paymentId: `pay_DEMOSEED${i + 1}`,
      token: `demoUpcomingTicket${i + 1}Token0000`,
      now: new Date(now.getTime() - seed.daysAgo * DAY_MS),
    });
    return { ...booking, id: seed.id };
  });
  const at = new Date(now.getTime() - CHECK_IN_MINUTES_AGO * 60 * 1000).toISOString();
  const checkedIn = DEMO_UPCOMING_BOOKING_IDS.checkedIn;
  const scanLog: ScanLogDoc[] = [
    {
      id: UPCOMING_SCAN_ID,
      code: checkedIn,
      bookingId: checkedIn,
      eventId: event.id,
      result: 'admitted',
      adminUid: DEMO_ADMIN_ACCOUNT.uid,
      at,
      device: null,
    },
  ];
  const marked = bookings.map((booking) =>
    booking.id === checkedIn
      ? {
          ...booking,
          checkedIn: true,
          checkInTime: at,
          checkedInBy: DEMO_ADMIN_ACCOUNT.email,
          scanLogId: UPCOMING_SCAN_ID,
        }
      : booking,
  );
  return { bookings: marked, tickets: marked.map((b) => toTicket(b, b.id)), scanLog };
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

/** The demo's door staff, assigned the upcoming event (docs/design.md §6.1, §7). */
export const DEMO_DOOR_USER: StoredUser = {
  uid: DEMO_DOOR_ACCOUNT.uid,
  email: DEMO_DOOR_ACCOUNT.email,
  isAdmin: false,
  walletBalance: 0,
  role: 'door',
  doorEventIds: [DEMO_UPCOMING_EVENT_ID],
};

function seedUsers(): StoredUser[] {
  return [
    DEMO_DOOR_USER,
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
  seatShards: SeatShardDoc[];
  promoCodes: PromoCode[];
  promoRedemptions: PromoRedemptions[];
  legacyBookings: StoredLegacyBooking[];
  bookings: StoredBooking[];
  tickets: Ticket[];
  scanLog: ScanLogDoc[];
  transactions: StoredTransaction[];
}

/** Everything the seed writes except credentials, which need hashing (see seed-store.ts). */
export function buildDemoSeed(now: Date): DemoSeed {
  const legacyBookings = seedLegacyBookings();
  const events = seedEvents(now);
  const upcoming = events.find((event) => event.id === DEMO_UPCOMING_EVENT_ID);
  if (!upcoming) throw new Error('The seed has no upcoming event');
  const { bookings, tickets, scanLog } = seedUpcomingBookings(now, upcoming);
  return {
    users: seedUsers(),
    events,
    seatShards: seedSeatShards(legacyBookings, bookings),
    promoCodes: samplePromoCodes(now),
    promoRedemptions: samplePromoRedemptions(),
    legacyBookings,
    bookings,
    tickets,
    scanLog,
    transactions: seedTransactions(now),
  };
}
