import { describe, expect, it } from 'vitest';
import { checkIn, undoCheckIn } from '@/engine/flows/check-in';
import { createEvent, deleteEvent, updateEvent } from '@/engine/flows/events';
import { createPromoCodeFlow, deletePromoCode } from '@/engine/flows/promo-codes';
import { topUpWallet } from '@/engine/flows/top-up';
import type { Actor, FlowEnv } from '@/engine/flow-env';
import { ADMIN_REQUIRED_MESSAGE, SIGN_IN_REQUIRED_MESSAGE } from '@/engine/require-admin';
import { ADMIN, EVENT_ID, aBooking, aPromoCode, anAdmin, anEvent, aUser } from './support/fixtures';
import { expectRefusedWritingNothing, testWorld } from './support/seeded-store';

const EVENT_VALUES = {
  title: 'Garba Night',
  date: '2030-07-01',
  startTime: '19:00',
  endTime: '23:30',
  location: 'Pune',
  price: 0,
  capacity: 50,
};

/** Every organiser-only flow, called with inputs an organiser would succeed with. */
const ADMIN_FLOWS: [string, (env: FlowEnv, actor: Actor) => Promise<unknown>][] = [
  ['checkIn', (env, actor) => checkIn(env, actor, { bookingId: 'bookingNew1', eventId: EVENT_ID })],
  ['undoCheckIn', (env, actor) => undoCheckIn(env, actor, { bookingId: 'bookingDone' })],
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
  ['deleteEvent', (env, actor) => deleteEvent(env, actor, EVENT_ID)],
];

function adminWorld() {
  return testWorld({
    users: [
      anAdmin(),
      aUser(),
      aUser({ uid: 'former-admin', email: 'former@example.com', isAdmin: false }),
    ],
    events: [anEvent()],
    promoCodes: [aPromoCode()],
    newbookings: [
      aBooking('bookingNew1'),
      aBooking('bookingDone', { checkedIn: true, checkInTime: '2030-06-01T05:00:00.000Z' }),
    ],
  });
}

const REFUSED_ACTORS: [string, Actor, 'unauthenticated' | 'permission-denied', string][] = [
  ['nobody signed in', null, 'unauthenticated', SIGN_IN_REQUIRED_MESSAGE],
  ['a signed-in visitor', { uid: 'user-uid-1' }, 'permission-denied', ADMIN_REQUIRED_MESSAGE],
  [
    'an organiser whose rights were taken away',
    { uid: 'former-admin' },
    'permission-denied',
    ADMIN_REQUIRED_MESSAGE,
  ],
  ['a uid with no user record', { uid: 'ghost-uid' }, 'permission-denied', ADMIN_REQUIRED_MESSAGE],
  [
    'a uid that is a path',
    { uid: 'users/admin-uid-1' },
    'permission-denied',
    ADMIN_REQUIRED_MESSAGE,
  ],
  ['an empty uid', { uid: '' }, 'permission-denied', ADMIN_REQUIRED_MESSAGE],
];

const CASES = ADMIN_FLOWS.flatMap(([flow, run]) =>
  REFUSED_ACTORS.map(([who, actor, code, message]) => ({ flow, run, who, actor, code, message })),
);

describe('organiser-only flows', () => {
  it.each(CASES)(
    '$flow refuses $who with $code, writing nothing',
    async ({ run, actor, code, message }) => {
      const world = adminWorld();
      await expectRefusedWritingNothing(world, () => run(world.env, actor), code, message);
    },
  );

  it.each(ADMIN_FLOWS)('%s succeeds for an organiser with the same input', async (_flow, run) => {
    const { env, store } = adminWorld();
    const before = store.commits;
    await run(env, ADMIN);
    expect(store.commits).toBe(before + 1);
  });

  it('refuses an organiser demoted between two calls', async () => {
    const world = adminWorld();
    await createPromoCodeFlow(world.env, ADMIN, {
      code: 'VIPFIRST1',
      discountPercentage: 5,
      attendeeLimit: 1,
    });
    await world.store.transaction(async (tx) => {
      tx.update('users', ADMIN.uid, { isAdmin: false });
    });
    await expectRefusedWritingNothing(
      world,
      () =>
        createPromoCodeFlow(world.env, ADMIN, {
          code: 'VIPSECOND',
          discountPercentage: 5,
          attendeeLimit: 1,
        }),
      'permission-denied',
      ADMIN_REQUIRED_MESSAGE,
    );
  });
});
