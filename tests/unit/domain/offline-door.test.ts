import { describe, expect, it } from 'vitest';
import { decideOfflineCheckIn, replayScanTime } from '@/domain/offline-door';

const NOW = new Date('2025-07-28T15:44:00.000Z');
const BY = 'lane-a@example.com';
const EVENT = 'eventSangeet';

describe('replayScanTime', () => {
  it.each([
    [
      'the lane’s scan time when it is past',
      '2025-07-28T15:40:00.000Z',
      '2025-07-28T15:40:00.000Z',
    ],
    ['the lane’s scan time when it is now', NOW.toISOString(), NOW.toISOString()],
    ['now when the lane’s clock ran 1 ms ahead', '2025-07-28T15:44:00.001Z', NOW.toISOString()],
    ['now for text that is no date-time', 'not a time', NOW.toISOString()],
    ['now for an empty string', '', NOW.toISOString()],
  ])('is %s', (_name, scannedAt, expected) => {
    expect(replayScanTime(scannedAt, NOW).toISOString()).toBe(expected);
  });

  it('is now for a value that is not text', () => {
    expect(replayScanTime(12, NOW)).toEqual(NOW);
  });
});

describe('decideOfflineCheckIn', () => {
  const open = { checkedIn: false, eventId: EVENT };
  const queued = { at: '2025-07-28T15:41:00.000Z', by: BY };

  it('admits a booking the local copy has not checked in', () => {
    expect(decideOfflineCheckIn(open, EVENT, NOW, BY, null)).toEqual({
      ok: true,
      update: { checkedIn: true, checkInTime: NOW.toISOString(), checkedInBy: BY },
    });
  });

  it('is amber for a booking this lane admitted offline and has not synced', () => {
    expect(decideOfflineCheckIn(open, EVENT, NOW, BY, queued)).toMatchObject({
      ok: false,
      reason: 'already',
      checkedInAt: queued.at,
      checkedInBy: BY,
    });
  });

  it('is amber with the local copy’s time for a booking checked in before the network went', () => {
    const inside = { ...open, checkedIn: true, checkInTime: '2025-07-28T15:00:00.000Z' };
    expect(decideOfflineCheckIn(inside, EVENT, NOW, BY, queued)).toMatchObject({
      ok: false,
      reason: 'already',
      checkedInAt: '2025-07-28T15:00:00.000Z',
    });
  });

  it('refuses another event’s booking and a booking the copy lacks', () => {
    expect(decideOfflineCheckIn({ ...open, eventId: 'other' }, EVENT, NOW, BY, null)).toMatchObject(
      { ok: false, reason: 'other-event' },
    );
    expect(decideOfflineCheckIn(null, EVENT, NOW, BY, null)).toMatchObject({
      ok: false,
      reason: 'not-found',
    });
  });
});
