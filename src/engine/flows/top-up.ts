import { normaliseEmail } from '@/domain/email';
import { isValidDocumentId } from '@/domain/document-id';
import {
  OWN_WALLET_TOP_UP_MESSAGE,
  USER_NOT_FOUND_MESSAGE,
  balanceAfterTopUp,
  topUpAmountProblem,
  topUpRecord,
} from '@/domain/wallet';
import { BackendError } from '../errors';
import type { Actor, FlowEnv } from '../flow-env';
import { newDocumentId } from '../ids';
import { requireAdmin } from '../require-admin';

export interface TopUpInput {
  /** users/{uid} of the e-mail the organiser typed, found by the adapter's query beforehand. */
  uid: string | null;
  /** The e-mail typed; the user read in the transaction must still have it. */
  email: string;
  amount: unknown;
}

/**
 * docs/product-spec.md §5 wallet top-up: the balance and its transactions record are written in one
 * transaction, never one without the other. Finding a user by e-mail is a query, which a
 * Firestore transaction cannot run, so the adapter resolves the uid first and the flow
 * re-reads that user by id and checks the e-mail still matches.
 */
export async function topUpWallet(
  env: FlowEnv,
  actor: Actor,
  input: TopUpInput,
): Promise<{ balance: number }> {
  const now = env.now();
  const id = newDocumentId(env.random);
  const wanted = normaliseEmail(String(input.email ?? ''));
  return env.store.transaction(async (tx) => {
    await requireAdmin(tx, actor);
    const problem = topUpAmountProblem(input.amount);
    if (problem) throw new BackendError('invalid-request', problem);
    const amount = input.amount as number;
    const user = isValidDocumentId(input.uid) ? await tx.get('users', input.uid) : null;
    if (!user || wanted === '' || normaliseEmail(String(user.email ?? '')) !== wanted) {
      throw new BackendError('not-found', USER_NOT_FOUND_MESSAGE);
    }
    // Nobody writes their own balance (docs/design.md §6.1); the security rules refuse it as well.
    if (actor && user.uid === actor.uid) {
      throw new BackendError('invalid-request', OWN_WALLET_TOP_UP_MESSAGE);
    }
    const balance = balanceAfterTopUp(user.walletBalance, amount);
    // The user names the record so the security rules can require the two together.
    tx.update('users', user.uid, { walletBalance: balance, lastTopUpId: id });
    tx.set('transactions', id, { id, ...topUpRecord(user.uid, amount, now) });
    return { balance };
  });
}
