import { describe, expect, it } from 'vitest';
import type { QueuedAdmission } from '@/engine/flows/replay-offline-admissions';
import { decideOffline, type LocalDoorCopy } from '@/engine/reads/offline-verdict';
import { EVENT_ID, OTHER_EVENT_ID, aBooking, aLegacyBooking } from './support/fixtures';
import { seededRandom } from './support/random';

const NOW = new Date('2030-06-20T15:44:00.000Z');
const BY = 'lane-a@example.com';
const lane = () => ({ now: NOW, by: BY, random: seededRandom(7) });

const trio = aBooking('bookingTrio', { counts: { ticket499Count: 2, ticket1212Count: 1 } });
const inside = aBooking('bookingInside', {
  checkedIn: true,
  checkInTime: '2030-06-20T15:00:00.000Z',
});
const elsewhere = aBooking('bookingElsewhere', { eventId: OTHER_EVENT_ID });
const duo = aLegacyBooking('legacyDuo', { attendees: 'duo' });

const copy: LocalDoorCopy = {
  async booking(id) {
    const booking = [trio, inside, elsewhere].find((b) => b.id === id);
    if (booking) return { source: 'newbookings', booking };
    return id === duo.id ? { source: 'bookings', booking: duo } : null;
  },
  event: async (id) =>
    id === OTHER_EVENT_ID ? { id, title: 'Mehndi Morning', date: '2030-07-01' } : null,
};

const scan = (bookingId: string | null, more: { token?: string } = {}) => ({
  bookingId,
  eventId: EVENT_ID,
  scanned: `scanned:${String(bookingId)}`,
  device: 'Lane AAAA · test',
  ...more,
});

describe('decideOffline', () => {
  it('admits from the copy and gives the admission to queue, at the lane’s time', async () => {
    const verdict = await decideOffline(copy, [], scan('bookingTrio'), lane());
    expect(verdict?.result).toMatchObject({
      ok: true,
      record: {
        bookingId: 'bookingTrio',
        people: 3,
        checkInTime: NOW.toISOString(),
        checkedInBy: BY,
      },
    });
    expect(verdict?.admission).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9]{20}$/) as unknown as string,
      bookingId: 'bookingTrio',
      eventId: EVENT_ID,
      scanned: 'scanned:bookingTrio',
      device: 'Lane AAAA · test',
      scannedAt: NOW.toISOString(),
    });
  });

  it('admits a legacy duo as 2', async () => {
    const verdict = await decideOffline(copy, [], scan('legacyDuo'), lane());
    expect(verdict?.result).toMatchObject({ ok: true, record: { people: 2, tickets: null } });
  });

  it('is amber, queueing nothing, for a ticket this lane’s queue already holds', async () => {
    const waiting: QueuedAdmission[] = [
      {
        id: 'queuedEarlier0000001',
        bookingId: 'bookingTrio',
        eventId: EVENT_ID,
        scanned: 'x',
        device: null,
        scannedAt: '2030-06-20T15:40:00.000Z',
      },
    ];
    const verdict = await decideOffline(copy, waiting, scan('bookingTrio'), lane());
    expect(verdict).toEqual({
      result: expect.objectContaining({
        ok: false,
        reason: 'already',
        checkedInAt: '2030-06-20T15:40:00.000Z',
        checkedInBy: BY,
      }) as unknown,
      admission: null,
    });
  });

  it('is amber for a ticket the copy has checked in', async () => {
    const verdict = await decideOffline(copy, [], scan('bookingInside'), lane());
    expect(verdict).toMatchObject({ result: { reason: 'already' }, admission: null });
  });

  it('is red, naming the other event, for another event’s ticket', async () => {
    const verdict = await decideOffline(copy, [], scan('bookingElsewhere'), lane());
    expect(verdict).toMatchObject({
      result: { ok: false, reason: 'other-event', otherEvent: { title: 'Mehndi Morning' } },
      admission: null,
    });
  });

  it.each([
    ['no booking id', null, 'invalid'],
    ['an id no booking can have', 'a/b', 'not-found'],
  ])('is red for %s', async (_name, id, reason) => {
    const verdict = await decideOffline(copy, [], scan(id), lane());
    expect(verdict).toMatchObject({ result: { ok: false, reason }, admission: null });
  });

  it.each([
    ['a ticket link', scan(null, { token: 'tokenOfTheLink1234' })],
    ['a booking the copy has never seen', scan('bookingMadeLater1')],
  ])('cannot answer %s (null, never a guess)', async (_name, input) => {
    await expect(decideOffline(copy, [], input, lane())).resolves.toBeNull();
  });
});
