// Firestore-safe ids: no slashes (which would change the document path) and not the reserved __x__ form.
export const SAFE_DOCUMENT_ID = /^[A-Za-z0-9_-]{1,128}$/;
const RESERVED_ID = /^__.*__$/;

/**
 * The one check of an id that arrives from outside (a URL, a QR code, a request) before it is
 * used as a document id: a value that could not be one we issued is never looked up.
 */
export function isValidDocumentId(value: unknown): value is string {
  return typeof value === 'string' && SAFE_DOCUMENT_ID.test(value) && !RESERVED_ID.test(value);
}
