// The operator scripts' way through a whole collection: pages in document-id order, so a run
// reads each document once however large the collection, and a batch of writes per page stays
// within Firestore's limits.
import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { FieldPath } from 'firebase-admin/firestore';

/** Firestore's limit of writes in one batch, and so the most a page holds. */
export const BATCH_LIMIT = 500;

/** Each page of `collection`, `pageSize` documents at a time (at most BATCH_LIMIT), in id order. */
export async function* collectionPages(
  db: Firestore,
  collection: string,
  pageSize: number = BATCH_LIMIT,
): AsyncGenerator<QueryDocumentSnapshot[]> {
  const size = Math.min(pageSize, BATCH_LIMIT);
  let after: string | null = null;
  for (;;) {
    let query = db.collection(collection).orderBy(FieldPath.documentId()).limit(size);
    if (after !== null) query = query.startAfter(after);
    const page = await query.get();
    if (page.empty) return;
    yield page.docs;
    after = page.docs.at(-1)?.id ?? null;
    if (page.size < size) return;
  }
}
