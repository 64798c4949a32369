/**
 * Signing in and out: passwords, the lock-out, and Continue with Google.
 * One area of the Backend contract (../backend-contract.ts).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { AccountChooser, AdminBackend, ChooserAccount } from '@/backend/admin-backend';
import { INVALID_CREDENTIALS_MESSAGE, NOT_ADMIN_MESSAGE } from '@/domain/sign-in';
import { rejection } from './helpers';
import type { ContractHarness } from './harness';
import type { ContractContext } from './context';

export function authTests(contract: ContractContext): void {
  const { seed, signInAdmin } = contract;
  describe('auth', () => {
    let harness: ContractHarness;
    let office: AdminBackend;
    // The harness is new for each test; the suite's own beforeEach has made it.
    beforeEach(() => {
      ({ harness, office } = contract.current());
    });

    beforeEach(async () => {
      await office.auth.signOut();
    });

    it('reports the current user at once and on every change', async () => {
      const seen: Array<string | null> = [];
      const unsubscribe = office.auth.onAuthStateChanged((user) => seen.push(user?.email ?? null));
      expect(seen).toEqual([null]);
      await signInAdmin();
      await office.auth.signOut();
      unsubscribe();
      await signInAdmin();
      expect(seen).toEqual([null, seed.admin.email, null]);
    });

    it('signs the admin in whatever the e-mail’s case', async () => {
      await expect(
        office.auth.signIn(`  ${seed.admin.email.toUpperCase()} `, seed.admin.password),
      ).resolves.toMatchObject({
        uid: expect.any(String),
        email: seed.admin.email,
        isAdmin: true,
      });
    });

    it.each<[string, string, string]>([
      ['wrong password', seed.admin.email, 'not-the-password'],
      ['password in the wrong case', seed.admin.email, seed.admin.password.toUpperCase()],
      ['empty password', seed.admin.email, ''],
      ['unknown e-mail', 'nobody@sangeetvibes.demo', seed.admin.password],
      ['empty e-mail', '', ''],
    ])('%s → Invalid credentials', async (_name, email, password) => {
      await expect(rejection(office.auth.signIn(email, password))).resolves.toEqual({
        code: 'invalid-credentials',
        message: INVALID_CREDENTIALS_MESSAGE,
      });
    });

    it('signs a non-admin out with "Access denied"', async () => {
      const seen: Array<string | null> = [];
      office.auth.onAuthStateChanged((user) => seen.push(user?.email ?? null));
      await expect(
        rejection(office.auth.signIn(seed.guest.email, seed.guest.password)),
      ).resolves.toEqual({ code: 'not-admin', message: NOT_ADMIN_MESSAGE });
      expect(seen.at(-1)).toBeNull();
    });

    async function failFiveTimes() {
      for (let i = 0; i < 5; i++) {
        const error = await rejection(office.auth.signIn(seed.admin.email, `wrong-${i}`));
        expect(error.code).toBe('invalid-credentials');
      }
    }

    it('pauses sign-in after 5 failures, even with the right password', async () => {
      await failFiveTimes();
      await expect(rejection(signInAdmin())).resolves.toEqual({
        code: 'too-many-requests',
        // Counted from the failures just made: 15 minutes, or 14 on a slow machine.
        message: expect.stringMatching(/^Too many failed attempts\. Try again in 1[45] minutes\.$/),
      });
      expect(office.auth.currentUser()).toBeNull();
    });

    it('pauses that account only, and in every client', async () => {
      await failFiveTimes();
      await expect(
        rejection(office.auth.signIn(seed.guest.email, seed.guest.password)),
      ).resolves.toMatchObject({ code: 'not-admin' });
      if (!harness.second) return;
      const other = await harness.second();
      await expect(rejection(signInAdmin(other.office))).resolves.toMatchObject({
        code: 'too-many-requests',
      });
    });

    describe.runIf(seed.googleChooser)('Continue with Google (the chooser)', () => {
      /** A chooser that records what it was offered and picks `pick` (null: closed). */
      function chooser(pick: (accounts: ReadonlyArray<ChooserAccount>) => string | null) {
        const offered: Array<ReadonlyArray<ChooserAccount>> = [];
        const choose: AccountChooser = async (accounts) => {
          offered.push(accounts);
          return pick(accounts);
        };
        return { choose, offered };
      }

      it('offers the accounts, every time, and signs the organiser in', async () => {
        const seen: Array<string | null> = [];
        office.auth.onAuthStateChanged((user) => seen.push(user?.email ?? null));
        const { choose, offered } = chooser(() => seed.admin.email);
        await expect(office.auth.signInWithGoogle(choose)).resolves.toMatchObject({
          uid: seed.admin.uid,
          email: seed.admin.email,
          isAdmin: true,
        });
        expect(offered).toHaveLength(1);
        expect(offered[0]!.map((account) => account.email)).toEqual(
          expect.arrayContaining([seed.admin.email, seed.guest.email]),
        );
        for (const account of offered[0]!) expect(account.displayName).not.toBe('');
        expect(office.auth.currentUser()).toMatchObject({ email: seed.admin.email });
        expect(seen).toEqual([null, seed.admin.email]);
        // The chooser is forced: signing in again asks again.
        await office.auth.signOut();
        await office.auth.signInWithGoogle(choose);
        expect(offered).toHaveLength(2);
      });

      it('refuses an account that is not an admin, and signs it out', async () => {
        const seen: Array<string | null> = [];
        office.auth.onAuthStateChanged((user) => seen.push(user?.email ?? null));
        const { choose } = chooser(() => seed.guest.email);
        await expect(rejection(office.auth.signInWithGoogle(choose))).resolves.toEqual({
          code: 'not-admin',
          message: NOT_ADMIN_MESSAGE,
        });
        expect(office.auth.currentUser()).toBeNull();
        expect(seen.at(-1)).toBeNull();
        await expect(rejection(office.promoCodes.list())).resolves.toMatchObject({
          code: 'unauthenticated',
        });
      });

      it('changes nothing when the chooser is closed without a pick', async () => {
        const seen: Array<string | null> = [];
        office.auth.onAuthStateChanged((user) => seen.push(user?.email ?? null));
        const { choose } = chooser(() => null);
        await expect(office.auth.signInWithGoogle(choose)).resolves.toBeNull();
        expect(office.auth.currentUser()).toBeNull();
        // Signed in already: closing the chooser keeps the organiser signed in.
        await signInAdmin();
        await expect(office.auth.signInWithGoogle(choose)).resolves.toBeNull();
        expect(office.auth.currentUser()).toMatchObject({ email: seed.admin.email });
        expect(seen).toEqual([null, seed.admin.email]);
      });

      it('refuses an account the chooser did not offer', async () => {
        const { choose } = chooser(() => 'someone-else@example.com');
        await expect(rejection(office.auth.signInWithGoogle(choose))).resolves.toMatchObject({
          code: 'unknown',
        });
        expect(office.auth.currentUser()).toBeNull();
      });

      it('is not paused by wrong passwords: the lock-out is for passwords', async () => {
        await failFiveTimes();
        const { choose } = chooser(() => seed.admin.email);
        await expect(office.auth.signInWithGoogle(choose)).resolves.toMatchObject({
          isAdmin: true,
        });
      });
    });
  });
}
