import {
  TRANSACTIONS_FETCH_FAILED_MESSAGE,
  WALLET_FETCH_FAILED_MESSAGE,
} from '@/domain/admin-messages';
import { wantedEmails } from '../../wanted-emails';
import type { TransactionsApi, WalletApi, WalletTransaction } from '../../admin-backend';
import type { DemoContext } from '../context';
import { adminRead, type CurrentActor } from './as-admin';

/** docs/product-spec.md §9: the Payment QR and Wallet screens list 50. */
export const INCOMING_TRANSACTIONS_LIMIT = 50;

/**
 * The wallet's balance and which e-mails have an account; the top-up is the shared
 * adminWrites, finding its user with userIdByEmail.
 */
export function createWalletReads(
  ctx: DemoContext,
  actor: CurrentActor,
): Pick<WalletApi, 'balance' | 'accountsAmong'> {
  const { db } = ctx;
  return {
    accountsAmong: (emails) =>
      adminRead(ctx, actor, WALLET_FETCH_FAILED_MESSAGE, async () => {
        const wanted = wantedEmails(emails);
        if (wanted.length === 0) return [];
        const found = await db.users.where('email').anyOf(wanted).toArray();
        return [...new Set(found.map((user) => user.email))];
      }),
    balance: () =>
      adminRead(ctx, actor, WALLET_FETCH_FAILED_MESSAGE, async () => {
        const uid = actor()?.uid;
        const user = uid ? await db.users.get(uid) : undefined;
        return user && Number.isFinite(user.walletBalance) ? user.walletBalance : 0;
      }),
  };
}

/** The top-up's query for the user with an e-mail (the flow checks who may top up). */
export function userIdByEmail(ctx: DemoContext): (email: string) => Promise<string | null> {
  return async (email) => (await ctx.db.users.where('email').equals(email).first())?.uid ?? null;
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
