import { describe, expect, it } from 'vitest';
import {
  RECONCILE_MESSAGE,
  describeReconcileReport,
  lastReconcileReport,
} from '../../../scripts/lib/reconcile-report.mjs';

// `npm run start:firebase -- reconcile` prints reconcilePayments' report, read from the stack's
// log: the Functions emulator prints each structured log entry as "> " and one JSON line.
const entry = (fields: Record<string, unknown>) => `>  ${JSON.stringify(fields)}`;
const report = (fulfilled: number, released: number) => ({
  fulfilled,
  released,
  waiting: 0,
  failed: 0,
  refunded: 1,
  refundsFailed: 0,
});

describe('lastReconcileReport', () => {
  it('finds the last report among the emulator’s other output', () => {
    const log = [
      'i  functions: Beginning execution of "asia-south1-reconcilePayments"',
      entry({ ...report(0, 3), severity: 'INFO', message: RECONCILE_MESSAGE }),
      entry({ severity: 'DEBUG', message: 'Callable request verification passed' }),
      'i  functions: Finished "asia-south1-reconcilePayments" in 412.2ms',
      entry({ ...report(2, 0), severity: 'INFO', message: RECONCILE_MESSAGE }),
    ].join('\n');
    expect(lastReconcileReport(log)).toEqual(report(2, 0));
  });

  it('is null when no report has arrived, or the message is only quoted', () => {
    expect(lastReconcileReport('i  functions: Beginning execution\n')).toBeNull();
    expect(lastReconcileReport(`the log said "${RECONCILE_MESSAGE}"`)).toBeNull();
    expect(
      lastReconcileReport(entry({ message: 'Could not reconcile an order.', orderId: 'o1' })),
    ).toBeNull();
  });

  it('is described count by count, in the function’s order', () => {
    expect(describeReconcileReport(report(2, 0))).toBe(
      'fulfilled 2, released 0, waiting 0, failed 0, refunded 1, refundsFailed 0',
    );
  });
});
