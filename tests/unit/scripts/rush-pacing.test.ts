import { describe, expect, it } from 'vitest';
import { paymentProgress } from '../../../scripts/bench/rush-pacing';

/** Whether a promise has settled by the time the microtasks queued now have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe('paymentProgress (the late payers of the launch rush)', () => {
  it('lets a late payer pay once that many others have paid', async () => {
    const payments = paymentProgress();
    const afterTwo = payments.after(2);
    payments.record();
    expect(await settled(afterTwo)).toBe(false);
    payments.record();
    expect(await settled(afterTwo)).toBe(true);
    expect(await settled(payments.after(1))).toBe(true);
  });

  it('lets everyone still waiting pay once no other payment can come', async () => {
    const payments = paymentProgress();
    const waiting = [payments.after(5), payments.after(50)];
    payments.record();
    expect(await settled(Promise.race(waiting))).toBe(false);
    payments.releaseAll();
    expect(await settled(Promise.all(waiting))).toBe(true);
    expect(await settled(payments.after(1_000))).toBe(true);
  });
});
