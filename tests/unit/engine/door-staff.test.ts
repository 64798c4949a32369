import { describe, expect, it } from 'vitest';
import { DOOR_EVENT_REFUSED_MESSAGE, OWN_ROLE_MESSAGE } from '@/domain/team';
import { checkIn, undoCheckIn } from '@/engine/flows/check-in';
import { createEvent, deleteEvent, updateEvent } from '@/engine/flows/events';
import { createPromoCodeFlow, deletePromoCode } from '@/engine/flows/promo-codes';
import { replayOfflineAdmission } from '@/engine/flows/replay-offline-admissions';
import { claimTeamAccess, revokeTeamMember, saveTeamMember } from '@/engine/flows/team';
import { teamListing } from '@/engine/reads/team';
import { topUpWallet } from '@/engine/flows/top-up';
import type { Actor, FlowEnv } from '@/engine/flow-env';
import { ADMIN_REQUIRED_MESSAGE } from '@/engine/require-admin';
import {
  ADMIN,
  EVENT_ID,
  OTHER_EVENT_ID,
  aBooking,
  aPromoCode,
  aUser,
  anAdmin,
  anEvent,
} from './support/fixtures';
import { expectRefusedWritingNothing, snapshot, testWorld } from './support/seeded-store';

const DOOR = { uid: 'door-uid-1' } as const;
const DOOR_EMAIL = 'door@example.com';

const doorUser = (doorEventIds = [EVENT_ID]) =>
  aUser({ uid: DOOR.uid, email: DOOR_EMAIL, role: 'door', doorEventIds });

function doorWorld() {
  return testWorld({
    users: [anAdmin(), aUser(), doorUser()],
    events: [anEvent(), anEvent({ id: OTHER_EVENT_ID, title: 'Mehndi' })],
    promoCodes: [aPromoCode()],
    newbookings: [
      aBooking('bookingNew1'),
      aBooking('bookingDone', { checkedIn: true, checkInTime: '2030-06-01T05:00:00.000Z' }),
      aBooking('bookingOther', {
        eventId: OTHER_EVENT_ID,
        checkedIn: true,
        checkInTime: '2030-06-01T05:00:00.000Z',
      }),
    ],
  });
}

const EVENT_VALUES = {
  title: 'Garba Night',
  date: '2030-07-01',
  startTime: '19:00',
  endTime: '23:30',
  location: 'Pune',
  price: 0,
  capacity: 50,
};

/** What only organisers may do, each with an input an organiser would succeed with. */
const ORGANISER_FLOWS: [string, (env: FlowEnv, actor: Actor) => Promise<unknown>][] = [
  [
    'topUpWallet',
    (env, actor) =>
      topUpWallet(env, actor, { uid: 'user-uid-1', email: 'guest@example.com', amount: 50 }),
  ],
  [
    'createPromoCodeFlow',
    (env, actor) =>
      createPromoCodeFlow(env, actor, {
        code: 'VIPNEW001',
        discountPercentage: 10,
        attendeeLimit: 1,
      }),
  ],
  ['deletePromoCode', (env, actor) => deletePromoCode(env, actor, 'VIPTEST01')],
  ['createEvent', (env, actor) => createEvent(env, actor, EVENT_VALUES)],
  ['updateEvent', (env, actor) => updateEvent(env, actor, EVENT_ID, EVENT_VALUES)],
  ['deleteEvent', (env, actor) => deleteEvent(env, actor, OTHER_EVENT_ID)],
  [
    'saveTeamMember',
    (env, actor) =>
      saveTeamMember(env, actor, {
        uid: null,
        member: { email: 'new@example.com', role: 'door', eventIds: [EVENT_ID] },
      }),
  ],
  [
    'revokeTeamMember',
    (env, actor) => revokeTeamMember(env, actor, { uid: null, email: 'someone@example.com' }),
  ],
];

describe('door staff', () => {
  it.each(ORGANISER_FLOWS)('are refused %s, and nothing is written', async (_flow, run) => {
    const world = doorWorld();
    await expectRefusedWritingNothing(
      world,
      () => run(world.env, DOOR),
      'permission-denied',
      ADMIN_REQUIRED_MESSAGE,
    );
  });

  it('check a guest in on an assigned event, and the log names them', async () => {
    const { env, store } = doorWorld();
    const result = await checkIn(env, DOOR, { bookingId: 'bookingNew1', eventId: EVENT_ID });
    expect(result).toMatchObject({ ok: true, record: { checkedInBy: DOOR_EMAIL } });
    expect(store.all('scanLog')).toEqual([
      expect.objectContaining({ result: 'admitted', adminUid: DOOR.uid, staffEmail: DOOR_EMAIL }),
    ]);
  });

  it('undo a check-in on an assigned event, logged under their name', async () => {
    const { env, store } = doorWorld();
    await undoCheckIn(env, DOOR, { bookingId: 'bookingDone' });
    expect(store.peek('newbookings', 'bookingDone')?.checkedIn).toBe(false);
    expect(store.all('scanLog')).toEqual([
      expect.objectContaining({ result: 'undone', adminUid: DOOR.uid, staffEmail: DOOR_EMAIL }),
    ]);
  });

  it.each([
    [
      'check in for an unassigned event',
      (env: FlowEnv) => checkIn(env, DOOR, { bookingId: 'bookingNew1', eventId: OTHER_EVENT_ID }),
    ],
    [
      'check in with no event',
      (env: FlowEnv) => checkIn(env, DOOR, { bookingId: 'bookingNew1', eventId: null }),
    ],
    [
      'undo on an unassigned event',
      (env: FlowEnv) => undoCheckIn(env, DOOR, { bookingId: 'bookingOther' }),
    ],
  ])('may not %s', async (_what, run) => {
    const world = doorWorld();
    await expectRefusedWritingNothing(
      world,
      () => run(world.env),
      'not-assigned',
      DOOR_EVENT_REFUSED_MESSAGE,
    );
  });

  it.each([
    ['of an unassigned event', { eventId: OTHER_EVENT_ID }],
    ['another staff member admitted', { eventId: EVENT_ID, admittedBy: ADMIN.uid }],
  ])(
    'leave queued, writing nothing, an offline admission %s (docs/design.md §5.7)',
    async (_what, queued) => {
      const world = doorWorld();
      const before = snapshot(world.store);
      const outcome = await replayOfflineAdmission(world.env, DOOR, {
        id: 'queuedAdmission1',
        bookingId: 'bookingNew1',
        scanned: 'bookingNew1',
        device: 'Lane K7Q2',
        scannedAt: '2030-06-20T13:00:00.000Z',
        ...queued,
      });
      expect(outcome).toEqual({ kind: 'not-yours' });
      expect(snapshot(world.store)).toEqual(before);
    },
  );

  it('replay their own offline admission on an assigned event', async () => {
    const { env, store } = doorWorld();
    const outcome = await replayOfflineAdmission(env, DOOR, {
      id: 'queuedAdmission2',
      bookingId: 'bookingNew1',
      eventId: EVENT_ID,
      scanned: 'bookingNew1',
      device: 'Lane K7Q2',
      scannedAt: '2030-06-20T13:00:00.000Z',
      admittedBy: DOOR.uid,
    });
    expect(outcome).toMatchObject({ kind: 'admitted' });
    expect(store.all('scanLog')).toEqual([
      expect.objectContaining({ result: 'admitted', adminUid: DOOR.uid, staffEmail: DOOR_EMAIL }),
    ]);
  });

  it('are refused at the next check-in once revoked', async () => {
    const world = doorWorld();
    await revokeTeamMember(world.env, ADMIN, { uid: DOOR.uid, email: DOOR_EMAIL });
    await expectRefusedWritingNothing(
      world,
      () => checkIn(world.env, DOOR, { bookingId: 'bookingNew1', eventId: EVENT_ID }),
      'permission-denied',
      ADMIN_REQUIRED_MESSAGE,
    );
  });
});

describe('the team', () => {
  it('an organiser made before roles (isAdmin only) still does everything', async () => {
    const { env } = doorWorld();
    await expect(
      saveTeamMember(env, ADMIN, {
        uid: DOOR.uid,
        member: { email: DOOR_EMAIL, role: 'door', eventIds: [OTHER_EVENT_ID] },
      }),
    ).resolves.toMatchObject({ role: 'door', eventIds: [OTHER_EVENT_ID], uid: DOOR.uid });
  });

  it('a person with an account gets the role at once; a change of role follows', async () => {
    const { env, store } = doorWorld();
    await saveTeamMember(env, ADMIN, {
      uid: 'user-uid-1',
      member: { email: ' Guest@Example.com ', role: 'door', eventIds: [EVENT_ID, EVENT_ID] },
    });
    expect(store.peek('users', 'user-uid-1')).toMatchObject({
      isAdmin: false,
      role: 'door',
      doorEventIds: [EVENT_ID],
    });
    await saveTeamMember(env, ADMIN, {
      uid: 'user-uid-1',
      member: { email: 'guest@example.com', role: 'organiser', eventIds: [] },
    });
    expect(store.peek('users', 'user-uid-1')).toMatchObject({ isAdmin: true, role: 'organiser' });
    expect(store.peek('team', 'guest@example.com')).toMatchObject({
      uid: 'user-uid-1',
      updatedBy: 'organiser@example.com',
    });
  });

  it('an e-mail with no account waits, and its first sign-in picks the role up', async () => {
    const { env, store } = doorWorld();
    await saveTeamMember(env, ADMIN, {
      uid: null,
      member: { email: 'new@example.com', role: 'door', eventIds: [EVENT_ID] },
    });
    expect(store.peek('team', 'new@example.com')?.uid).toBeNull();
    await expect(
      claimTeamAccess(env, { uid: 'new-uid', email: 'New@example.com' }),
    ).resolves.toEqual({ role: 'door', eventIds: [EVENT_ID] });
    expect(store.peek('users', 'new-uid')).toMatchObject({
      email: 'new@example.com',
      walletBalance: 0,
      role: 'door',
    });
    // Another account of the same address later gets nothing from it.
    await expect(
      claimTeamAccess(env, { uid: 'other-uid', email: 'new@example.com' }),
    ).resolves.toBeNull();
    expect(store.peek('users', 'other-uid')).toBeNull();
  });

  it('an account given a role after the invite keeps it at sign-in, as the Team screen shows', async () => {
    // Invited as door staff before the account existed; the operator's make-admin then made the
    // account an organiser, which is what the Team screen lists for that e-mail.
    const { env, store } = testWorld({
      users: [anAdmin(), anAdmin({ uid: 'late-uid', email: 'late@example.com' })],
      events: [anEvent()],
    });
    await saveTeamMember(env, ADMIN, {
      uid: null,
      member: { email: 'late@example.com', role: 'door', eventIds: [EVENT_ID] },
    });
    const shown = teamListing(store.all('users'), store.all('team'));
    expect(shown.find((member) => member.email === 'late@example.com')?.role).toBe('organiser');

    await expect(
      claimTeamAccess(env, { uid: 'late-uid', email: 'late@example.com' }),
    ).resolves.toEqual({ role: 'organiser' });
    expect(store.peek('users', 'late-uid')).toMatchObject({ isAdmin: true });
  });

  it('a sign-in with no team record changes nothing', async () => {
    const world = doorWorld();
    const before = world.store.commits;
    await expect(
      claimTeamAccess(world.env, { uid: 'user-uid-1', email: 'guest@example.com' }),
    ).resolves.toBeNull();
    expect(world.store.peek('users', 'user-uid-1')?.role).toBeUndefined();
    expect(world.store.commits).toBeLessThanOrEqual(before + 1);
  });

  it.each([
    ['a door person with no events', { email: 'a@example.com', role: 'door', eventIds: [] }],
    ['an unknown role', { email: 'a@example.com', role: 'cashier', eventIds: [] }],
    ['a bad e-mail', { email: 'not-an-email', role: 'organiser', eventIds: [] }],
    ['an e-mail with a slash', { email: 'a/b@example.com', role: 'organiser', eventIds: [] }],
    ['a bad event id', { email: 'a@example.com', role: 'door', eventIds: ['a/b'] }],
  ])('refuses %s', async (_what, member) => {
    const world = doorWorld();
    await expectRefusedWritingNothing(
      world,
      () => saveTeamMember(world.env, ADMIN, { uid: null, member }),
      'invalid-request',
    );
  });

  it('an organiser cannot change or revoke their own access', async () => {
    const world = doorWorld();
    await expectRefusedWritingNothing(
      world,
      () => revokeTeamMember(world.env, ADMIN, { uid: ADMIN.uid, email: 'organiser@example.com' }),
      'invalid-request',
      OWN_ROLE_MESSAGE,
    );
    await expectRefusedWritingNothing(
      world,
      () =>
        saveTeamMember(world.env, ADMIN, {
          uid: ADMIN.uid,
          member: { email: 'organiser@example.com', role: 'door', eventIds: [EVENT_ID] },
        }),
      'invalid-request',
      OWN_ROLE_MESSAGE,
    );
  });

  it('revoking someone not on the team says so', async () => {
    const world = doorWorld();
    await expectRefusedWritingNothing(
      world,
      () => revokeTeamMember(world.env, ADMIN, { uid: 'user-uid-1', email: 'guest@example.com' }),
      'not-found',
    );
  });
});
