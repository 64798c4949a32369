import { collection, onSnapshot, query, where } from 'firebase/firestore';
import { CHECK_INS_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import { isValidDocumentId } from '@/domain/document-id';
import {
  doorConflictsOf,
  nameScanLogLines,
  type ScanLogEntry,
  type ScanLogSource,
} from '@/engine/reads/scan-log';
import { decodeFromFirestore } from '../../firebase-common/codec';
import { webTimestamps } from '../web-store';
import { doorRead } from './as-admin';
import type { FirebaseAdminContext } from './context';
import { doorListenerError } from './door-watch';

/**
 * The door's conflicts for one event, live on every lane (docs/design.md §5.7): after the
 * organiser check, one `onSnapshot` listener on the event's 'conflict' lines of the scan log (two
 * equalities: Firestore's single-field indexes serve it, no composite index). A lane that synced
 * first hears of the conflict another lane's sync writes. Offline it shows what the cache holds.
 * Each answer is named (the organisers' e-mails) in order: a slower naming of an older answer
 * never overwrites a newer one. The first failure goes to `onError` and stops it.
 */
export function watchDoorConflicts(
  ctx: FirebaseAdminContext,
  emails: ScanLogSource['emails'],
  eventId: string,
  onChange: (conflicts: ScanLogEntry[]) => void,
  onError: (error: unknown) => void,
): () => void {
  let stopped = false;
  let unsubscribe: (() => void) | null = null;
  let latest = 0;
  let last: string | undefined;
  const stop = () => {
    stopped = true;
    unsubscribe?.();
    unsubscribe = null;
  };
  const fail = (error: unknown) => {
    if (stopped) return;
    stop();
    onError(doorListenerError(error));
  };
  const emit = (conflicts: ScanLogEntry[]) => {
    const key = JSON.stringify(conflicts);
    if (stopped || key === last) return;
    last = key;
    onChange(conflicts);
  };

  doorRead(ctx, eventId, CHECK_INS_FETCH_FAILED_MESSAGE, async () => undefined).then(() => {
    if (stopped) return;
    if (!isValidDocumentId(eventId)) return emit([]);
    const conflicts = query(
      collection(ctx.db, 'scanLog'),
      where('eventId', '==', eventId),
      where('result', '==', 'conflict'),
    );
    unsubscribe = onSnapshot(
      conflicts,
      (snapshot) => {
        const mine = ++latest;
        const lines = snapshot.docs.map((doc) =>
          decodeFromFirestore('scanLog', doc.id, doc.data(), webTimestamps),
        );
        nameScanLogLines({ emails }, doorConflictsOf(lines, eventId)).then((named) => {
          if (mine === latest) emit(named);
        }, fail);
      },
      fail,
    );
  }, fail);

  return stop;
}
