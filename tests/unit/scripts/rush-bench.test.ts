import { describe, expect, it } from 'vitest';
import { countRetries, medianFigures } from '../../../scripts/lib/rush-bench.mjs';
import { TRANSACTION_RETRIED_LOG } from '../../../functions/src/transaction-retries';

/** A line as the Functions emulator prints a function's structured log. */
const logged = (attempts: number, committed: boolean) =>
  `>  ${JSON.stringify({ transactionAttempts: attempts, committed, severity: 'WARNING', message: TRANSACTION_RETRIED_LOG })}`;

describe('countRetries', () => {
  it('adds up the retried transactions, their extra attempts and those that gave up', () => {
    const output = [
      'i  functions: Beginning execution of "asia-south1-createOrder"',
      logged(2, true),
      '>  {"code":"sold-out","severity":"WARNING","message":"Callable refused."}',
      logged(5, false),
      logged(3, true),
      // Refused by the flow (sold out) on its second attempt: retried, but not a give-up.
      logged(2, false),
    ].join('\n');
    expect(countRetries(output)).toEqual({ transactions: 4, extraAttempts: 8, gaveUp: 1 });
  });

  it('counts nothing in output without the line', () => {
    expect(countRetries('i  functions: Finished "asia-south1-createOrder" in 40ms\n')).toEqual({
      transactions: 0,
      extraAttempts: 0,
      gaveUp: 0,
    });
  });
});

describe('medianFigures', () => {
  it('takes each figure’s median over the runs', () => {
    expect(
      medianFigures([
        { p95: 30, retried: 4 },
        { p95: 10, retried: 9 },
        { p95: 20, retried: 1 },
      ]),
    ).toEqual({
      p95: 20,
      retried: 4,
    });
  });
});
