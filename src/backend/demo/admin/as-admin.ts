import { guard } from '@/engine/errors';
import type { Actor } from '@/engine/flow-env';
import { requireAdmin } from '@/engine/require-admin';
import type { DemoContext } from '../context';

/** Who is signed in, as the flows take it. */
export type CurrentActor = () => Actor;

/**
 * Runs an organisers' read after the same check the flows make (users/{uid}.isAdmin, read
 * now), with the screen's failure message for anything unexpected.
 */
export function adminRead<T>(
  ctx: DemoContext,
  actor: CurrentActor,
  failureMessage: string,
  read: () => Promise<T>,
): Promise<T> {
  return guard(failureMessage, async () => {
    await ctx.env.store.transaction((tx) => requireAdmin(tx, actor()));
    return read();
  });
}
