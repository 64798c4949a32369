import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import {
  TOP_UP_FAILED_MESSAGE,
  TRANSACTIONS_FETCH_FAILED_MESSAGE,
  WALLET_FETCH_FAILED_MESSAGE,
} from '@/domain/admin-messages';
import { normaliseEmail } from '@/domain/email';
import { guard } from '@/engine/errors';
import { topUpWallet } from '@/engine/flows/top-up';
import type { TransactionsApi, WalletApi, WalletTransaction } from '../../admin-backend';
import { adminRead, requireAdminNow } from './as-admin';
import type { FirebaseAdminContext } from './context';
import { readQuery } from './read-docs';

/** docs/product-spec.md §9: the Payment QR and Wallet screens list 50. */
export const INCOMING_TRANSACTIONS_LIMIT = 50;

export function createWalletApi(ctx: FirebaseAdminContext): WalletApi {
  const { db, env, actor } = ctx;
  return {
    // The organiser check has just read users/{uid}: the balance is on it.
    balance: () =>
      adminRead(ctx, WALLET_FETCH_FAILED_MESSAGE, async (admin) =>
        Number.isFinite(admin.walletBalance) ? admin.walletBalance : 0,
      ),

    topUp: (email, amount) =>
      guard(TOP_UP_FAILED_MESSAGE, async () => {
        // Checked before the query below, so a caller who may not top up learns nothing of who
        // has an account. The flow checks again in its transaction.
        await requireAdminNow(ctx);
        // docs/product-spec.md §7: query users by email. A query cannot run in a Firestore
        // transaction, so the uid is found first; the flow re-reads that user by id and checks the
        // e-mail still matches.
        const wanted = normaliseEmail(String(email ?? ''));
        const found =
          wanted === ''
            ? null
            : (
                await getDocs(
                  query(collection(db, 'users'), where('email', '==', wanted), limit(1)),
                )
              ).docs[0];
        return topUpWallet(env, actor(), { uid: found?.id ?? null, email: wanted, amount });
      }),
  };
}

export function createTransactionsApi(ctx: FirebaseAdminContext): TransactionsApi {
  return {
    // docs/product-spec.md §7: transactions where toId equals the admin's uid, createdAt
    // descending, limit 50.
    incoming: () =>
      adminRead(ctx, TRANSACTIONS_FETCH_FAILED_MESSAGE, async (admin) => {
        const received = await readQuery(
          'transactions',
          query(
            collection(ctx.db, 'transactions'),
            where('toId', '==', admin.uid),
            orderBy('createdAt', 'desc'),
            limit(INCOMING_TRANSACTIONS_LIMIT),
          ),
        );
        return received as WalletTransaction[];
      }),
  };
}
