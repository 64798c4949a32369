import { describe, expect, it } from 'vitest';
import { daysAfter } from './support/clock';
import {
  ALREADY_CHECKED_IN_MESSAGE,
  BOOKING_NOT_FOUND_MESSAGE,
  NOT_CHECKED_IN_MESSAGE,
  WRONG_EVENT_MESSAGE,
} from '@/domain/check-in';
import { QR_INVALID_MESSAGE } from '@/domain/qr-payload';
import type { ScanLogDoc } from '@/engine/collections';
import { SCAN_CODE_MAX, checkIn, undoCheckIn, type CheckInInput } from '@/engine/flows/check-in';
import {
  ADMIN,
  ADMIN_UID,
  EVENT_ID,
  OTHER_EVENT_ID,
  aBooking,
  aLegacyBooking,
  anAdmin,
  anEvent,
  aUser,
} from './support/fixtures';
import { runsRetried } from './support/interleavings';
import { expectRefusedWritingNothing, testWorld } from './support/seeded-store';

const EARLIER = '2030-06-01T05:00:00.000Z';

const ORGANISER = 'organiser@example.com';

function doorWorld(interleaveSeed?: number) {
  return testWorld(
    {
      events: [
        anEvent(),
        anEvent({ id: OTHER_EVENT_ID, title: 'Mehndi Morning', date: '2030-07-01' }),
      ],
      users: [anAdmin(), anAdmin({ uid: 'admin-uid-2', email: 'door2@example.com' }), aUser()],
      newbookings: [
        aBooking('bookingNew1', { counts: { ticket499Count: 1, ticket1212Count: 2 } }),
        aBooking('bookingOther', { eventId: OTHER_EVENT_ID }),
        aBooking('bookingDone', { checkedIn: true, checkInTime: EARLIER }),
        aBooking('bookingNamed', { name: 'Priya Sharma' }),
      ],
      bookings: [
        aLegacyBooking('legacyDuo', { attendees: 'duo', name: '  Asha Rao ' }),
        aLegacyBooking('legacySolo', { attendees: 'stag' }),
        aLegacyBooking('legacyDone', { checkedIn: true, checkInTime: EARLIER }),
      ],
    },
    { interleaveSeed },
  );
}

const at = (bookingId: string | null, more: Partial<CheckInInput> = {}): CheckInInput => ({
  bookingId,
  eventId: EVENT_ID,
  ...more,
});

describe('checkIn admits a booking once', () => {
  it.each([
    {
      name: 'a new booking (3 tickets)',
      id: 'bookingNew1',
      source: 'newbookings',
      email: 'guest@example.com',
      person: null,
      people: 3,
      tickets: { basic: 1, premium: 2 },
    },
    {
      name: 'a new booking with its lead guest’s name (docs/design.md §9.14)',
      id: 'bookingNamed',
      source: 'newbookings',
      email: 'guest@example.com',
      person: 'Priya Sharma',
      people: 1,
      tickets: { basic: 1, premium: 0 },
    },
    {
      name: 'a legacy duo',
      id: 'legacyDuo',
      source: 'bookings',
      email: 'old-guest@example.com',
      person: 'Asha Rao',
      people: 2,
      tickets: null,
    },
    {
      name: 'a legacy single',
      id: 'legacySolo',
      source: 'bookings',
      email: 'old-guest@example.com',
      person: null,
      people: 1,
      tickets: null,
    },
  ] as const)('admits $name', async ({ id, source, email, person, people, tickets }) => {
    const { env, store, clock } = doorWorld();
    const result = await checkIn(env, ADMIN, at(id, { device: 'door-1' }));

    expect(result).toEqual({
      ok: true,
      record: {
        bookingId: id,
        source,
        email,
        name: person,
        people,
        tickets,
        checkInTime: clock.iso(),
        checkedInBy: ORGANISER,
      },
    });
    expect(store.peek(source, id)).toMatchObject({
      checkedIn: true,
      checkInTime: clock.iso(),
      checkedInBy: ORGANISER,
    });
    const log = store.all('scanLog');
    expect(log).toHaveLength(1);
    expect(log[0]).toEqual<ScanLogDoc>({
      id: expect.stringMatching(/^[A-Za-z0-9]{20}$/) as unknown as string,
      code: id,
      bookingId: id,
      eventId: EVENT_ID,
      result: 'admitted',
      adminUid: ADMIN_UID,
      staffEmail: 'organiser@example.com',
      at: clock.iso(),
      device: 'door-1',
      // Kept 180 days after the scan (docs/design.md §3.11).
      expireAt: daysAfter(clock.iso(), 180),
    });
    // The booking names its log entry, which the security rules require with the check-in.
    expect(store.peek(source, id)?.scanLogId).toBe(log[0]?.id);
  });

  it.each([
    ['a new booking', 'bookingNew1', 'newbookings'],
    ['a legacy booking', 'legacyDuo', 'bookings'],
  ] as const)(
    'refuses %s a second time with the first check-in time',
    async (_name, id, source) => {
      const { env, store, clock } = doorWorld();
      await checkIn(env, ADMIN, at(id));
      const firstTime = clock.iso();
      clock.advance(5 * 60_000);

      const second = await checkIn(env, { uid: 'admin-uid-2' }, at(id));
      expect(second).toEqual({
        ok: false,
        reason: 'already',
        message: ALREADY_CHECKED_IN_MESSAGE,
        checkedInAt: firstTime,
        checkedInBy: ORGANISER,
        booking: expect.objectContaining({ bookingId: id, source, checkInTime: firstTime }),
        otherEvent: null,
      });
      expect(store.peek(source, id)?.checkInTime).toBe(firstTime);
      expect(
        store.all('scanLog').map(({ result, adminUid, at: when }) => ({ result, adminUid, when })),
      ).toEqual(
        expect.arrayContaining([
          { result: 'admitted', adminUid: ADMIN_UID, when: firstTime },
          { result: 'already', adminUid: 'admin-uid-2', when: clock.iso() },
        ]),
      );
      expect(store.all('scanLog')).toHaveLength(2);
    },
  );

  it.each([
    ['a new booking', 'bookingDone'],
    ['a legacy booking', 'legacyDone'],
  ])('refuses %s checked in before with its stored time', async (_name, id) => {
    const { env } = doorWorld();
    await expect(checkIn(env, ADMIN, at(id))).resolves.toMatchObject({
      ok: false,
      reason: 'already',
      checkedInAt: EARLIER,
    });
  });

  it('refuses a ticket for another event and leaves it unchecked', async () => {
    const { env, store } = doorWorld();
    const result = await checkIn(env, ADMIN, at('bookingOther'));
    expect(result).toEqual({
      ok: false,
      reason: 'other-event',
      message: WRONG_EVENT_MESSAGE,
      checkedInAt: null,
      checkedInBy: null,
      booking: expect.objectContaining({ bookingId: 'bookingOther', email: 'guest@example.com' }),
      otherEvent: { id: OTHER_EVENT_ID, title: 'Mehndi Morning', date: '2030-07-01' },
    });
    expect(store.peek('newbookings', 'bookingOther')?.checkedIn).toBe(false);
    expect(store.all('scanLog')).toMatchObject([
      { result: 'other-event', bookingId: 'bookingOther' },
    ]);
  });

  it('skips the event check when the door scans for no particular event', async () => {
    const { env } = doorWorld();
    await expect(checkIn(env, ADMIN, at('bookingOther', { eventId: null }))).resolves.toMatchObject(
      {
        ok: true,
        record: { bookingId: 'bookingOther' },
      },
    );
  });

  it('admits exactly one of two scanners racing on the same ticket, however they interleave', async () => {
    const retried = await runsRetried(async (interleaveSeed) => {
      const { env, store } = doorWorld(interleaveSeed);
      const results = await Promise.all([
        checkIn(env, ADMIN, at('bookingNew1', { device: 'door-1' })),
        checkIn(env, { uid: 'admin-uid-2' }, at('bookingNew1', { device: 'door-2' })),
      ]);
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(results.filter((result) => !result.ok)).toMatchObject([{ reason: 'already' }]);
      expect(
        store
          .all('scanLog')
          .map((entry) => entry.result)
          .sort(),
      ).toEqual(['admitted', 'already']);
      return store;
    });
    // In some orders both scanners read the ticket before either commits: one is run again.
    expect(retried).toBeGreaterThan(0);
  });
});

describe('checkIn of something that is not a booking', () => {
  const TEN_KB = 'x'.repeat(10 * 1024);

  it.each<{
    name: string;
    bookingId: string | null;
    scanned?: string;
    loggedId: string | null;
    code: string;
  }>([
    {
      name: 'an unknown id',
      bookingId: 'noSuchBooking123',
      loggedId: 'noSuchBooking123',
      code: 'noSuchBooking123',
    },
    { name: 'an empty id', bookingId: '', loggedId: null, code: '' },
    {
      name: 'a path',
      bookingId: 'newbookings/bookingNew1',
      loggedId: null,
      code: 'newbookings/bookingNew1',
    },
    {
      name: 'the reserved id form',
      bookingId: '__bookingNew1__',
      loggedId: null,
      code: '__bookingNew1__',
    },
    { name: 'a 10 KB id', bookingId: TEN_KB, loggedId: null, code: TEN_KB.slice(0, SCAN_CODE_MAX) },
  ])(
    'answers not-found for $name and logs it as invalid',
    async ({ bookingId, scanned, loggedId, code }) => {
      const { env, store, clock } = doorWorld();
      const bookingsBefore = [store.all('newbookings'), store.all('bookings')];
      const result = await checkIn(
        env,
        ADMIN,
        at(bookingId, scanned === undefined ? {} : { scanned }),
      );
      expect(result).toEqual({
        ok: false,
        reason: 'not-found',
        message: BOOKING_NOT_FOUND_MESSAGE,
        checkedInAt: null,
        checkedInBy: null,
        booking: null,
        otherEvent: null,
      });
      expect([store.all('newbookings'), store.all('bookings')]).toEqual(bookingsBefore);
      const log = store.all('scanLog');
      expect(log).toMatchObject([
        { result: 'invalid', bookingId: loggedId, code, adminUid: ADMIN_UID, at: clock.iso() },
      ]);
      expect(log[0]?.code.length).toBeLessThanOrEqual(SCAN_CODE_MAX);
    },
  );

  it.each([
    ['a QR with no booking id', '{"hello":"world"}'],
    ['a 10 KB garbage scan', TEN_KB],
    ['an empty scan', ''],
  ])('answers "no booking ID" for %s and logs it as invalid', async (_name, scanned) => {
    const { env, store } = doorWorld();
    const result = await checkIn(env, ADMIN, at(null, { scanned }));
    expect(result).toEqual({
      ok: false,
      reason: 'invalid',
      message: QR_INVALID_MESSAGE,
      checkedInAt: null,
      checkedInBy: null,
      booking: null,
      otherEvent: null,
    });
    expect(store.all('scanLog')).toMatchObject([
      { result: 'invalid', bookingId: null, code: scanned.slice(0, SCAN_CODE_MAX) },
    ]);
  });

  it('logs what was scanned (cut to SCAN_CODE_MAX) rather than the id read from it', async () => {
    const { env, store } = doorWorld();
    const qr = JSON.stringify({ bookingId: 'bookingNew1', padding: 'p'.repeat(1000) });
    await checkIn(env, ADMIN, at('bookingNew1', { scanned: qr, device: 'd'.repeat(1000) }));
    const [entry] = store.all('scanLog');
    expect(entry?.code).toBe(qr.slice(0, SCAN_CODE_MAX));
    expect(entry?.device).toBe('d'.repeat(200));
    expect(entry?.result).toBe('admitted');
  });
});

describe('checkIn by a ticket link', () => {
  function linkWorld() {
    const booking = aBooking('bookingLinked', {
      counts: { ticket499Count: 2, ticket1212Count: 0 },
    });
    return testWorld({
      events: [anEvent()],
      users: [anAdmin()],
      newbookings: [booking],
      tickets: [
        {
          token: 'tokenOfTheLink1234',
          bookingId: 'bookingLinked',
          email: booking.email,
          title: 'Sangeet Night',
          date: '2030-06-01',
          time: '6:00 PM – 10:00 PM',
          location: 'Mumbai',
          amountPaid: 998,
          couponCode: null,
          ticket499Count: 2,
          ticket1212Count: 0,
          createdAt: booking.createdAt,
        },
      ],
    });
  }

  it('admits the booking the token belongs to and logs the booking id', async () => {
    const { env, store } = linkWorld();
    const link = 'https://sangeetvibes.example/ticket/tokenOfTheLink1234';
    const result = await checkIn(
      env,
      ADMIN,
      at(null, { token: 'tokenOfTheLink1234', scanned: link }),
    );
    expect(result).toMatchObject({
      ok: true,
      record: { bookingId: 'bookingLinked', people: 2, tickets: { basic: 2, premium: 0 } },
    });
    expect(store.peek('newbookings', 'bookingLinked')?.checkedIn).toBe(true);
    expect(store.all('scanLog')).toMatchObject([
      { result: 'admitted', bookingId: 'bookingLinked', code: link },
    ]);
  });

  it.each(['unknownTokenXYZ', 'bad/token'])(
    'refuses an unknown token %s as booking not found',
    async (token) => {
      const { env, store } = linkWorld();
      await expect(checkIn(env, ADMIN, at(null, { token }))).resolves.toMatchObject({
        ok: false,
        reason: 'not-found',
        message: BOOKING_NOT_FOUND_MESSAGE,
      });
      expect(store.peek('newbookings', 'bookingLinked')?.checkedIn).toBe(false);
    },
  );
});

describe('undoCheckIn', () => {
  it.each([
    ['a new booking', 'bookingNew1', 'newbookings', 3],
    ['a legacy duo', 'legacyDuo', 'bookings', 2],
  ] as const)(
    'takes back the check-in of %s and logs it as undone',
    async (_name, id, source, people) => {
      const { env, store, clock } = doorWorld();
      await checkIn(env, ADMIN, at(id));
      const checkedInAt = clock.iso();
      clock.advance(60_000);

      const record = await undoCheckIn(
        env,
        { uid: 'admin-uid-2' },
        { bookingId: id, device: 'desk' },
      );
      expect(record).toMatchObject({ bookingId: id, source, people, checkInTime: checkedInAt });
      expect(store.peek(source, id)).toMatchObject({
        checkedIn: false,
        checkInTime: null,
        checkedInBy: null,
      });
      const undone = store.all('scanLog').filter((entry) => entry.result === 'undone');
      expect(undone).toEqual([
        expect.objectContaining({
          bookingId: id,
          code: id,
          eventId: EVENT_ID,
          adminUid: 'admin-uid-2',
          at: clock.iso(),
          device: 'desk',
        }),
      ]);
      expect(store.peek(source, id)?.scanLogId).toBe(undone[0]?.id);

      // The booking can be admitted again afterwards.
      await expect(checkIn(env, ADMIN, at(id))).resolves.toMatchObject({ ok: true });
    },
  );

  it.each([
    ['a new booking never checked in', 'bookingNew1', 'conflict', NOT_CHECKED_IN_MESSAGE],
    ['a legacy booking never checked in', 'legacySolo', 'conflict', NOT_CHECKED_IN_MESSAGE],
    ['an unknown booking', 'noSuchBooking123', 'not-found', BOOKING_NOT_FOUND_MESSAGE],
    ['an id that is a path', 'bookings/legacyDone', 'not-found', BOOKING_NOT_FOUND_MESSAGE],
  ] as const)('refuses %s, writing nothing', async (_name, id, code, message) => {
    const world = doorWorld();
    await expectRefusedWritingNothing(
      world,
      () => undoCheckIn(world.env, ADMIN, { bookingId: id }),
      code,
      message,
    );
  });

  it('refuses a second undo of the same check-in', async () => {
    const world = doorWorld();
    await undoCheckIn(world.env, ADMIN, { bookingId: 'bookingDone' });
    await expectRefusedWritingNothing(
      world,
      () => undoCheckIn(world.env, ADMIN, { bookingId: 'bookingDone' }),
      'conflict',
      NOT_CHECKED_IN_MESSAGE,
    );
  });
});
