import type { TransactionAttempts } from './admin-store';

/** The log line `npm run bench -- --only=rush` counts retries from (docs/design.md §3.10). */
export const TRANSACTION_RETRIED_LOG = 'Firestore transaction retried on contention.';

interface WarningLog {
  warn(message: string, data: Record<string, unknown>): void;
}

/**
 * A transaction whose work ran more than once met contention (another write to a document it
 * read, mostly the event document): logged with its attempt count, so a hot document shows in
 * the logs long before buyers meet a transaction that gave up. One-attempt transactions, the
 * usual case, log nothing.
 */
export function retryReporter(log: WarningLog): (settled: TransactionAttempts) => void {
  return ({ attempts, committed }) => {
    if (attempts > 1)
      log.warn(TRANSACTION_RETRIED_LOG, { transactionAttempts: attempts, committed });
  };
}
