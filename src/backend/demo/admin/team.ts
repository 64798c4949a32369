import { TEAM_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import { teamListing } from '@/engine/reads/team';
import type { TeamApi } from '../../admin-backend';
import type { DemoContext } from '../context';
import { adminRead, type CurrentActor } from './as-admin';

/** The Team screen's read; its writes are the shared adminWrites. */
export function createTeamReads(ctx: DemoContext, actor: CurrentActor): Pick<TeamApi, 'list'> {
  const { db } = ctx;
  return {
    list: () =>
      adminRead(ctx, actor, TEAM_FETCH_FAILED_MESSAGE, async () =>
        teamListing(
          await db.users.filter((user) => user.isAdmin === true || user.role === 'door').toArray(),
          await db.team.toArray(),
        ),
      ),
  };
}
