import { describe, expect, it } from 'vitest';
import { CONFIRM_RETRY_DELAYS_MS, confirmRetryDelay } from '@/domain/confirm-retry';

describe('confirmRetryDelay', () => {
  it.each(CONFIRM_RETRY_DELAYS_MS.map((step, retry) => [retry, step] as const))(
    'retry %i waits between half and all of %i ms',
    (retry, step) => {
      expect(confirmRetryDelay(retry, () => 0)).toBe(step / 2);
      expect(confirmRetryDelay(retry, () => 0.999_999)).toBe(step);
    },
  );

  it('has none left after the last step', () => {
    expect(confirmRetryDelay(CONFIRM_RETRY_DELAYS_MS.length)).toBeNull();
  });

  it('starts at a second and asks again for about two minutes in all', () => {
    const total = CONFIRM_RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0);
    expect(total).toBeGreaterThanOrEqual(90_000);
    expect(total).toBeLessThanOrEqual(150_000);
    expect(CONFIRM_RETRY_DELAYS_MS[0]).toBe(1_000);
  });
});
