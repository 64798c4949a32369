import { RESET_DEMO_DATA_FAILED_MESSAGE } from '@/domain/demo-reset';
import type { AdminBackend } from '../../admin-backend';
import { adminWrites } from '../../admin-writes';
import type { DemoContext } from '../context';
import { DEMO_ACCOUNTS } from '../demo-accounts';
import { addMissingDemoAccounts, resetSeed } from '../seed-store';
import { adminRead, type CurrentActor } from './as-admin';
import { createDemoAuth } from './auth';
import { createCheckInReads } from './check-in';
import { createContactMessagesApi } from './contact-messages';
import { createAdminEventsReads } from './events';
import { createMailApi } from './mail';
import { createRefundsApi } from './refunds';
import { createPromoCodesReads } from './promo-codes';
import { createRegistrationsApi } from './registrations';
import { createStatsApi } from './stats';
import { createTeamReads } from './team';
import { createTransactionsApi, createWalletReads, userIdByEmail } from './wallet';

/**
 * The organisers' half of the demo backend. The session (a remembered sign-in) is restored
 * before it resolves, and every area acts as the signed-in user, checked by the adapter.
 */
export async function createDemoAdmin(
  ctx: DemoContext,
): Promise<AdminBackend & { dispose(): void }> {
  await addMissingDemoAccounts(ctx.db, ctx.env.random);
  const auth = createDemoAuth(ctx);
  await auth.restore();
  const actor: CurrentActor = () => {
    const user = auth.currentUser();
    return user ? { uid: user.uid } : null;
  };
  const writes = adminWrites({ env: ctx.env, actor, findUserId: userIdByEmail(ctx) });
  return {
    auth,
    events: { ...createAdminEventsReads(ctx, actor), ...writes.events },
    checkIn: { ...createCheckInReads(ctx, actor), ...writes.checkIn },
    promoCodes: { ...createPromoCodesReads(ctx, actor), ...writes.promoCodes },
    registrations: createRegistrationsApi(ctx, actor),
    wallet: { ...createWalletReads(ctx, actor), ...writes.wallet },
    transactions: createTransactionsApi(ctx, actor),
    stats: createStatsApi(ctx, actor),
    contactMessages: createContactMessagesApi(ctx, actor),
    mail: createMailApi(ctx, actor),
    refunds: createRefundsApi(ctx, actor),
    team: { ...createTeamReads(ctx, actor), ...writes.team },
    resetDemoData: () =>
      adminRead(ctx, actor, RESET_DEMO_DATA_FAILED_MESSAGE, () =>
        resetSeed(ctx.db, ctx.env.now(), ctx.env.random),
      ),
    demoAccounts: DEMO_ACCOUNTS.map(({ email, password, label }) => ({ email, password, label })),
    dispose: () => auth.dispose(),
  };
}
