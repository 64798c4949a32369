/**
 * The organisers' writes, wired once for both adapters: each is the engine's flow, run as the
 * signed-in organiser, with the screen's failure message for anything unexpected (docs/product-spec.md §8).
 * An adapter gives its own store (in `env`), its session's actor and its query for a user by
 * e-mail; the flows decide everything else.
 */
import {
  EVENT_DELETE_FAILED_MESSAGE,
  EVENT_SAVE_FAILED_MESSAGE,
  PROMO_CODE_CREATE_FAILED_MESSAGE,
  PROMO_CODE_DELETE_FAILED_MESSAGE,
  TEAM_SAVE_FAILED_MESSAGE,
  TEAM_REVOKE_FAILED_MESSAGE,
  TOP_UP_FAILED_MESSAGE,
} from '@/domain/admin-messages';
import { CHECK_IN_FAILED_MESSAGE } from '@/domain/check-in';
import { normaliseEmail } from '@/domain/email';
import { guard } from '@/engine/errors';
import type { Actor, FlowEnv } from '@/engine/flow-env';
import { checkIn, undoCheckIn } from '@/engine/flows/check-in';
import { changeEventStatus, createEvent, deleteEvent, updateEvent } from '@/engine/flows/events';
import { createPromoCodeFlow, deletePromoCode } from '@/engine/flows/promo-codes';
import { revokeTeamMember, saveTeamMember } from '@/engine/flows/team';
import { topUpWallet } from '@/engine/flows/top-up';
import type {
  AdminEventsApi,
  CheckInApi,
  PromoCodesApi,
  TeamApi,
  WalletApi,
} from './admin-backend';
import { checkInInput } from './port-inputs';

export interface AdminWritesWiring {
  /** The flows' store (the adapter's), clock and random source. */
  env: FlowEnv;
  /** Who is signed in now, from the adapter's session. */
  actor: () => Actor;
  /**
   * users/{uid} with this (normalised, non-empty) e-mail, or null: a query, which a Firestore
   * transaction cannot run, so it comes before the top-up's transaction, which re-reads the
   * user by id and checks the e-mail still matches.
   */
  findUserId: (email: string) => Promise<string | null>;
}

export interface AdminWrites {
  checkIn: Pick<CheckInApi, 'checkIn' | 'undo'>;
  events: Pick<AdminEventsApi, 'create' | 'update' | 'remove' | 'changeStatus'>;
  promoCodes: Pick<PromoCodesApi, 'create' | 'remove'>;
  wallet: Pick<WalletApi, 'topUp'>;
  team: Pick<TeamApi, 'save' | 'revoke'>;
}

/** The account of a typed e-mail (any case, spaces), or null. */
async function userIdOf(
  findUserId: AdminWritesWiring['findUserId'],
  email: unknown,
): Promise<string | null> {
  const wanted = normaliseEmail(String(email ?? ''));
  return wanted === '' ? null : findUserId(wanted);
}

export function adminWrites({ env, actor, findUserId }: AdminWritesWiring): AdminWrites {
  return {
    checkIn: {
      checkIn: (code, eventId, details = {}) =>
        guard(CHECK_IN_FAILED_MESSAGE, () =>
          checkIn(env, actor(), checkInInput(code, eventId, details)),
        ),
      undo: (bookingId) =>
        guard(CHECK_IN_FAILED_MESSAGE, () => undoCheckIn(env, actor(), { bookingId })),
    },
    events: {
      create: (values) => guard(EVENT_SAVE_FAILED_MESSAGE, () => createEvent(env, actor(), values)),
      update: (id, values) =>
        guard(EVENT_SAVE_FAILED_MESSAGE, () => updateEvent(env, actor(), id, values)),
      remove: (id) => guard(EVENT_DELETE_FAILED_MESSAGE, () => deleteEvent(env, actor(), id)),
      changeStatus: (id, action) =>
        guard(EVENT_SAVE_FAILED_MESSAGE, () => changeEventStatus(env, actor(), id, action)),
    },
    promoCodes: {
      create: (values) =>
        guard(PROMO_CODE_CREATE_FAILED_MESSAGE, () => createPromoCodeFlow(env, actor(), values)),
      remove: (code) =>
        guard(PROMO_CODE_DELETE_FAILED_MESSAGE, () => deletePromoCode(env, actor(), code)),
    },
    wallet: {
      topUp: (email, amount) =>
        guard(TOP_UP_FAILED_MESSAGE, async () => {
          const uid = await userIdOf(findUserId, email);
          const wanted = normaliseEmail(String(email ?? ''));
          return topUpWallet(env, actor(), { uid, email: wanted, amount });
        }),
    },
    team: {
      save: (member) =>
        guard(TEAM_SAVE_FAILED_MESSAGE, async () => {
          const uid = await userIdOf(findUserId, member?.email);
          return saveTeamMember(env, actor(), { uid, member });
        }),
      revoke: (email) =>
        guard(TEAM_REVOKE_FAILED_MESSAGE, async () => {
          const uid = await userIdOf(findUserId, email);
          return revokeTeamMember(env, actor(), { uid, email: String(email ?? '') });
        }),
    },
  };
}
