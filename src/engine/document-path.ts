const MAX_ID_LENGTH = 1500;

/**
 * Firestore's rules for a document id, which every Store applies before it touches a document:
 * a slash would address another collection, and `.`, `..` and `__x__` are reserved. Flows check
 * ids that come from outside (domain/document-id.ts); this keeps any store from ever being
 * pointed somewhere else by one that slipped through, and makes the in-memory store of the flow
 * tests refuse what Firestore would.
 */
export function assertDocumentId(collection: string, id: string): void {
  const valid =
    typeof id === 'string' &&
    id.length > 0 &&
    id.length <= MAX_ID_LENGTH &&
    !id.includes('/') &&
    id !== '.' &&
    id !== '..' &&
    !/^__.*__$/.test(id);
  if (!valid) throw new Error(`Not a valid document id in ${collection}: ${JSON.stringify(id)}`);
}
