// What `npm run start:firebase -- reconcile` shows: the report reconcilePayments logs
// (functions/src/index.ts, "Reconciled pending orders." with its counts), found in the stack's
// log, where the Functions emulator prints each structured log entry as one JSON line.

export const RECONCILE_MESSAGE = 'Reconciled pending orders.';

/** The counts of the last reconcile report in `text` (emulator output); null if there is none. */
export function lastReconcileReport(text) {
  let report = null;
  for (const line of text.split('\n')) {
    if (!line.includes(RECONCILE_MESSAGE)) continue;
    try {
      const entry = JSON.parse(line.slice(line.indexOf('{')));
      if (entry.message !== RECONCILE_MESSAGE) continue;
      report = Object.fromEntries(
        Object.entries(entry).filter(([, value]) => typeof value === 'number'),
      );
    } catch {
      // Not a structured entry (the message quoted in some other line).
    }
  }
  return report;
}

/** "fulfilled 1, released 2, …", in the order the function reports them. */
export const describeReconcileReport = (report) =>
  Object.entries(report)
    .map(([name, count]) => `${name} ${count}`)
    .join(', ');
