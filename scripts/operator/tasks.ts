// What `npm run make-admin` and `npm run seed:firebase` do to a project, written against the
// engine's Store (functions/src/admin-store.ts runs it on Firestore with the Admin SDK; the tests
// run it on the in-memory store) and an Auth look-up, so everything but the SDK calls is tested.
import {
  SAMPLE_PROMO_CODES,
  samplePromoCodes,
  samplePromoRedemptions,
  upcomingEvent,
  type SamplePromoKind,
} from '@/config/seed-catalog';
import { emailSchema, EMAIL_INVALID_MESSAGE } from '@/domain/email';
import { generatePromoCode } from '@/domain/promo-codes';
import type { UserDoc } from '@/engine/collections';
import type { Store } from '@/engine/store';

/** A failure to show the operator as it is (no stack trace): what went wrong and what to do. */
export class TaskError extends Error {}

/**
 * `work`, or a TaskError after `ms`: an unreachable Firestore makes the Admin SDK retry for ever,
 * and an operator waiting on a silent command cannot tell that from slow.
 */
export async function withinDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new TaskError(
            `${what} did not answer within ${ms / 1000} s. Check the project id and your ` +
              `credentials, or that the emulator in FIRESTORE_EMULATOR_HOST is running.`,
          ),
        ),
      ms,
    );
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** users/{uid} after making its owner an admin: e-mail from Auth, wallet balance kept. */
export function adminUserRecord(uid: string, email: string, existing: UserDoc | null): UserDoc {
  return { uid, email, isAdmin: true, walletBalance: existing?.walletBalance ?? 0 };
}

/** The Auth user with this e-mail, or null; a real lookup throws for other failures. */
export type FindAuthUser = (email: string) => Promise<{ uid: string; email: string } | null>;

export interface MakeAdminResult {
  uid: string;
  email: string;
  /** false when users/{uid} already said isAdmin: true (nothing changed). */
  changed: boolean;
  before: UserDoc | null;
}

/** Finds the Auth user by e-mail and sets users/{uid}.isAdmin, keeping the wallet balance. */
export async function makeAdmin(
  rawEmail: string,
  findAuthUser: FindAuthUser,
  store: Store,
): Promise<MakeAdminResult> {
  const parsed = emailSchema.safeParse(rawEmail);
  if (!parsed.success) throw new TaskError(`${EMAIL_INVALID_MESSAGE} Got "${rawEmail}".`);
  const user = await findAuthUser(parsed.data);
  if (!user) {
    throw new TaskError(
      `No account signs in as ${parsed.data}. The organiser must first sign in once at ` +
        `/admin/login (e-mail and password, or Google), or be added in the Firebase console ` +
        `(Authentication → Users); then run this again.`,
    );
  }
  return store.transaction(async (tx) => {
    const before = await tx.get('users', user.uid);
    const after = adminUserRecord(user.uid, user.email, before);
    const changed = JSON.stringify(before) !== JSON.stringify(after);
    if (changed) tx.set('users', user.uid, after);
    return { uid: user.uid, email: user.email, changed, before };
  });
}

/**
 * Names for the sample promo codes. The published sample names (README, demo) would let anyone
 * book free tickets on a real project, so a real project gets unguessable codes of the same
 * kinds; the emulators get the published ones, which tests and the e2e suite name.
 */
export function promoCodeNames(
  target: 'emulator' | 'project',
  generate: () => string = () => generatePromoCode(),
): Record<SamplePromoKind, string> {
  if (target === 'emulator') return { ...SAMPLE_PROMO_CODES };
  const names = {} as Record<SamplePromoKind, string>;
  for (const kind of Object.keys(SAMPLE_PROMO_CODES) as SamplePromoKind[]) names[kind] = generate();
  return names;
}

export interface SeedResult {
  event: { id: string; created: boolean; date: string };
  promoCodes: { code: string; kind: SamplePromoKind; created: boolean; isActive: boolean }[];
}

/**
 * Writes the upcoming party and the sample promo codes where they do not exist yet. What exists
 * is left as it is (an event that has sold seats, a code someone used): running it twice, or on
 * a live project, changes nothing.
 */
export async function seedProject(
  store: Store,
  now: Date,
  names: Record<SamplePromoKind, string>,
): Promise<SeedResult> {
  const event = upcomingEvent(now);
  const codes = samplePromoCodes(now, names);
  const redemptions = new Map(samplePromoRedemptions(names).map((entry) => [entry.code, entry]));
  const kinds = Object.keys(SAMPLE_PROMO_CODES) as SamplePromoKind[];
  return store.transaction(async (tx) => {
    const storedEvent = await tx.get('events', event.id);
    const storedCodes = await Promise.all(codes.map((code) => tx.get('promoCodes', code.id)));
    if (!storedEvent) tx.set('events', event.id, event);
    codes.forEach((code, i) => {
      if (storedCodes[i]) return;
      tx.set('promoCodes', code.id, code);
      // A new sample code's buyers, kept apart from the code (docs/design.md §3.6).
      const redeemers = redemptions.get(code.id);
      if (redeemers) tx.set('promoRedemptions', code.id, redeemers);
    });
    return {
      event: { id: event.id, created: !storedEvent, date: (storedEvent ?? event).date },
      promoCodes: codes.map((code, i) => ({
        code: code.code,
        kind: kinds[i] as SamplePromoKind,
        created: !storedCodes[i],
        isActive: (storedCodes[i] ?? code).isActive,
      })),
    };
  });
}
