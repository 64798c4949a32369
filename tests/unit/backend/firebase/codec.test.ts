import { Timestamp as AdminTimestamp } from 'firebase-admin/firestore';
import { Timestamp as WebTimestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  DATE_TIME_FIELDS,
  decodeFromFirestore,
  encodeForFirestore,
  type TimestampCodec,
} from '@/backend/firebase-common/codec';
import { webTimestamps } from '@/backend/firebase/web-store';
import { adminTimestamps } from '../../../../functions/src/admin-store';
import { aBooking, anEvent, aPromoCode } from '../../engine/support/fixtures';

const sdks: Array<[string, TimestampCodec, new (s: number, ns: number) => { toDate(): Date }]> = [
  ['web SDK', webTimestamps, WebTimestamp],
  ['Admin SDK', adminTimestamps, AdminTimestamp],
];

describe.each(sdks)('Firestore codec with the %s Timestamp', (_name, timestamps, Timestamp) => {
  it('stores the date-time fields as Timestamps and reads them back as the same ISO strings', () => {
    const booking = aBooking('b1', { checkedIn: true, checkInTime: '2030-06-20T13:05:07.123Z' });
    const stored = encodeForFirestore('newbookings', booking, timestamps);
    expect(stored['createdAt']).toBeInstanceOf(Timestamp);
    expect(stored['checkInTime']).toBeInstanceOf(Timestamp);
    expect((stored['checkInTime'] as { toDate(): Date }).toDate().toISOString()).toBe(
      '2030-06-20T13:05:07.123Z',
    );
    expect(stored['eventDate']).toBe(booking.eventDate);
    expect(decodeFromFirestore('newbookings', 'b1', stored, timestamps)).toEqual(booking);
  });

  it('converts the date-times of an update patch and leaves other fields alone', () => {
    const patch = encodeForFirestore(
      'newbookings',
      { checkedIn: true, checkInTime: '2030-06-20T13:05:07.000Z', checkedInBy: 'a@b.in' },
      timestamps,
    );
    expect(patch['checkInTime']).toBeInstanceOf(Timestamp);
    expect(patch).toMatchObject({ checkedIn: true, checkedInBy: 'a@b.in' });
  });

  it('keeps null date-times null and drops undefined values at every depth', () => {
    const stored = encodeForFirestore(
      'events',
      {
        ...anEvent(),
        imageUrl: undefined,
        holds: { h: { seats: 1, until: 'x' }, g: undefined as never },
      },
      timestamps,
    ) as Record<string, unknown>;
    expect('imageUrl' in stored).toBe(false);
    expect(stored['holds']).toEqual({ h: { seats: 1, until: 'x' } });
    const order = encodeForFirestore('orders', { fulfilledAt: null }, timestamps);
    expect(order['fulfilledAt']).toBeNull();
  });

  it('refuses a date-time field that is not a date-time, rather than store what queries misorder', () => {
    expect(() => encodeForFirestore('scanLog', { at: 'yesterday-ish' }, timestamps)).toThrow(
      /scanLog\.at must be an ISO date-time/,
    );
    expect(() => encodeForFirestore('orders', { expiresAt: 5 as never }, timestamps)).toThrow();
  });

  it('reads Timestamps wherever an old document keeps them, and sets the id from the document id', () => {
    const legacy = {
      email: 'old@example.com',
      eventId: 'e1',
      createdAt: timestamps.fromDate(new Date('2025-07-01T10:00:00.000Z')),
      members: [{ name: 'A', joinedAt: timestamps.fromDate(new Date('2025-07-02T00:00:00.000Z')) }],
    };
    expect(decodeFromFirestore('bookings', 'legacy-1', legacy, timestamps)).toEqual({
      id: 'legacy-1',
      email: 'old@example.com',
      eventId: 'e1',
      createdAt: '2025-07-01T10:00:00.000Z',
      members: [{ name: 'A', joinedAt: '2025-07-02T00:00:00.000Z' }],
    });
    expect(decodeFromFirestore('users', 'uid-9', { email: 'x@y.in' }, timestamps)).toMatchObject({
      uid: 'uid-9',
    });
    expect(decodeFromFirestore('tickets', 'tok', { uid: 'x' }, timestamps)).toMatchObject({
      token: 'tok',
    });
  });

  it('round-trips a promo code with its hold', () => {
    const code = aPromoCode({ reservedBy: 'hold1', reservedUntil: '2030-06-20T12:15:00.000Z' });
    const stored = encodeForFirestore('promoCodes', code, timestamps);
    expect(stored['reservedUntil']).toBeInstanceOf(Timestamp);
    expect(decodeFromFirestore('promoCodes', code.code, stored, timestamps)).toEqual(code);
  });
});

it('names only top-level fields that the documents really have as date-times', () => {
  const booking = aBooking('b1') as unknown as Record<string, unknown>;
  for (const field of DATE_TIME_FIELDS.newbookings) expect(field in booking).toBe(true);
});
