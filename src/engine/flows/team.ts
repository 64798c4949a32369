import { isValidDocumentId } from '@/domain/document-id';
import { EMAIL_INVALID_MESSAGE, normaliseEmail } from '@/domain/email';
import {
  NOT_ON_TEAM_MESSAGE,
  OWN_ROLE_MESSAGE,
  accessFields,
  staffAccess,
  teamEmailSchema,
  teamMemberSchema,
  type StaffAccess,
} from '@/domain/team';
import type { TeamDoc, UserDoc } from '../collections';
import { BackendError } from '../errors';
import type { Actor, FlowEnv } from '../flow-env';
import { requireAdmin } from '../require-admin';
import type { Transaction } from '../store';

/**
 * The team (docs/design.md §6.1). Finding an account by e-mail is a query, which a transaction
 * cannot run, so the caller resolves `uid` first (null when no account has the e-mail) and the
 * flow re-reads that user by id and checks the e-mail still matches, as the top-up does.
 */
export interface TeamChangeInput {
  uid: string | null;
}

/** The user with this uid when it still has this e-mail, else null. */
async function accountOf(tx: Transaction, uid: string | null, email: string) {
  const user = isValidDocumentId(uid) ? await tx.get('users', uid) : null;
  return user && normaliseEmail(String(user.email ?? '')) === email ? user : null;
}

function refuseOwn(actor: Actor, user: UserDoc | null) {
  if (user && actor?.uid === user.uid) throw new BackendError('invalid-request', OWN_ROLE_MESSAGE);
}

/**
 * Adds a person by e-mail or changes their role and events (organisers only). With an account,
 * the role is on their user record at once, which the rules and flows read on every request;
 * without one, the team record waits for their first sign-in (claimTeamAccess).
 */
export async function saveTeamMember(
  env: FlowEnv,
  actor: Actor,
  input: TeamChangeInput & { member: unknown },
): Promise<TeamDoc> {
  const parsed = teamMemberSchema.safeParse(input.member);
  const now = env.now().toISOString();
  return env.store.transaction(async (tx) => {
    const admin = await requireAdmin(tx, actor);
    if (!parsed.success) {
      throw new BackendError('invalid-request', parsed.error.issues[0]?.message ?? 'Invalid.');
    }
    const member = parsed.data;
    const user = await accountOf(tx, input.uid, member.email);
    refuseOwn(actor, user);
    const fields = accessFields(member);
    const record: TeamDoc = {
      email: member.email,
      role: member.role,
      eventIds: fields.doorEventIds,
      uid: user?.uid ?? null,
      updatedBy: admin.email,
      updatedAt: now,
    };
    if (user) tx.update('users', user.uid, fields);
    tx.set('team', record.email, record);
    return record;
  });
}

/**
 * Takes a person's access away (organisers only): their record loses the role, effective on
 * their next request, and the team record goes. Rejects 'invalid-request' for an address
 * teamEmailSchema refuses, 'not-found' for someone not on the team.
 */
export async function revokeTeamMember(
  env: FlowEnv,
  actor: Actor,
  input: TeamChangeInput & { email: unknown },
): Promise<void> {
  const parsed = teamEmailSchema.safeParse(input.email);
  return env.store.transaction(async (tx) => {
    await requireAdmin(tx, actor);
    if (!parsed.success) throw new BackendError('invalid-request', EMAIL_INVALID_MESSAGE);
    const email = parsed.data;
    const record = await tx.get('team', email);
    const user = await accountOf(tx, input.uid, email);
    refuseOwn(actor, user);
    if (!record && staffAccess(user) === null) {
      throw new BackendError('not-found', NOT_ON_TEAM_MESSAGE);
    }
    if (user) tx.update('users', user.uid, { isAdmin: false, role: null, doorEventIds: [] });
    if (record) tx.delete('team', email);
  });
}

/**
 * A signed-in person picks up the role an organiser gave their e-mail before they had an account
 * (docs/design.md §6.1). The caller vouches for the e-mail (Firebase: a verified address on the
 * ID token). Writes nothing when there is no such record, when it is another account's already,
 * or when the account has a role already.
 */
export async function claimTeamAccess(
  env: FlowEnv,
  account: { uid: string; email: string },
): Promise<StaffAccess> {
  const email = normaliseEmail(String(account.email ?? ''));
  if (!isValidDocumentId(account.uid) || email.length === 0 || email.includes('/')) return null;
  return env.store.transaction(async (tx) => {
    const record = await tx.get('team', email);
    const user = await tx.get('users', account.uid);
    const current = staffAccess(user);
    // An account with a role keeps it: the Team screen lists that role for the e-mail (given
    // after the invite, by make-admin say), and a change of role goes through saveTeamMember.
    if (current !== null) return current;
    if (!record || (record.uid !== null && record.uid !== account.uid)) return null;
    const fields = accessFields(record);
    if (user) tx.update('users', account.uid, fields);
    else tx.set('users', account.uid, { uid: account.uid, email, walletBalance: 0, ...fields });
    if (record.uid === null) tx.update('team', email, { uid: account.uid });
    return staffAccess(fields);
  });
}
