import {
  TOP_UP_FAILED_MESSAGE,
  TRANSACTIONS_FETCH_FAILED_MESSAGE,
  WALLET_FETCH_FAILED_MESSAGE,
} from '@/domain/admin-messages';
import { isValidDocumentId } from '@/domain/booking';
import { normaliseEmail } from '@/domain/email';
import {
  USER_NOT_FOUND_MESSAGE,
  balanceAfterTopUp,
  topUpAmountProblem,
  topUpRecord,
} from '@/domain/wallet';
import { BackendError, type TransactionsApi, type WalletApi } from '../backend';
import type { DemoContext } from './context';
import { guard } from './guard';
import { newDocumentId } from './ids';

/** Spec §9: the Payment QR and Wallet screens list 50. */
export const INCOMING_TRANSACTIONS_LIMIT = 50;

export function createWalletApi(ctx: DemoContext): WalletApi {
  const { db } = ctx;
  return {
    balance: (uid) =>
      guard(WALLET_FETCH_FAILED_MESSAGE, async () => {
        const user = isValidDocumentId(uid) ? await db.users.get(uid) : undefined;
        if (!user) throw new BackendError('not-found', USER_NOT_FOUND_MESSAGE);
        return Number.isFinite(user.walletBalance) ? user.walletBalance : 0;
      }),

    // The credit and its transactions record are one transaction: never one without the other.
    topUp: (email, amount) =>
      guard(TOP_UP_FAILED_MESSAGE, async () => {
        const problem = topUpAmountProblem(amount);
        if (problem) throw new BackendError('invalid-request', problem);
        const wanted = normaliseEmail(String(email ?? ''));
        const now = ctx.now();
        const id = newDocumentId(ctx.random);
        return db.transaction('rw', [db.users, db.transactions], async () => {
          const user =
            wanted === '' ? undefined : await db.users.where('email').equals(wanted).first();
          if (!user) throw new BackendError('not-found', USER_NOT_FOUND_MESSAGE);
          const balance = balanceAfterTopUp(user.walletBalance, amount);
          await db.users.update(user.uid, { walletBalance: balance });
          await db.transactions.add({ id, ...topUpRecord(user.uid, amount, now) });
          return { balance };
        });
      }),
  };
}

export function createTransactionsApi(ctx: DemoContext): TransactionsApi {
  const { db } = ctx;
  return {
    incoming: (adminUid) =>
      guard(TRANSACTIONS_FETCH_FAILED_MESSAGE, async () => {
        if (!isValidDocumentId(adminUid)) return [];
        const received = await db.transactions.where('toId').equals(adminUid).toArray();
        return received
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
          .slice(0, INCOMING_TRANSACTIONS_LIMIT);
      }),
  };
}
