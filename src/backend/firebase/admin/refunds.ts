import { collection, limit, orderBy, query } from 'firebase/firestore';
import { REFUNDS_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import { REFUNDS_LIMIT, type RefundsApi } from '../../admin-backend';
import { adminRead } from './as-admin';
import type { FirebaseAdminContext } from './context';
import { readQuery } from './read-docs';

/** Payments the functions turned away, newest first, with the state of each Razorpay refund. */
export function createRefundsApi(ctx: FirebaseAdminContext): RefundsApi {
  return {
    list: () =>
      adminRead(ctx, REFUNDS_FETCH_FAILED_MESSAGE, () =>
        readQuery(
          'refunds',
          query(collection(ctx.db, 'refunds'), orderBy('createdAt', 'desc'), limit(REFUNDS_LIMIT)),
        ),
      ),
  };
}
