/**
 * The launch rush, small (docs/design.md §3.10): buyers at once for the last seats of an event,
 * through the built createOrder and confirmPayment on the Functions emulator with the Firestore
 * emulator — the same driver `npm run bench -- --only=rush` runs with 300 buyers. Not timed: it
 * checks that no seat is sold twice and that every buyer is answered with one of the booking
 * page's answers.
 *
 * Emulator-only: `npm run test:emulators` starts the emulators and sets FIRESTORE_EMULATOR_HOST,
 * FUNCTIONS_EMULATOR_HOST_FOR_TESTS and RAZORPAY_KEY_SECRET; elsewhere it is skipped, saying why.
 * It writes to the functions' own project (demo-sangeet), which the Firebase contract suite
 * resets, so vitest.emulators.config.ts runs it after the other suites.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_FUNCTIONS_REGION } from '@/backend/firebase-common/callables';
import { createAdminStore } from '../../functions/src/admin-store';
import { callableClient } from '../../scripts/bench/callable-client';
import {
  oversold,
  runRush,
  seedRushEvent,
  warmUp,
  type RushPlan,
} from '../../scripts/bench/launch-rush';

const PROJECT_ID = 'demo-sangeet';
const functionsHost = process.env.FUNCTIONS_EMULATOR_HOST_FOR_TESTS;
const keySecret = process.env.RAZORPAY_KEY_SECRET;
const skipReason = !process.env.FIRESTORE_EMULATOR_HOST
  ? 'FIRESTORE_EMULATOR_HOST is unset: `npm run test:emulators` runs this suite'
  : !functionsHost || !keySecret
    ? 'the Functions emulator is not running (FUNCTIONS_EMULATOR_HOST_FOR_TESTS, RAZORPAY_KEY_SECRET): `npm run test:emulators` starts it'
    : null;

// The Firestore emulator makes a transaction that meets another on the same document wait for
// a lock timeout of seconds (firebase-tools #2452), so the rush is small here and the limit wide.
const RUSH_TIMEOUT_MS = 180_000;

const PLAN: RushPlan = {
  // Small enough to keep `npm test`'s emulator step short; the bench runs 300 for 200.
  buyers: 12,
  // Beside them, buyers who close Checkout, and who close it and then pay all the same.
  abandoners: 3,
  latePayers: 3,
  seatsLeft: 8,
  soldBefore: 92,
  seed: 7,
  inFlight: 3,
  // A buyer told to wait for room asks again only when another buyer's call ends, so this
  // bounds a buyer's patience, not the time: nobody should run out of it.
  refusalRetries: 500,
  // A person presses Pay again after "Please try again", and the page asks again to release a
  // closed checkout whose release failed (docs/design.md §3.10).
  payPresses: 5,
  releaseTries: 5,
  // Two seat shards (docs/design.md §3.10), so the rush also crosses from one to the other.
  shards: 2,
};

describe.skipIf(skipReason !== null)(
  `the launch rush on the emulators${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    const app = initializeApp({ projectId: PROJECT_ID }, `launch-rush-${process.pid}`);
    afterAll(() => deleteApp(app));

    it(
      `sells each of ${PLAN.seatsLeft} seats exactly once to ${PLAN.buyers} buyers at once, beside abandoners and late payers, and settles every payment`,
      async () => {
        const world = {
          call: callableClient(`http://${functionsHost}/${PROJECT_ID}/${DEFAULT_FUNCTIONS_REGION}`),
          store: createAdminStore(getFirestore(app)),
          keySecret: keySecret ?? '',
          eventId: `launch-rush-test-${process.pid}`,
          now: () => new Date(),
        };
        await warmUp(world, PLAN.inFlight);
        await seedRushEvent(world, PLAN);
        const report = await runRush(world, PLAN);

        expect(oversold(report)).toBe(0);
        // Every seat sold is a ticket handed to a buyer who paid, and the rush sold out.
        expect(report.ticketsIssued).toBe(report.sold);
        expect(report.sold).toBe(PLAN.seatsLeft);
        expect(report.seatsStillHeld).toBe(0);
        // Each buyer ended with tickets or the event's own answer; nothing unexpected.
        expect(report.errorSamples).toEqual([]);
        expect(report.confirmFailures).toEqual({});
        expect(report.outcomes.error).toBe(0);
        expect(report.answers.error).toBe(0);
        expect(report.answers['other-refusal']).toBe(0);
        // Every payment, prompt or late, became a booking or a refund.
        expect(report.settlement.unsettled).toBe(0);
        expect(report.settlement.fulfilled + report.settlement.refundDue).toBe(
          report.settlement.paid,
        );
        const everyone = PLAN.buyers + PLAN.abandoners + PLAN.latePayers;
        const answered = Object.values(report.outcomes).reduce((sum, n) => sum + n, 0);
        expect(answered).toBe(everyone);
        const { ticket, refunded, abandoned } = report.outcomes;
        expect(ticket + report.outcomes['sold-out'] + refunded + abandoned).toBe(everyone);
        expect(ticket).toBeGreaterThan(0);
      },
      RUSH_TIMEOUT_MS,
    );
  },
);
