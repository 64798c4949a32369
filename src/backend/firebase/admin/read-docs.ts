import {
  getDoc,
  getDocs,
  type DocumentReference,
  type DocumentSnapshot,
  type Query,
} from 'firebase/firestore';
import type { CollectionName, Collections } from '@/engine/collections';
import { decodeFromFirestore } from '../../firebase-common/codec';
import { webTimestamps } from '../web-store';

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
