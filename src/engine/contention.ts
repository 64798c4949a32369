/**
 * True for what a Store rejects a transaction with when it still met contention after its last
 * attempt: Firestore's ABORTED, as the web SDK ('aborted'), the Admin SDK (gRPC code 10) and the
 * in-memory store (TransactionAbortedError) spell it. Such a transaction wrote nothing, so a flow
 * may try elsewhere (docs/design.md §3.10: another seat shard) rather than fail the caller.
 */
export function isTransactionContention(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error;
  return code === 'aborted' || code === 10;
}
