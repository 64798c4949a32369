import { onSnapshot, type QuerySnapshot } from 'firebase/firestore';
import { CHECK_INS_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import { isValidDocumentId } from '@/domain/document-id';
import { BackendError } from '@/engine/errors';
import type { BookingDoc, LegacyBookingDoc } from '@/engine/collections';
import { doorStateOf, type DoorState } from '@/engine/reads/door';
import { decodeFromFirestore } from '../../firebase-common/codec';
import { webTimestamps } from '../web-store';
import { doorRead } from './as-admin';
import type { FirebaseAdminContext } from './context';
import { eventBookingQueries } from './event-bookings';

const decodeAll = <C extends 'newbookings' | 'bookings'>(name: C, snapshot: QuerySnapshot) =>
  snapshot.docs.map((doc) => decodeFromFirestore(name, doc.id, doc.data(), webTimestamps));

/** What a door listener tells its screen when it fails: the backend's own error, or the door's message. */
export function doorListenerError(error: unknown): BackendError {
  return error instanceof BackendError
    ? error
    : new BackendError('unknown', CHECK_INS_FETCH_FAILED_MESSAGE, { cause: error });
}

/**
 * The door of one event, live on every device (docs/design.md §5.4): after the organiser check, two
 * `onSnapshot` listeners on the event's new and legacy bookings. Firestore pushes every
 * admission made anywhere within moments; each change re-derives the history and the people
 * counts (engine and domain), and an unchanged state is not handed on again. The first failure
 * (a listener the rules refuse, say) goes to `onError` and stops both.
 */
export function watchDoor(
  ctx: FirebaseAdminContext,
  eventId: string,
  onChange: (state: DoorState) => void,
  onError: (error: unknown) => void,
): () => void {
  let stopped = false;
  const listeners: Array<() => void> = [];
  const stop = () => {
    stopped = true;
    for (const unsubscribe of listeners.splice(0)) unsubscribe();
  };
  const fail = (error: unknown) => {
    if (stopped) return;
    stop();
    onError(doorListenerError(error));
  };

  let bookings: BookingDoc[] | null = null;
  let legacy: LegacyBookingDoc[] | null = null;
  let last: string | undefined;
  const emit = () => {
    if (stopped || bookings === null || legacy === null) return;
    const state = doorStateOf({ bookings, legacy });
    const key = JSON.stringify(state);
    if (key === last) return;
    last = key;
    onChange(state);
  };

  doorRead(ctx, eventId, CHECK_INS_FETCH_FAILED_MESSAGE, async () => undefined).then(() => {
    if (stopped) return;
    if (!isValidDocumentId(eventId)) {
      bookings = [];
      legacy = [];
      emit();
      return;
    }
    const queries = eventBookingQueries(ctx.db, eventId);
    // The door state "now" is the server's: a listener's first answer may come from the SDK's
    // cache (what an earlier query of this client saw, missing bookings made since), so each
    // listener's answers count only from its first one the server confirmed. Metadata changes
    // are asked for because a server answer equal to the cached one arrives as nothing else.
    // A device with no network has only its cache, the lane's copy of the door list
    // (docs/design.md §5.7): shown as it is rather than nothing at all.
    let bookingsSynced = false;
    let legacySynced = false;
    listeners.push(
      onSnapshot(
        queries.bookings,
        { includeMetadataChanges: true },
        (snapshot) => {
          bookingsSynced ||= !snapshot.metadata.fromCache || !ctx.network.online();
          if (!bookingsSynced) return;
          bookings = decodeAll('newbookings', snapshot);
          emit();
        },
        fail,
      ),
      onSnapshot(
        queries.legacy,
        { includeMetadataChanges: true },
        (snapshot) => {
          legacySynced ||= !snapshot.metadata.fromCache || !ctx.network.online();
          if (!legacySynced) return;
          legacy = decodeAll('bookings', snapshot);
          emit();
        },
        fail,
      ),
    );
  }, fail);

  return stop;
}
