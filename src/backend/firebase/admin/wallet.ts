import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import {
  TRANSACTIONS_FETCH_FAILED_MESSAGE,
  WALLET_FETCH_FAILED_MESSAGE,
} from '@/domain/admin-messages';
import { wantedEmails } from '../../wanted-emails';
import type { TransactionsApi, WalletApi, WalletTransaction } from '../../admin-backend';
import { adminRead, requireAdminNow } from './as-admin';
import type { FirebaseAdminContext } from './context';
import { readQuery } from './read-docs';

// Firestore answers an 'in' filter of at most 30 values.
const FIRESTORE_IN_LIMIT = 30;

/** docs/product-spec.md §9: the Payment QR and Wallet screens list 50. */
export const INCOMING_TRANSACTIONS_LIMIT = 50;

/**
 * The wallet's balance and which e-mails have an account; the top-up is the shared
 * adminWrites, finding its user with userIdByEmail.
 */
export function createWalletReads(
  ctx: FirebaseAdminContext,
): Pick<WalletApi, 'balance' | 'accountsAmong'> {
  return {
    // The top-up's own query (users by e-mail, a single-field index), 30 e-mails at a time:
    // Firestore's most for 'in'. What it finds, a top-up credits.
    accountsAmong: (emails) =>
      adminRead(ctx, WALLET_FETCH_FAILED_MESSAGE, async () => {
        const wanted = wantedEmails(emails);
        const batches: string[][] = [];
        for (let at = 0; at < wanted.length; at += FIRESTORE_IN_LIMIT) {
          batches.push(wanted.slice(at, at + FIRESTORE_IN_LIMIT));
        }
        const found = await Promise.all(
          batches.map((batch) =>
            getDocs(query(collection(ctx.db, 'users'), where('email', 'in', batch))),
          ),
        );
        const emailsFound = found.flatMap((snapshot) =>
          snapshot.docs.map((doc) => String(doc.get('email') ?? '')),
        );
        return [...new Set(emailsFound)].filter((email) => wanted.includes(email));
      }),
    // The organiser check has just read users/{uid}: the balance is on it.
    balance: () =>
      adminRead(ctx, WALLET_FETCH_FAILED_MESSAGE, async (admin) =>
        Number.isFinite(admin.walletBalance) ? admin.walletBalance : 0,
      ),
  };
}

/** The top-up's query for the user with an e-mail (docs/product-spec.md §7: query users by email). */
export function userIdByEmail(
  ctx: FirebaseAdminContext,
): (email: string) => Promise<string | null> {
  return async (email) => {
    // Checked before the query, so a caller who may not top up learns nothing of who has an
    // account. The flow checks again in its transaction.
    await requireAdminNow(ctx);
    const found = await getDocs(
      query(collection(ctx.db, 'users'), where('email', '==', email), limit(1)),
    );
    return found.docs[0]?.id ?? null;
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
