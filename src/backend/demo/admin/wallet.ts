import {
  TOP_UP_FAILED_MESSAGE,
  TRANSACTIONS_FETCH_FAILED_MESSAGE,
  WALLET_FETCH_FAILED_MESSAGE,
} from '@/domain/admin-messages';
import { normaliseEmail } from '@/domain/email';
import { guard } from '@/engine/errors';
import { topUpWallet } from '@/engine/flows/top-up';
import type { TransactionsApi, WalletApi, WalletTransaction } from '../../admin-backend';
import type { DemoContext } from '../context';
import { adminRead, type CurrentActor } from './as-admin';

/** docs/product-spec.md §9: the Payment QR and Wallet screens list 50. */
export const INCOMING_TRANSACTIONS_LIMIT = 50;

export function createWalletApi(ctx: DemoContext, actor: CurrentActor): WalletApi {
  const { db, env } = ctx;
  return {
    balance: () =>
      adminRead(ctx, actor, WALLET_FETCH_FAILED_MESSAGE, async () => {
        const uid = actor()?.uid;
        const user = uid ? await db.users.get(uid) : undefined;
        return user && Number.isFinite(user.walletBalance) ? user.walletBalance : 0;
      }),

    topUp: (email, amount) =>
      guard(TOP_UP_FAILED_MESSAGE, async () => {
        // Finding the user by e-mail is a query, so it happens before the flow's transaction.
        const wanted = normaliseEmail(String(email ?? ''));
        const user =
          wanted === '' ? undefined : await db.users.where('email').equals(wanted).first();
        return topUpWallet(env, actor(), { uid: user?.uid ?? null, email: wanted, amount });
      }),
  };
}

export function createTransactionsApi(ctx: DemoContext, actor: CurrentActor): TransactionsApi {
  const { db } = ctx;
  return {
    incoming: () =>
      adminRead(ctx, actor, TRANSACTIONS_FETCH_FAILED_MESSAGE, async () => {
        const uid = actor()?.uid;
        if (!uid) return [];
        const received = (await db.transactions
          .where('toId')
          .equals(uid)
          .toArray()) as WalletTransaction[];
        return received
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
          .slice(0, INCOMING_TRANSACTIONS_LIMIT);
      }),
  };
}
