/**
 * Wallet top-ups by the organisers.
 * One area of the Backend contract (../backend-contract.ts).
 */
import { beforeEach, expect, it } from 'vitest';
import type { AdminBackend } from '@/backend/admin-backend';
import type { BackendErrorCode } from '@/backend/backend';
import {
  OWN_WALLET_TOP_UP_MESSAGE,
  TOP_UP_AMOUNT_MESSAGE,
  TOP_UP_MAXIMUM_MESSAGE,
  TOP_UP_MINIMUM_MESSAGE,
  USER_NOT_FOUND_MESSAGE,
} from '@/domain/wallet';
import { rejection } from './helpers';
import type { ContractContext } from './context';

export function walletTests(contract: ContractContext): void {
  const { seed } = contract;
  let office: AdminBackend;
  // The harness is new for each test; the suite's own beforeEach has made it.
  beforeEach(() => {
    ({ office } = contract.current());
  });

  it('tops up a wallet by e-mail, however it is typed', async () => {
    await expect(office.wallet.topUp(` ${seed.guest.email.toUpperCase()} `, 250)).resolves.toEqual({
      balance: 250,
    });
    await expect(office.wallet.topUp(seed.guest.email, 50)).resolves.toEqual({ balance: 300 });
    await expect(office.wallet.balance()).resolves.toBe(5000);
  });

  it('says which e-mails have an account a top-up can credit, however they are typed', async () => {
    const guest = seed.guest.email;
    await expect(
      office.wallet.accountsAmong([` ${guest.toUpperCase()} `, 'nobody@example.com', '', guest]),
    ).resolves.toEqual([guest]);
    await expect(office.wallet.accountsAmong([])).resolves.toEqual([]);
    // What it leaves out, a top-up cannot find.
    await expect(rejection(office.wallet.topUp('nobody@example.com', 10))).resolves.toMatchObject({
      code: 'not-found',
    });
  });

  it('answers for more e-mails than one Firestore "in" query takes (30)', async () => {
    const strangers = Array.from({ length: 64 }, (_, i) => `stranger${i}@example.com`);
    const asked = [...strangers.slice(0, 40), seed.admin.email, ...strangers.slice(40)];
    await expect(office.wallet.accountsAmong(asked)).resolves.toEqual([seed.admin.email]);
  });

  it("refuses an organiser's top-up of their own wallet, changing nothing", async () => {
    await expect(rejection(office.wallet.topUp(seed.admin.email, 250))).resolves.toEqual({
      code: 'invalid-request',
      message: OWN_WALLET_TOP_UP_MESSAGE,
    });
    await expect(office.wallet.balance()).resolves.toBe(5000);
    expect((await office.stats.summary()).walletBalance).toBe(5000);
  });

  it.each<[string, number, BackendErrorCode, string]>([
    ['nobody@example.com', 100, 'not-found', USER_NOT_FOUND_MESSAGE],
    ['', 100, 'not-found', USER_NOT_FOUND_MESSAGE],
    [seed.admin.email, 0, 'invalid-request', TOP_UP_AMOUNT_MESSAGE],
    [seed.admin.email, -50, 'invalid-request', TOP_UP_AMOUNT_MESSAGE],
    [seed.admin.email, Number.NaN, 'invalid-request', TOP_UP_AMOUNT_MESSAGE],
    [seed.admin.email, Infinity, 'invalid-request', TOP_UP_AMOUNT_MESSAGE],
    [seed.admin.email, -5, 'invalid-request', TOP_UP_AMOUNT_MESSAGE],
    // What a form would pass on unread: text is not an amount, even text of digits.
    [seed.admin.email, 'abc' as unknown as number, 'invalid-request', TOP_UP_AMOUNT_MESSAGE],
    [seed.admin.email, '100' as unknown as number, 'invalid-request', TOP_UP_AMOUNT_MESSAGE],
    ['nobody@example.com', 0, 'invalid-request', TOP_UP_AMOUNT_MESSAGE],
    [seed.guest.email, 0.5, 'invalid-request', TOP_UP_MINIMUM_MESSAGE],
    [seed.guest.email, 100_000.01, 'invalid-request', TOP_UP_MAXIMUM_MESSAGE],
  ])('refuses a top-up of %j by %d', async (email, amount, code, message) => {
    await expect(rejection(office.wallet.topUp(email, amount))).resolves.toEqual({
      code,
      message,
    });
    await expect(office.wallet.balance()).resolves.toBe(5000);
  });

  it('takes any amount from ₹1 to ₹1,00,000 (docs/design.md §9.10)', async () => {
    await expect(office.wallet.topUp(seed.guest.email, 100_000)).resolves.toEqual({
      balance: 100_000,
    });
    await expect(office.wallet.topUp(seed.guest.email, 1)).resolves.toEqual({
      balance: 100_001,
    });
    await expect(office.wallet.balance()).resolves.toBe(5000);
  });
}
