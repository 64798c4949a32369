import { describe, expect, it } from 'vitest';
import { TRANSACTION_RETRIED_LOG, retryReporter } from '../../functions/src/transaction-retries';

function recorded() {
  const lines: { message: string; data: Record<string, unknown> }[] = [];
  return {
    lines,
    report: retryReporter({ warn: (message, data) => lines.push({ message, data }) }),
  };
}

describe('retryReporter', () => {
  it('says nothing of a transaction that ran once, committed or not', () => {
    const { lines, report } = recorded();
    report({ attempts: 1, committed: true });
    report({ attempts: 1, committed: false });
    expect(lines).toEqual([]);
  });

  it('logs each transaction that ran more than once, with its attempts and how it ended', () => {
    const { lines, report } = recorded();
    report({ attempts: 2, committed: true });
    report({ attempts: 5, committed: false });
    expect(lines).toEqual([
      { message: TRANSACTION_RETRIED_LOG, data: { transactionAttempts: 2, committed: true } },
      { message: TRANSACTION_RETRIED_LOG, data: { transactionAttempts: 5, committed: false } },
    ]);
  });
});
