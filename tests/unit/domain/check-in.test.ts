import { describe, expect, it } from 'vitest';
import {
  ALREADY_CHECKED_IN_MESSAGE,
  BOOKING_NOT_FOUND_MESSAGE,
  CHECK_IN_FAILED_MESSAGE,
  CHECK_IN_SUCCESS_MESSAGE,
  NO_UPCOMING_EVENT_MESSAGE,
  WRONG_EVENT_MESSAGE,
  decideCheckIn,
  type CheckInDecision,
  type CheckInState,
} from '@/domain/check-in';

const NOW = new Date('2025-07-28T13:00:00.000Z');
const EARLIER = '2025-07-28T12:30:00.000Z';
const BY = 'door@example.com';

describe('scanner messages', () => {
  it('are the docs/product-spec.md §8 strings', () => {
    expect([
      CHECK_IN_SUCCESS_MESSAGE,
      ALREADY_CHECKED_IN_MESSAGE,
      BOOKING_NOT_FOUND_MESSAGE,
      CHECK_IN_FAILED_MESSAGE,
      NO_UPCOMING_EVENT_MESSAGE,
    ]).toEqual([
      'Check-in successful!',
      'Already checked in',
      'Invalid QR code. Booking not found.',
      'Failed to check in user.',
      'No upcoming event found.',
    ]);
  });
});

describe('decideCheckIn', () => {
  const admit: CheckInDecision = {
    ok: true,
    update: { checkedIn: true, checkInTime: NOW.toISOString(), checkedInBy: BY },
  };

  it.each<[string, CheckInState | null, string | null, CheckInDecision]>([
    [
      'missing booking',
      null,
      'evt1',
      {
        ok: false,
        reason: 'not-found',
        message: BOOKING_NOT_FOUND_MESSAGE,
        checkedInAt: null,
        checkedInBy: null,
      },
    ],
    ['first scan', { checkedIn: false, eventId: 'evt1' }, 'evt1', admit],
    ['legacy booking without the flag', { eventId: 'evt1' }, 'evt1', admit],
    ['null flag', { checkedIn: null, checkInTime: null }, null, admit],
    [
      'second scan',
      { checkedIn: true, checkInTime: EARLIER, eventId: 'evt1' },
      'evt1',
      {
        ok: false,
        reason: 'already',
        message: ALREADY_CHECKED_IN_MESSAGE,
        checkedInAt: EARLIER,
        checkedInBy: null,
      },
    ],
    [
      'second scan without a recorded time',
      { checkedIn: true },
      null,
      {
        ok: false,
        reason: 'already',
        message: ALREADY_CHECKED_IN_MESSAGE,
        checkedInAt: null,
        checkedInBy: null,
      },
    ],
    [
      'ticket for another event',
      { checkedIn: false, eventId: 'evt0' },
      'evt1',
      {
        ok: false,
        reason: 'other-event',
        message: WRONG_EVENT_MESSAGE,
        checkedInAt: null,
        checkedInBy: null,
      },
    ],
    [
      'second scan names who admitted it',
      { checkedIn: true, checkInTime: EARLIER, checkedInBy: 'gate@example.com', eventId: 'evt1' },
      'evt1',
      {
        ok: false,
        reason: 'already',
        message: ALREADY_CHECKED_IN_MESSAGE,
        checkedInAt: EARLIER,
        checkedInBy: 'gate@example.com',
      },
    ],
    ['event check skipped', { checkedIn: false, eventId: 'evt0' }, null, admit],
    ['booking without an event id', { checkedIn: false }, 'evt1', admit],
  ])('%s', (_name, booking, eventId, expected) => {
    expect(decideCheckIn(booking, eventId, NOW, BY)).toEqual(expected);
  });

  it('admits exactly once when the write is applied', () => {
    const booking: CheckInState = { checkedIn: false, eventId: 'evt1' };
    const first = decideCheckIn(booking, 'evt1', NOW, BY);
    expect(first.ok).toBe(true);
    const after = first.ok ? { ...booking, ...first.update } : booking;
    expect(
      decideCheckIn(after, 'evt1', new Date(NOW.getTime() + 1000), 'other@example.com'),
    ).toMatchObject({
      ok: false,
      message: ALREADY_CHECKED_IN_MESSAGE,
      checkedInAt: NOW.toISOString(),
      checkedInBy: BY,
    });
  });
});
