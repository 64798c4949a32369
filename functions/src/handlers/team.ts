import type { CallableContract } from '@/backend/firebase-common/callables';
import { SIGN_IN_REQUIRED_MESSAGE } from '@/engine/require-admin';
import { BackendError } from '@/engine/errors';
import { normaliseEmail } from '@/domain/email';
import { claimTeamAccess, revokeTeamMember, saveTeamMember } from '@/engine/flows/team';
import type { FunctionsDeps } from '../deps';

/** Who called, from the callable's verified ID token (never from the request's data). */
export interface SignedInCaller {
  uid: string | null;
  email: string | null;
  /** Whether Firebase has verified that the caller owns `email` (Google does; a typed one not). */
  emailVerified: boolean;
}

/**
 * users/{uid} with this (normalised) e-mail, or null: a query, which runs before the flow's
 * transaction; the flow re-reads the user by id and checks the e-mail still matches.
 */
export type FindUserId = (email: string) => Promise<string | null>;

const actorOf = (caller: SignedInCaller) => (caller.uid ? { uid: caller.uid } : null);

async function userIdOf(findUserId: FindUserId, email: unknown): Promise<string | null> {
  const wanted = normaliseEmail(typeof email === 'string' ? email : '');
  return wanted === '' ? null : findUserId(wanted);
}

/** saveTeamMember (docs/design.md §6.1): organisers only, decided by the flow. */
export async function saveTeamMemberHandler(
  deps: Pick<FunctionsDeps, 'env'>,
  request: CallableContract['saveTeamMember']['request'],
  caller: SignedInCaller,
  findUserId: FindUserId,
): Promise<CallableContract['saveTeamMember']['response']> {
  const email = (request as { email?: unknown } | null)?.email;
  const uid = await userIdOf(findUserId, email);
  return saveTeamMember(deps.env, actorOf(caller), { uid, member: request });
}

/** revokeTeamMember: organisers only, decided by the flow. */
export async function revokeTeamMemberHandler(
  deps: Pick<FunctionsDeps, 'env'>,
  request: CallableContract['revokeTeamMember']['request'],
  caller: SignedInCaller,
  findUserId: FindUserId,
): Promise<CallableContract['revokeTeamMember']['response']> {
  const email = String(request?.email ?? '');
  const uid = await userIdOf(findUserId, email);
  await revokeTeamMember(deps.env, actorOf(caller), { uid, email });
  return { ok: true };
}

/**
 * claimTeamAccess: the caller picks up the role an organiser gave their e-mail — only an e-mail
 * Firebase has verified, since anyone may open a password account with any address typed in.
 */
export async function claimTeamAccessHandler(
  deps: Pick<FunctionsDeps, 'env'>,
  caller: SignedInCaller,
): Promise<CallableContract['claimTeamAccess']['response']> {
  if (!caller.uid) throw new BackendError('unauthenticated', SIGN_IN_REQUIRED_MESSAGE);
  if (!caller.email || !caller.emailVerified) return { access: null };
  return { access: await claimTeamAccess(deps.env, { uid: caller.uid, email: caller.email }) };
}
