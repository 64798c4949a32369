/**
 * Documents as the flows write them (built with the domain's own builders), for seeding the
 * emulator before a rules test.
 */
import { buildBooking, toTicket, type Booking, type Ticket } from '@/domain/booking';
import type { LegacyBooking } from '@/domain/legacy-booking';
import { quote } from '@/domain/pricing';
import { createPromoCode, type PromoCode } from '@/domain/promo-codes';
import type { StoredEvent } from '@/domain/seats';
import type { BookingDoc, LegacyBookingDoc, ScanLogDoc } from '@/engine/collections';

export const EVENT_ID = 'eventUpcoming01';
export const BOOKING_ID = 'bookingNew00000001';
export const LEGACY_BOOKING_ID = 'legacyBooking0001';
export const TOKEN = 'tokenTokenTokenToken0001';

export function anEvent(overrides: Partial<StoredEvent> = {}): StoredEvent {
  return {
    id: EVENT_ID,
    title: 'Sangeet Night',
    date: '2026-12-12',
    startTime: '18:00',
    endTime: '22:00',
    location: 'Bengaluru',
    price: 499,
    capacity: 200,
    imageUrl: '',
    description: 'Dance the night away.',
    salesOpenAt: '',
    status: 'published',
    shards: 1,
    ...overrides,
  };
}

/** The organiser's event form, as the admin screens send it. */
export const EVENT_FORM = {
  title: 'Sangeet Night',
  date: '2026-12-12',
  startTime: '18:00',
  endTime: '22:00',
  location: 'Bengaluru',
  price: 499,
  capacity: 200,
  imageUrl: 'https://example.com/poster.jpg',
  description: 'Dance the night away.',
};

export function aBooking(overrides: Partial<Booking> = {}): BookingDoc {
  const booking = buildBooking({
    quote: quote({ ticket499Count: 1, ticket1212Count: 1 }),
    email: 'buyer@example.com',
    event: anEvent(),
    paymentId: 'pay_TEST000000001',
    token: TOKEN,
    now: new Date('2026-11-20T10:00:00.000Z'),
  });
  return { ...booking, ...overrides, id: BOOKING_ID };
}

export function aTicket(): Ticket {
  return toTicket(aBooking(), BOOKING_ID);
}

export function aLegacyBooking(overrides: Partial<LegacyBooking> = {}): LegacyBookingDoc {
  return {
    id: LEGACY_BOOKING_ID,
    name: 'Asha',
    email: 'asha@example.com',
    attendees: 'duo',
    partnerName: 'Ravi',
    amountPaid: 1212,
    eventId: EVENT_ID,
    checkedIn: false,
    createdAt: '2025-07-01T10:00:00.000Z',
    ...overrides,
  };
}

export function aPromoCode(code = 'VIPTEST01', overrides: Partial<PromoCode> = {}): PromoCode {
  const promo = createPromoCode(
    { code, discountPercentage: 50, attendeeLimit: 2, usedFor: 'Stag' },
    new Date(),
  );
  return { ...promo, ...overrides };
}

/** A refused scan's log line as an organiser's lane appends it (its time: now). */
export function aScanLine(
  id: string,
  adminUid: string,
  overrides: Partial<ScanLogDoc> & Record<string, unknown> = {},
): ScanLogDoc {
  return {
    id,
    code: 'garbage from a QR code',
    bookingId: null,
    eventId: EVENT_ID,
    result: 'invalid',
    adminUid,
    at: new Date().toISOString(),
    device: 'door-1',
    ...overrides,
  };
}
