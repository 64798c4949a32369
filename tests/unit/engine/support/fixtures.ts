import { buildBooking } from '@/domain/booking';
import { quote } from '@/domain/pricing';
import type { TicketCounts } from '@/domain/prices';
import type { PromoCode } from '@/domain/promo-codes';
import type { SeatHold, StoredEvent } from '@/domain/seats';
import type { BookingDoc, LegacyBookingDoc, UserDoc } from '@/engine/collections';
import { START } from './clock';

export const EVENT_ID = 'event-sangeet-2030';
export const OTHER_EVENT_ID = 'event-mehndi-2030';
export const ADMIN_UID = 'admin-uid-1';
export const USER_UID = 'user-uid-1';
export const ADMIN = { uid: ADMIN_UID } as const;
export const NON_ADMIN = { uid: USER_UID } as const;

/** A future event with room to spare. Its `price` is deliberately not a ticket price. */
export function anEvent(overrides: Partial<StoredEvent> = {}): StoredEvent {
  return {
    id: EVENT_ID,
    title: 'Sangeet Night',
    date: '2030-06-20',
    startTime: '18:00',
    endTime: '23:00',
    location: 'Mumbai',
    price: 1,
    capacity: 100,
    imageUrl: '',
    description: 'Dance all night.',
    sold: 0,
    holds: {},
    ...overrides,
  };
}

/** A seat hold lapsing `minutes` after START (negative: already lapsed). */
export function holdFor(seats: number, minutes: number): SeatHold {
  return { seats, until: new Date(new Date(START).getTime() + minutes * 60_000).toISOString() };
}

export function aPromoCode(overrides: Partial<PromoCode> = {}): PromoCode {
  const code = overrides.code ?? 'VIPTEST01';
  return {
    id: code,
    code,
    discountPercentage: 50,
    attendeeLimit: 1,
    redeemed: false,
    isActive: true,
    createdAt: '2030-05-01T00:00:00.000Z',
    ticketType: '1212',
    usedFor: 'Stag',
    stagAttendeeLimit: 1,
    coupleAttendeeLimit: 2,
    ...overrides,
  };
}

export function aUser(overrides: Partial<UserDoc> = {}): UserDoc {
  return {
    uid: USER_UID,
    email: 'guest@example.com',
    isAdmin: false,
    walletBalance: 100,
    ...overrides,
  };
}

export function anAdmin(overrides: Partial<UserDoc> = {}): UserDoc {
  return aUser({ uid: ADMIN_UID, email: 'organiser@example.com', isAdmin: true, ...overrides });
}

/** A confirmed booking for EVENT_ID (as fulfilment writes it), not checked in. */
export function aBooking(
  id: string,
  overrides: Partial<BookingDoc> & { counts?: TicketCounts } = {},
): BookingDoc {
  const { counts = { ticket499Count: 1, ticket1212Count: 0 }, ...rest } = overrides;
  const event = anEvent();
  const booking = buildBooking({
    quote: quote(counts),
    email: 'guest@example.com',
    event,
    paymentId: 'pay_seeded',
    token: `token-${id}`,
    now: new Date(START),
  });
  return { id, ...booking, ...rest };
}

/** A booking from the previous site: most fields optional, 'duo' admits two. */
export function aLegacyBooking(
  id: string,
  overrides: Partial<LegacyBookingDoc> = {},
): LegacyBookingDoc {
  return {
    id,
    email: 'old-guest@example.com',
    eventId: EVENT_ID,
    createdAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** What the booking form sends; tests add whatever lies a tampered client would add. */
export function orderRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    eventId: EVENT_ID,
    ticket499Count: 0,
    ticket1212Count: 1,
    couponCode: null,
    email: 'guest@example.com',
    ...overrides,
  };
}
