import type { StoredBooking } from '@/backend/demo/db';
import { DEMO_UPCOMING_EVENT_ID } from '@/backend/demo/seed';
import { quote } from '@/domain/pricing';

/**
 * A new booking as the fulfil step stores it, for seeding the demo store straight away: what
 * paging and filters need in numbers no test would book one by one.
 */
export function storedBooking(
  i: number,
  more: Partial<StoredBooking> & { basic?: number; premium?: number } = {},
): StoredBooking {
  const { basic = 1, premium = 0, ...rest } = more;
  const n = String(i).padStart(4, '0');
  return {
    ...quote({ ticket499Count: basic, ticket1212Count: premium }),
    id: `seeded-${n}`,
    email: `guest${n}@example.com`,
    paymentId: `pay_seeded_${n}`,
    eventTitle: 'Sangeet Vibes: The Mock Sangeet Night',
    eventLocation: 'Bengaluru',
    eventDate: '2026-12-19',
    eventTime: '6:00 PM – 10:00 PM',
    // Newer than the seed's legacy bookings, one a minute, the lowest number newest.
    createdAt: new Date(Date.parse('2026-11-01T12:00:00.000Z') - i * 60_000).toISOString(),
    status: 'confirmed',
    token: `seededtoken${n}seededtoken`,
    checkedIn: false,
    checkInTime: null,
    eventId: DEMO_UPCOMING_EVENT_ID,
    ...rest,
  };
}

export const range = (count: number) => Array.from({ length: count }, (_, i) => i + 1);
