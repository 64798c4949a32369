/**
 * `npm run make-admin` and `npm run seed:firebase` end to end, as an engineer setting up a new
 * project runs them, against the Firestore and Auth emulators with firestore.rules in force: the
 * commands themselves (spawned as npm runs them), what they write, and that the organiser they
 * make can then do what the rules give organisers, in a browser's web SDK.
 *
 * Emulator-only: it needs FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST (`npm test`'s
 * emulators step and `npm run test:emulators` set both); elsewhere it is skipped, saying why.
 */
import { readFileSync } from 'node:fs';
import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
} from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, getDocs, setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_PROMO_CODES, UPCOMING_EVENT_ID } from '@/config/seed-catalog';
import {
  firestoreEmulatorHost,
  freshEmulatorProjectId,
  NO_FIRESTORE_EMULATOR,
} from '../support/firestore-emulator';
import { runOperator } from './support/run-operator';

const authEmulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const skipReason = !firestoreEmulatorHost
  ? NO_FIRESTORE_EMULATOR
  : !authEmulatorHost
    ? 'skipped: FIREBASE_AUTH_EMULATOR_HOST is unset — start the Auth emulator with Firestore (`npm run test:emulators`)'
    : null;

const ORGANISER = { email: 'organiser@example.com', password: 'door-night-2026' };
const TREASURER = { email: 'treasurer@example.com', password: 'wallets-2026' };

describe.skipIf(skipReason !== null)(
  `npm run make-admin and seed:firebase on the emulators${skipReason ? ` (${skipReason})` : ''}`,
  { timeout: 90_000 },
  () => {
    const projectId = freshEmulatorProjectId('operator');
    const admin = initializeAdminApp({ projectId }, projectId);
    const adminDb = () => getAdminFirestore(admin);

    /** The command as `npm run <script> -- <args>` runs it, aimed at this test's project. */
    function operator(script: 'make-admin' | 'seed', ...args: string[]) {
      return runOperator(script, projectId, args, 20_000);
    }

    let rulesEnv: RulesTestEnvironment;

    /**
     * The organiser's browser: the web SDK signed in as this Auth user, under firestore.rules.
     * (rules-unit-testing signs it in: the Auth emulator's own sign-in serves only its default
     * project, and this test keeps a project of its own.)
     */
    async function browserOf(account: typeof ORGANISER) {
      const { uid } = await getAdminAuth(admin).getUserByEmail(account.email);
      const db = rulesEnv.authenticatedContext(uid, { email: account.email }).firestore();
      return { listPromoCodes: () => getDocs(collection(db, 'promoCodes')) };
    }

    beforeAll(async () => {
      setLogLevel('error');
      rulesEnv = await initializeTestEnvironment({
        projectId,
        firestore: { rules: readFileSync('firestore.rules', 'utf8') },
      });
      await getAdminAuth(admin).createUser(ORGANISER);
      const treasurer = await getAdminAuth(admin).createUser(TREASURER);
      // Someone who signed in before and was given a wallet balance, but is not an organiser yet.
      await adminDb()
        .doc(`users/${treasurer.uid}`)
        .set({ uid: treasurer.uid, email: TREASURER.email, isAdmin: false, walletBalance: 700 });
    });

    afterAll(async () => {
      await rulesEnv?.cleanup();
      await deleteAdminApp(admin);
    });

    it('make-admin: an organiser the rules then let read the promo codes, and only then', async () => {
      const browser = await browserOf(ORGANISER);
      await expect(browser.listPromoCodes()).rejects.toMatchObject({ code: 'permission-denied' });

      const run = operator('make-admin', 'Organiser@Example.com');
      expect(run.status, run.stderr).toBe(0);
      // On the emulators nothing asks Google's metadata server (a request beyond this machine).
      expect(run.stderr).toBe('');
      expect(run.stdout).toContain(`Firestore emulator at ${firestoreEmulatorHost}`);
      expect(run.stdout).toMatch(
        /organiser@example\.com \(uid \w+\) is now an admin; wallet balance 0\./,
      );
      const { uid } = await getAdminAuth(admin).getUserByEmail(ORGANISER.email);
      const user = await adminDb().doc(`users/${uid}`).get();
      expect(user.data()).toEqual({
        uid,
        email: ORGANISER.email,
        isAdmin: true,
        walletBalance: 0,
      });

      await expect(browser.listPromoCodes()).resolves.toBeDefined();
    });

    it('make-admin: keeps a wallet balance, and a second run changes nothing', async () => {
      const first = operator('make-admin', TREASURER.email);
      expect(first.status).toBe(0);
      expect(first.stdout).toMatch(/is now an admin; wallet balance 700\./);
      const again = operator('make-admin', TREASURER.email);
      expect(again.status).toBe(0);
      expect(again.stdout).toMatch(/was already an admin; nothing changed\./);
      const { uid } = await getAdminAuth(admin).getUserByEmail(TREASURER.email);
      expect((await adminDb().doc(`users/${uid}`).get()).data()).toMatchObject({
        isAdmin: true,
        walletBalance: 700,
      });
    });

    it('make-admin: an e-mail nobody signs in with is refused, and nothing is written', async () => {
      const before = (await adminDb().collection('users').get()).size;
      const run = operator('make-admin', 'stranger@example.com');
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(/No account signs in as stranger@example\.com\./);
      expect((await adminDb().collection('users').get()).size).toBe(before);
    });

    it('seed:firebase: the upcoming party and one code of each kind, kept on a second run', async () => {
      const run = operator('seed');
      expect(run.status, run.stderr).toBe(0);
      expect(run.stderr).toBe('');
      expect(run.stdout).toContain(`events/${UPCOMING_EVENT_ID}: created`);
      for (const code of Object.values(SAMPLE_PROMO_CODES))
        expect(run.stdout).toContain(`promoCodes/${code} `);

      const event = (await adminDb().doc(`events/${UPCOMING_EVENT_ID}`).get()).data();
      // One seat shard, with no document until an order takes seats (docs/design.md §3.10).
      expect(event).toMatchObject({ id: UPCOMING_EVENT_ID, shards: 1 });
      expect(event).not.toHaveProperty('sold');
      const codes = await adminDb().collection('promoCodes').get();
      expect(codes.docs.map((doc) => doc.id).sort()).toEqual(
        Object.values(SAMPLE_PROMO_CODES).sort(),
      );

      // An organiser changed the party since: a second run keeps it as it is.
      await adminDb().doc(`events/${UPCOMING_EVENT_ID}`).update({ capacity: 321 });
      const again = operator('seed');
      expect(again.status).toBe(0);
      expect(again.stdout).toContain(`events/${UPCOMING_EVENT_ID}: already there, kept`);
      expect((await adminDb().doc(`events/${UPCOMING_EVENT_ID}`).get()).data()?.capacity).toBe(321);
    });

    it('seed:firebase: what it writes, the organiser made by make-admin can list', async () => {
      const codes = await (await browserOf(ORGANISER)).listPromoCodes();
      expect(codes.docs.map((doc) => doc.id).sort()).toEqual(
        Object.values(SAMPLE_PROMO_CODES).sort(),
      );
    });
  },
);
