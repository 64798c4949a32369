import { collection, query, where } from 'firebase/firestore';
import {
  TEAM_FETCH_FAILED_MESSAGE,
  TEAM_REVOKE_FAILED_MESSAGE,
  TEAM_SAVE_FAILED_MESSAGE,
} from '@/domain/admin-messages';
import { guard } from '@/engine/errors';
import { teamListing } from '@/engine/reads/team';
import type { TeamApi } from '../../admin-backend';
import type { CallFunction } from '../call-function';
import { backendErrorFromCallable } from '../callable-error';
import { adminRead } from './as-admin';
import type { FirebaseAdminContext } from './context';
import { readQuery } from './read-docs';

const UNREACHABLE_MESSAGE =
  'The team could not be changed: the server could not be reached. Please try again.';

/**
 * The Team screen (docs/design.md §6.1): the list is read here, as organisers may; a change goes
 * through the team functions, which alone write roles (an account may not yet exist, and the
 * rules let no client write anyone's role).
 */
export function createTeamApi(ctx: FirebaseAdminContext, callFunction: CallFunction): TeamApi {
  const { db } = ctx;
  const call = async <T>(failed: string, run: () => Promise<T>) =>
    guard(failed, () =>
      run().catch((error: unknown) => {
        throw backendErrorFromCallable(error, { failed, unreachable: UNREACHABLE_MESSAGE });
      }),
    );
  return {
    list: () =>
      adminRead(ctx, TEAM_FETCH_FAILED_MESSAGE, async () => {
        const [organisers, door, records] = await Promise.all([
          readQuery('users', query(collection(db, 'users'), where('isAdmin', '==', true))),
          readQuery('users', query(collection(db, 'users'), where('role', '==', 'door'))),
          readQuery('team', collection(db, 'team')),
        ]);
        return teamListing([...organisers, ...door], records);
      }),
    save: (member) => call(TEAM_SAVE_FAILED_MESSAGE, () => callFunction('saveTeamMember', member)),
    revoke: (email) =>
      call(TEAM_REVOKE_FAILED_MESSAGE, async () => {
        await callFunction('revokeTeamMember', { email });
      }),
  };
}
