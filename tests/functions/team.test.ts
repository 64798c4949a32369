import { describe, expect, it } from 'vitest';
import {
  claimTeamAccessHandler,
  revokeTeamMemberHandler,
  saveTeamMemberHandler,
  type SignedInCaller,
} from '../../functions/src/handlers/team';
import { EMAIL_INVALID_MESSAGE } from '@/domain/email';
import { ADMIN_REQUIRED_MESSAGE } from '@/engine/require-admin';
import { ADMIN_UID, EVENT_ID, aUser, anAdmin, anEvent } from '../unit/engine/support/fixtures';
import { expectRefusedWritingNothing } from '../unit/engine/support/seeded-store';
import { functionsWorld } from './support/functions-world';

// docs/design.md §6.1: the team functions. Organisers only; door staff are refused like anyone.

const DOOR: SignedInCaller = { uid: 'door-uid', email: 'door@example.com', emailVerified: true };
const ORGANISER: SignedInCaller = {
  uid: ADMIN_UID,
  email: 'organiser@example.com',
  emailVerified: true,
};

const world = () =>
  functionsWorld({
    users: [
      anAdmin(),
      aUser(),
      aUser({ uid: 'door-uid', email: 'door@example.com', role: 'door', doorEventIds: [EVENT_ID] }),
    ],
    events: [anEvent()],
  });

/** The users query the function runs before the flow, over the test world's store. */
const findIn = (w: ReturnType<typeof world>) => async (email: string) =>
  w.store.all('users').find((user) => user.email === email)?.uid ?? null;

describe('the team functions', () => {
  it('refuse door staff saving or revoking anyone, writing nothing', async () => {
    const w = world();
    const member = { email: 'friend@example.com', role: 'organiser', eventIds: [] };
    await expectRefusedWritingNothing(
      w,
      () => saveTeamMemberHandler(w.deps, member, DOOR, findIn(w)),
      'permission-denied',
      ADMIN_REQUIRED_MESSAGE,
    );
    await expectRefusedWritingNothing(
      w,
      () =>
        saveTeamMemberHandler(w.deps, { ...member, email: 'door@example.com' }, DOOR, findIn(w)),
      'permission-denied',
      ADMIN_REQUIRED_MESSAGE,
    );
    await expectRefusedWritingNothing(
      w,
      () => revokeTeamMemberHandler(w.deps, { email: 'organiser@example.com' }, DOOR, findIn(w)),
      'permission-denied',
      ADMIN_REQUIRED_MESSAGE,
    );
  });

  it('refuse a caller with no sign-in', async () => {
    const w = world();
    const nobody: SignedInCaller = { uid: null, email: null, emailVerified: false };
    await expectRefusedWritingNothing(
      w,
      () =>
        saveTeamMemberHandler(
          w.deps,
          { email: 'a@example.com', role: 'organiser', eventIds: [] },
          nobody,
          findIn(w),
        ),
      'unauthenticated',
    );
    await expectRefusedWritingNothing(
      w,
      () => claimTeamAccessHandler(w.deps, nobody),
      'unauthenticated',
    );
  });

  it.each([
    ['not an e-mail', { email: 'door staff' }],
    ['an e-mail with a slash', { email: 'door/x@example.com' }],
    ['no e-mail at all', { email: { nested: 'door@example.com' } }],
  ])('refuse revoking with %s, as the shared schema says, writing nothing', async (_what, data) => {
    const w = world();
    await expectRefusedWritingNothing(
      w,
      () => revokeTeamMemberHandler(w.deps, data as { email: string }, ORGANISER, findIn(w)),
      'invalid-request',
      EMAIL_INVALID_MESSAGE,
    );
  });

  it('let an organiser give an account a role by e-mail, found by the users query', async () => {
    const w = world();
    await saveTeamMemberHandler(
      w.deps,
      { email: 'GUEST@example.com', role: 'door', eventIds: [EVENT_ID] },
      ORGANISER,
      findIn(w),
    );
    expect(w.store.peek('users', 'user-uid-1')).toMatchObject({
      role: 'door',
      doorEventIds: [EVENT_ID],
    });
    await revokeTeamMemberHandler(w.deps, { email: 'guest@example.com' }, ORGANISER, findIn(w));
    expect(w.store.peek('users', 'user-uid-1')).toMatchObject({ role: null, isAdmin: false });
  });

  it('hand an invited e-mail its role only when Firebase has verified the address', async () => {
    const w = world();
    await saveTeamMemberHandler(
      w.deps,
      { email: 'new@example.com', role: 'door', eventIds: [EVENT_ID] },
      ORGANISER,
      findIn(w),
    );
    const unverified = { uid: 'new-uid', email: 'new@example.com', emailVerified: false };
    await expect(claimTeamAccessHandler(w.deps, unverified)).resolves.toEqual({ access: null });
    expect(w.store.peek('users', 'new-uid')).toBeNull();
    await expect(
      claimTeamAccessHandler(w.deps, { ...unverified, emailVerified: true }),
    ).resolves.toEqual({ access: { role: 'door', eventIds: [EVENT_ID] } });
  });
});
