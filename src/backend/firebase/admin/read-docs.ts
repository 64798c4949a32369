import {
  getDoc,
  getDocFromCache,
  getDocs,
  type DocumentReference,
  type DocumentSnapshot,
  type Query,
} from 'firebase/firestore';
import {
  doc as liteDoc,
  getDoc as liteGetDoc,
  getFirestore as getLiteFirestore,
} from 'firebase/firestore/lite';
import type { CollectionName, Collections } from '@/engine/collections';
import { liteTimestamps } from '../lite-timestamps';
import { decodeFromFirestore } from '../../firebase-common/codec';
import { webTimestamps } from '../web-store';
import type { DoorNetwork } from './connectivity';

/** A stored document as the engine and the port read it (Timestamps → ISO, id set). */
export function decodeSnapshot<C extends CollectionName>(
  collection: C,
  snapshot: DocumentSnapshot,
): Collections[C] | null {
  const data = snapshot.data();
  return data === undefined
    ? null
    : decodeFromFirestore(collection, snapshot.id, data, webTimestamps);
}

export async function readDoc<C extends CollectionName>(
  collection: C,
  ref: DocumentReference,
): Promise<Collections[C] | null> {
  return decodeSnapshot(collection, await getDoc(ref));
}

/**
 * The document as the server has it now. The full SDK's getDoc — even getDocFromServer — is
 * answered from an active listener's view when one exists (the session follows users/{uid}),
 * and that view may not yet have heard of a change the rules already apply. firestore/lite's
 * getDoc is one request to the server every time: rights checks read through it, on the lite
 * instance of the same app, which the visitors' half made (and pointed at the emulators when
 * they are used) before this half loads.
 */
export async function readDocFromServer<C extends CollectionName>(
  collection: C,
  ref: DocumentReference,
): Promise<Collections[C] | null> {
  const snapshot = await liteGetDoc(liteDoc(getLiteFirestore(ref.firestore.app), ref.path));
  const data = snapshot.data();
  return data === undefined
    ? null
    : decodeFromFirestore(collection, snapshot.id, data, liteTimestamps);
}

/**
 * A failure that means the server could not be reached, not that it answered: the lite SDK
 * reports a fetch that failed outright as 'unknown' (no HTTP status), a server that did not
 * answer as 'unavailable' or 'deadline-exceeded'. A refusal by the rules is an answer.
 */
export function isUnreachable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return ['unknown', 'unavailable', 'deadline-exceeded'].includes(String(error.code));
}

/** The copy of `ref` the persistent cache holds, or undefined when it holds none. */
async function cachedCopy<C extends CollectionName>(
  collection: C,
  ref: DocumentReference,
): Promise<{ doc: Collections[C] | null } | undefined> {
  try {
    return { doc: decodeSnapshot(collection, await getDocFromCache(ref)) };
  } catch {
    return undefined;
  }
}

/**
 * A rights check's read (users/{uid}): from the server, as readDocFromServer — or, on a device
 * with no network (the door, docs/design.md §5.7), the copy the persistent cache kept, the last
 * record the server confirmed on this device. "No network" is what `network` says, and also a
 * server read that fails for want of one, which tells `network` so: a page reloaded offline may
 * not know it is. Nothing it lets through reaches the server unjudged: offline there are only
 * cached reads and queued admissions, which the rules judge when they sync. A record the cache
 * lacks fails as the server read did; a refusal is never answered from the cache.
 */
export async function readDocForRightsCheck<C extends CollectionName>(
  collection: C,
  ref: DocumentReference,
  network: Pick<DoorNetwork, 'online' | 'serverUnreachable' | 'serverAnswered'>,
): Promise<Collections[C] | null> {
  if (!network.online()) {
    const copy = await cachedCopy(collection, ref);
    if (copy) return copy.doc;
  }
  try {
    const answered = await readDocFromServer(collection, ref);
    network.serverAnswered();
    return answered;
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    network.serverUnreachable();
    const copy = await cachedCopy(collection, ref);
    if (copy) return copy.doc;
    throw error;
  }
}

/** Every document a query matches, decoded, in the query's order. */
export async function readQuery<C extends CollectionName>(
  collection: C,
  query: Query,
): Promise<Array<Collections[C]>> {
  const snapshot = await getDocs(query);
  return snapshot.docs.map((doc) =>
    decodeFromFirestore(collection, doc.id, doc.data(), webTimestamps),
  );
}
