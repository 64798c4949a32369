/**
 * On the local stack (docs/design.md §4.8): one actor rotating mailboxes, IPv6 /64s
 * inside one /48 and the X-Forwarded-For entries it writes itself, through the built createOrder
 * and sendContactMessage on the Functions emulator with the Firestore emulator. It holds at most
 * a tenth of the event, an honest buyer then gets a checkout, and its contact messages stop at
 * the /48's daily allowance.
 *
 * Emulator-only, like launch-rush.firestore.test.ts (which says how it is run and why it runs
 * after the contract suite): elsewhere it is skipped, saying why.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { CALLABLE, DEFAULT_FUNCTIONS_REGION } from '@/backend/firebase-common/callables';
import { CONTACT_MESSAGES_PER_NETWORK_PER_DAY } from '@/domain/contact-limit';
import { seatsTaken, type StoredEvent } from '@/domain/seats';
import { shardDocId, sumShards } from '@/domain/seat-shards';
import { NETWORK_HOLDS_FULL_MESSAGE } from '@/domain/visitor-holds';
import { readEventShards } from '@/engine/seat-shards';
import { createAdminStore } from '../../functions/src/admin-store';
import { callableClient, type CallableAnswer } from '../../scripts/bench/callable-client';

const PROJECT_ID = 'demo-sangeet';
const functionsHost = process.env.FUNCTIONS_EMULATOR_HOST_FOR_TESTS;
const skipReason = !process.env.FIRESTORE_EMULATOR_HOST
  ? 'FIRESTORE_EMULATOR_HOST is unset: `npm run test:emulators` runs this suite'
  : !functionsHost
    ? 'the Functions emulator is not running (FUNCTIONS_EMULATOR_HOST_FOR_TESTS): `npm run test:emulators` starts it'
    : null;

const CAPACITY = 200;
/**
 * The actor's /48 for one test: its own per test (a key's holds count on every event) and per
 * run, so a rerun on a live emulator starts with nothing counted.
 */
function actorNet(test: number): string {
  return `2001:db${test}:${(process.pid % 0xffff).toString(16)}`;
}

/**
 * The actor's n-th call: a /64 of its own inside the /48, behind a different address written in
 * front of the one Google appends (functions/src/client-ip.ts reads the right-most).
 */
function actorHeader(test: number, n: number): string {
  return `198.51.100.${n + 1}, ${actorNet(test)}:${(n + 1).toString(16)}::${n + 7}`;
}

function event(id: string, shards: number): StoredEvent {
  return {
    id,
    title: 'Five people cannot stop it',
    date: '2030-06-20',
    startTime: '18:00',
    endTime: '23:00',
    location: 'Mumbai',
    price: 499,
    capacity: CAPACITY,
    imageUrl: '',
    description: 'The on-sale minute.',
    shards,
  };
}

describe.skipIf(skipReason !== null)(
  `one actor on the emulators${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    const app = initializeApp({ projectId: PROJECT_ID }, `actor-holds-${process.pid}`);
    afterAll(() => deleteApp(app));
    const store = createAdminStore(getFirestore(app));
    const call = callableClient(
      `http://${functionsHost}/${PROJECT_ID}/${DEFAULT_FUNCTIONS_REGION}`,
    );

    async function seed(id: string, shards: number): Promise<void> {
      await store.transaction(async (tx) => {
        tx.set('events', id, event(id, shards));
        for (let index = 0; index < shards; index++) {
          const shardId = shardDocId(id, index);
          tx.set('seatShards', shardId, { id: shardId, eventId: id, index, sold: 0, holds: {} });
        }
      });
    }

    async function heldSeats(id: string): Promise<number> {
      const counters = await store.transaction(async (tx) => {
        const stored = await tx.get('events', id);
        if (!stored) throw new Error(`events/${id} is gone.`);
        return sumShards((await readEventShards(tx, stored)).map((shard) => shard.counters));
      });
      return seatsTaken(counters, new Date()) - counters.sold;
    }

    function orderOf(eventId: string, seats: number, email: string) {
      return { eventId, ticket499Count: seats, ticket1212Count: 0, couponCode: null, email };
    }

    it.each([
      [1, 5, 20],
      [2, 10, 10],
    ])(
      'on %i shard(s), %i orders of %i seats hold a tenth, and an honest buyer gets a checkout',
      async (shards, tries, seats) => {
        const eventId = `actor-holds-${shards}-${process.pid}`;
        await seed(eventId, shards);
        const answers: CallableAnswer[] = [];
        for (let n = 0; n < tries; n++) {
          const request = orderOf(eventId, seats, `throwaway${shards}.${n}@mailinator.example`);
          answers.push(await call(CALLABLE.createOrder, request, actorHeader(shards, n)));
        }
        expect(await heldSeats(eventId)).toBe(CAPACITY / 10);
        for (const answer of answers.filter((a) => !a.ok)) {
          expect(answer).toMatchObject({
            code: 'too-many-requests',
            message: NETWORK_HOLDS_FULL_MESSAGE,
          });
        }

        const honest = await call(
          CALLABLE.createOrder,
          orderOf(eventId, 2, 'first.time@example.com'),
          '203.0.113.45',
        );
        expect(honest).toMatchObject({ ok: true, result: { kind: 'payment-required' } });
        expect(await heldSeats(eventId)).toBe(CAPACITY / 10 + 2);
      },
    );

    it(`takes ${CONTACT_MESSAGES_PER_NETWORK_PER_DAY} contact messages a day from one /48, then refuses`, async () => {
      const send = (n: number) =>
        call(
          CALLABLE.sendContactMessage,
          { name: 'Bot', email: `bot${n}@mailinator.example`, message: `Message ${n}` },
          actorHeader(9, n),
        );
      for (let n = 0; n < CONTACT_MESSAGES_PER_NETWORK_PER_DAY; n++) {
        expect(await send(n)).toMatchObject({ ok: true });
      }
      expect(await send(CONTACT_MESSAGES_PER_NETWORK_PER_DAY)).toMatchObject({
        ok: false,
        code: 'too-many-requests',
      });
    });
  },
);
