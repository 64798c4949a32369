import { REFUNDS_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import { REFUNDS_LIMIT, type RefundsApi } from '../../admin-backend';
import type { DemoContext } from '../context';
import { adminRead, type CurrentActor } from './as-admin';

/** The demo's refunds: late payments its simulated checkout turned away and "refunded" locally. */
export function createRefundsApi(ctx: DemoContext, actor: CurrentActor): RefundsApi {
  return {
    list: () =>
      adminRead(ctx, actor, REFUNDS_FETCH_FAILED_MESSAGE, () =>
        ctx.db.refunds.orderBy('createdAt').reverse().limit(REFUNDS_LIMIT).toArray(),
      ),
  };
}
