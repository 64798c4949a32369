import { doc, onSnapshot, type Firestore } from 'firebase/firestore';
import { isValidDocumentId } from '@/domain/document-id';
import type { UserDoc } from '@/engine/collections';
import { decodeFromFirestore } from '../../firebase-common/codec';
import { webTimestamps } from '../web-store';
import type { DoorNetwork } from './connectivity';
import { readDocForRightsCheck } from './read-docs';

/**
 * Where the auth half reads an account's user record (users/{uid}, docs/design.md §6.1: admin =
 * isAdmin true). A seam of its own so the auth half can be driven against the Auth emulator
 * alone (tests/firebase/auth.emulator.test.ts), where the Firestore emulator cannot run; in the
 * app it is always `firestoreUserRecords`.
 */
export interface UserRecords {
  /** The record now, from the server; null when there is none. */
  read(uid: string): Promise<UserDoc | null>;
  /** Calls `onChange` with the record now and on every change; `onError` ends it. Returns stop. */
  follow(
    uid: string,
    onChange: (record: UserDoc | null) => void,
    onError: (error: unknown) => void,
  ): () => void;
}

export function firestoreUserRecords(
  db: Firestore,
  network: Pick<DoorNetwork, 'online' | 'serverUnreachable' | 'serverAnswered'>,
): UserRecords {
  const ref = (uid: string) => doc(db, 'users', uid);
  return {
    async read(uid) {
      if (!isValidDocumentId(uid)) return null;
      // From the server, as promised: getDoc would answer from `follow`'s listener when one
      // runs, which can still hold the record from before an organiser's rights changed. With
      // network (or a server that cannot be reached), the cached record, so a door reloaded
      // offline keeps its organiser (docs/design.md §5.7).
      return readDocForRightsCheck('users', ref(uid), network);
    },
    follow(uid, onChange, onError) {
      if (!isValidDocumentId(uid)) {
        onChange(null);
        return () => undefined;
      }
      return onSnapshot(
        ref(uid),
        (snapshot) =>
          onChange(
            snapshot.exists()
              ? decodeFromFirestore('users', uid, snapshot.data(), webTimestamps)
              : null,
          ),
        onError,
      );
    },
  };
}
