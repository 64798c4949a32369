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

/** The e-mail a request names, as sent: the flows validate it with the shared schemas. */
const emailIn = (request: unknown): unknown => (request as { email?: unknown } | null)?.email;

/** The account with the e-mail the request names, if any. */
async function userIdOf(findUserId: FindUserId, request: unknown): Promise<string | null> {
  const email = emailIn(request);
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
  const uid = await userIdOf(findUserId, request);
  return saveTeamMember(deps.env, actorOf(caller), { uid, member: request });
}

/** revokeTeamMember: organisers only, decided by the flow. */
export async function revokeTeamMemberHandler(
  deps: Pick<FunctionsDeps, 'env'>,
  request: CallableContract['revokeTeamMember']['request'],
  caller: SignedInCaller,
  findUserId: FindUserId,
): Promise<CallableContract['revokeTeamMember']['response']> {
  const uid = await userIdOf(findUserId, request);
  await revokeTeamMember(deps.env, actorOf(caller), { uid, email: emailIn(request) });
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
