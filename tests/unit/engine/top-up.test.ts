import { describe, expect, it } from 'vitest';
import {
  OWN_WALLET_TOP_UP_MESSAGE,
  TOP_UP_AMOUNT_MESSAGE,
  TOP_UP_DESCRIPTION,
  TOP_UP_MAXIMUM_MESSAGE,
  TOP_UP_MINIMUM_MESSAGE,
  USER_NOT_FOUND_MESSAGE,
} from '@/domain/wallet';
import { reconcileWallet } from '@/domain/wallet-reconciliation';
import type { TransactionDoc } from '@/engine/collections';
import { topUpWallet, type TopUpInput } from '@/engine/flows/top-up';
import { START } from './support/clock';
import { ADMIN, USER_UID, anAdmin, aUser } from './support/fixtures';
import { runsRetried } from './support/interleavings';
import { expectRefusedWritingNothing, testWorld } from './support/seeded-store';

const topUp = (more: Partial<TopUpInput> = {}): TopUpInput => ({
  uid: USER_UID,
  email: 'guest@example.com',
  amount: 50,
  ...more,
});

describe('topUpWallet amounts (wallet.ts: a finite number from ₹1 to ₹1,00,000)', () => {
  it.each<[string, unknown]>([
    ['0', 0],
    ['-5', -5],
    ['-0', -0],
    ["'abc'", 'abc'],
    ["'100' (text)", '100'],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['-Infinity', Number.NEGATIVE_INFINITY],
    ['null', null],
    ['undefined', undefined],
    ['an object', { valueOf: () => 10 }],
  ])('refuses %s, writing nothing', async (_name, amount) => {
    const world = testWorld();
    await expectRefusedWritingNothing(
      world,
      () => topUpWallet(world.env, ADMIN, topUp({ amount })),
      'invalid-request',
      TOP_UP_AMOUNT_MESSAGE,
    );
  });

  it.each<[string, number, string]>([
    ['a paisa short of ₹1', 0.99, TOP_UP_MINIMUM_MESSAGE],
    ['0.004, which reads as ₹0', 0.004, TOP_UP_MINIMUM_MESSAGE],
    ['a paisa over ₹1,00,000', 100_000.01, TOP_UP_MAXIMUM_MESSAGE],
    ['1e20', 1e20, TOP_UP_MAXIMUM_MESSAGE],
  ])('refuses %s (docs/design.md §9.10), writing nothing', async (_name, amount, message) => {
    const world = testWorld();
    await expectRefusedWritingNothing(
      world,
      () => topUpWallet(world.env, ADMIN, topUp({ amount })),
      'invalid-request',
      message,
    );
  });

  it.each([
    ['the smallest amount', 1, 101],
    ['a fraction', 99.5, 199.5],
    ['a usual amount', 250, 350],
    ['the largest amount', 100_000, 100_100],
  ])('credits %s and records it in the same transaction', async (_name, amount, balance) => {
    const { env, store } = testWorld();
    await expect(topUpWallet(env, ADMIN, topUp({ amount }))).resolves.toEqual({ balance });
    expect(store.commits).toBe(1);
    expect(store.peek('users', USER_UID)?.walletBalance).toBe(balance);
    expect(store.all('transactions')).toEqual<TransactionDoc[]>([
      {
        id: expect.stringMatching(/^[A-Za-z0-9]{20}$/) as string,
        userId: USER_UID,
        amount,
        type: 'credit',
        description: TOP_UP_DESCRIPTION,
        reference: `ADMIN_TOPUP_${new Date(START).getTime()}`,
        status: 'completed',
        timestamp: START,
        createdAt: START,
      },
    ]);
    // The user names the record, which the security rules require with the new balance.
    expect(store.peek('users', USER_UID)?.lastTopUpId).toBe(store.all('transactions')[0]?.id);
  });
});

describe('topUpWallet finds the user by uid and checks the e-mail', () => {
  it.each<[string, Partial<TopUpInput>]>([
    ['no uid (nobody has that e-mail)', { uid: null }],
    ['an unknown uid', { uid: 'ghost-uid' }],
    ['a uid that is a path', { uid: 'users/user-uid-1' }],
    ["an e-mail that is not the user's", { email: 'someone-else@example.com' }],
    ['an empty e-mail', { email: '' }],
    ['an e-mail that is not text', { email: undefined as unknown as string }],
  ])('refuses %s as not found, writing nothing', async (_name, more) => {
    const world = testWorld();
    await expectRefusedWritingNothing(
      world,
      () => topUpWallet(world.env, ADMIN, topUp(more)),
      'not-found',
      USER_NOT_FOUND_MESSAGE,
    );
  });

  it.each([
    ['typed in another case with spaces', '  GUEST@Example.com ', 'guest@example.com'],
    ['stored in another case', 'guest@example.com', 'Guest@EXAMPLE.com'],
  ])('matches an e-mail %s', async (_name, typed, stored) => {
    const { env, store } = testWorld({ users: [anAdmin(), aUser({ email: stored })] });
    await topUpWallet(env, ADMIN, topUp({ email: typed }));
    expect(store.peek('users', USER_UID)?.walletBalance).toBe(150);
  });

  it('counts an unreadable stored balance as 0', async () => {
    const { env, store } = testWorld({
      users: [anAdmin(), aUser({ walletBalance: Number.NaN })],
    });
    await expect(topUpWallet(env, ADMIN, topUp({ amount: 20 }))).resolves.toEqual({ balance: 20 });
    expect(store.peek('users', USER_UID)?.walletBalance).toBe(20);
  });

  it('refuses an organiser topping up their own wallet, writing nothing', async () => {
    const { env, store } = testWorld();
    await expect(
      topUpWallet(env, ADMIN, { uid: ADMIN.uid, email: 'organiser@example.com', amount: 5 }),
    ).rejects.toMatchObject({ code: 'invalid-request', message: OWN_WALLET_TOP_UP_MESSAGE });
    expect(store.peek('users', ADMIN.uid)).toMatchObject({ isAdmin: true, walletBalance: 100 });
    expect(store.all('transactions')).toEqual([]);
  });

  it('loses no credit when two top-ups race, however they interleave', async () => {
    const retried = await runsRetried(async (interleaveSeed) => {
      const { env, store } = testWorld({}, { interleaveSeed });
      await Promise.all([
        topUpWallet(env, ADMIN, topUp({ amount: 10 })),
        topUpWallet(env, ADMIN, topUp({ amount: 15 })),
      ]);
      expect(store.peek('users', USER_UID)?.walletBalance).toBe(125);
      expect(
        store
          .all('transactions')
          .map((record) => record.amount)
          .sort(),
      ).toEqual([10, 15]);
      return store;
    });
    // In some orders both read the balance before either commits: one is run again.
    expect(retried).toBeGreaterThan(0);
  });
});

describe('topUpWallet keeps the wallet reconcilable (docs/design.md §14.4)', () => {
  it('moves the balance by exactly the credits it records, so opening + credits = balance', async () => {
    const { env, store } = testWorld();
    for (const amount of [250, 1.5, 1212]) await topUpWallet(env, ADMIN, topUp({ amount }));
    const credits = store
      .all('transactions')
      .filter((record) => 'userId' in record && record.userId === USER_UID);
    const balance = store.peek('users', USER_UID)?.walletBalance ?? Number.NaN;
    expect(reconcileWallet(balance, credits)).toEqual({
      openingBalance: aUser().walletBalance,
      listedTotal: 1463.5,
      listedCount: 3,
      balance: 1563.5,
    });
  });
});
