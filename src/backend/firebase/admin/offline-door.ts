import { doc, getDocFromCache } from 'firebase/firestore';
import { CHECK_IN_FAILED_MESSAGE } from '@/domain/check-in';
import type { CollectionName, Collections } from '@/engine/collections';
import { BackendError, guard } from '@/engine/errors';
import { replayOfflineAdmissions } from '@/engine/flows/replay-offline-admissions';
import { decideOffline, type LocalDoorCopy } from '@/engine/reads/offline-verdict';
import type { OfflineDoorApi, OfflineDoorStatus } from '../../admin-backend';
import { offlineSince } from '@/domain/offline-door';
import { answerWithin } from '@/lib/answer-within';
import { storageOrMemory, type KeptValues } from '@/lib/safe-storage';
import { checkInInput } from '../../port-inputs';
import type { AdmissionQueue } from './admission-queue';
import type { Connectivity } from './connectivity';
import type { FirebaseAdminContext } from './context';
import { decodeSnapshot } from './read-docs';

/** How long a failed sync waits before the next try while the device reads as online. */
export const SYNC_RETRY_MS = 3_000;
/** How long one queued admission's replay may take before the sync is tried again. */
export const SYNC_ANSWER_LIMIT_MS = 5_000;

export interface OfflineDoorWiring {
  ctx: FirebaseAdminContext;
  queue: AdmissionQueue;
  connectivity: Connectivity;
  /** The signed-in organiser's e-mail, which a check-in records as who admitted. */
  currentEmail: () => string | null;
  /** Where the start of the lane's offline spell outlives a reload (localStorage by default). */
  kept?: KeptValues;
  /**
   * Calls back whenever an organiser signs in on the device (returns unsubscribe): the lane's
   * queue is synced then, whoever it is.
   */
  onSignIn?: (listener: () => void) => () => void;
}

/** The key under which a lane keeps when it went offline, until it is online again. */
export const OFFLINE_SINCE_KEY = 'sangeet-vibes:door-offline-since';

/**
 * The lane's copy of the door list: Firestore's persistent cache, which the door's listeners
 * (docs/design.md §5.4) keep current while online and which outlives a reload. A document the
 * cache has never seen is "the copy lacks it", never an error.
 */
function cachedDoorCopy(ctx: FirebaseAdminContext): LocalDoorCopy {
  const cached = async <C extends CollectionName>(
    collection: C,
    id: string,
  ): Promise<Collections[C] | null> => {
    try {
      return decodeSnapshot(collection, await getDocFromCache(doc(ctx.db, collection, id)));
    } catch {
      return null;
    }
  };
  return {
    async booking(id) {
      const booking = await cached('newbookings', id);
      if (booking) return { source: 'newbookings', booking };
      const legacy = await cached('bookings', id);
      return legacy ? { source: 'bookings', booking: legacy } : null;
    },
    async event(id) {
      const event = await cached('events', id);
      return event ? { id: event.id, title: event.title, date: event.date } : null;
    },
  };
}

/**
 * docs/design.md §5.7 on Firebase: offline verdicts from the cache, admissions queued in
 * IndexedDB, and the queue replayed through the engine's flow whenever the device is online
 * (at start, on the `online` event, and again after a failed try).
 */
export function createOfflineDoor({
  ctx,
  queue,
  connectivity,
  currentEmail,
  kept = storageOrMemory('local'),
  onSignIn = () => () => undefined,
}: OfflineDoorWiring): OfflineDoorApi & { dispose(): void } {
  const copy = cachedDoorCopy(ctx);
  const listeners = new Set<(status: OfflineDoorStatus) => void>();
  // The real start of the spell, kept across reloads: a lane reopened offline still says since
  // when it has had no network, not since the page loaded.
  const wentOffline = (current: string | null) => {
    const since = current ?? offlineSince(kept.read(OFFLINE_SINCE_KEY), ctx.env.now());
    kept.write(OFFLINE_SINCE_KEY, since);
    return since;
  };
  let status: OfflineDoorStatus = {
    offlineSince: connectivity.online() ? null : wentOffline(null),
    waiting: 0,
    queued: [],
  };
  let syncing = false;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let disposed = false;

  const publish = (next: Partial<OfflineDoorStatus>) => {
    status = { ...status, ...next };
    for (const listener of listeners) listener(status);
  };
  // Every admission waiting on this device, whoever admitted it: the lane's queue, which any
  // organiser signed in here syncs, each in the name of the one who admitted (door staff sync
  // their own, on their events).
  const waitingRows = async () =>
    (await queue.all()).map((row) => ({ ...row, admittedBy: row.adminUid }));
  const recount = async () => {
    const rows = await queue.all();
    publish({
      waiting: rows.length,
      queued: rows.flatMap((row) =>
        row.record ? [{ eventId: row.eventId, record: row.record }] : [],
      ),
    });
  };

  const sync = async (): Promise<void> => {
    const actor = ctx.actor();
    if (syncing || disposed || !actor || !connectivity.online()) return;
    syncing = true;
    try {
      const rows = await waitingRows();
      const replay = replayOfflineAdmissions(ctx.env, actor, rows, async (admission, outcome) => {
        // Left for an organiser, or for the door person who admitted it.
        if (outcome.kind === 'not-yours') return;
        await queue.remove(admission.id);
        await recount();
      });
      // A network that hangs must not hold the sync for ever: the next try replays what is
      // left, and an admission this one still writes late is recognised by its line.
      const answer = await answerWithin(replay, SYNC_ANSWER_LIMIT_MS * (rows.length + 1));
      if (!answer.answered) {
        replay.catch(() => undefined);
        throw new Error('The sync had no answer in time.');
      }
    } catch {
      // Firestore not reachable yet, most often: the rest stays queued and is tried again.
      retry ??= setTimeout(() => {
        retry = null;
        void sync();
      }, SYNC_RETRY_MS);
    } finally {
      syncing = false;
    }
  };

  const stopWatching = connectivity.subscribe((online) => {
    if (online) kept.write(OFFLINE_SINCE_KEY, null);
    publish({ offlineSince: online ? null : wentOffline(status.offlineSince) });
    if (online) void sync();
  });
  const stopFollowingSignIns = onSignIn(() => void sync());
  void recount().then(sync);

  return {
    watchStatus(listener) {
      listeners.add(listener);
      listener(status);
      return () => listeners.delete(listener);
    },
    checkIn: (code, eventId, details = {}) =>
      guard(CHECK_IN_FAILED_MESSAGE, async () => {
        const actor = ctx.actor();
        const by = currentEmail();
        if (!actor || !by) throw new BackendError('unauthenticated', CHECK_IN_FAILED_MESSAGE);
        const verdict = await decideOffline(
          copy,
          await waitingRows(),
          checkInInput(code, eventId, details),
          { now: ctx.env.now(), by, random: ctx.env.random },
        );
        if (verdict?.admission) {
          const record = verdict.result.ok ? verdict.result.record : undefined;
          await queue.add({
            ...verdict.admission,
            adminUid: actor.uid,
            ...(record ? { record } : {}),
          });
          await recount();
        }
        return verdict?.result ?? null;
      }),
    noAnswer: () => ctx.network.serverUnreachable(),
    dispose() {
      disposed = true;
      stopWatching();
      stopFollowingSignIns();
      if (retry) clearTimeout(retry);
      listeners.clear();
    },
  };
}
