import { describe, expect, it } from 'vitest';
import {
  MAX_UNSAVED_PAYMENTS,
  OLD_VERSION_KEY,
  UNSAVED_PAYMENTS_KEY,
  unsavedPaymentStore,
} from '@/features/booking/checkout/unsaved-payment';
import { memoryOnly, type KeptValues } from '@/lib/safe-storage';

// The payments this browser saw go through but not yet saved (docs/design.md §4.4).

const NOW = new Date('2026-07-28T12:00:00.000Z');

const payment = (paymentId: string) => ({
  orderId: `order-${paymentId}`,
  providerOrderId: `provider-${paymentId}`,
  paymentId,
  signature: `signed-${paymentId}`,
});

function store(kept: KeptValues, now = NOW) {
  return unsavedPaymentStore({ kept, now: () => now });
}

const ids = (list: Array<{ paymentId: string }>) => list.map((kept) => kept.paymentId);

describe('unsaved payments', () => {
  it('keeps each payment by its id, and forgets only the one answered', () => {
    const kept = memoryOnly();
    const payments = store(kept);
    payments.keep(payment('pay_A'));
    payments.keep(payment('pay_B'));
    payments.keep(payment('pay_A'));
    expect(payments.list()).toEqual([payment('pay_B'), payment('pay_A')]);

    payments.forget('pay_A');
    expect(ids(store(kept).list())).toEqual(['pay_B']);
    payments.forget('pay_B');
    expect(kept.read(UNSAVED_PAYMENTS_KEY)).toBeNull();
  });

  it(`keeps the ${MAX_UNSAVED_PAYMENTS} latest`, () => {
    const payments = store(memoryOnly());
    for (let i = 1; i <= MAX_UNSAVED_PAYMENTS + 2; i++) payments.keep(payment(`pay_${i}`));
    expect(ids(payments.list())).toEqual(
      Array.from({ length: MAX_UNSAVED_PAYMENTS }, (_, i) => `pay_${i + 3}`),
    );
  });

  it('drops a payment kept a day ago', () => {
    const kept = memoryOnly();
    store(kept, new Date('2026-07-27T12:00:00.000Z')).keep(payment('pay_OLD'));
    store(kept, new Date('2026-07-27T12:00:00.001Z')).keep(payment('pay_NEWER'));
    expect(ids(store(kept).list())).toEqual(['pay_NEWER']);
    expect(ids(JSON.parse(kept.read(UNSAVED_PAYMENTS_KEY) ?? '[]'))).toEqual(['pay_NEWER']);
  });

  it('takes over the one payment the previous version kept, once', () => {
    const kept = memoryOnly();
    kept.write(OLD_VERSION_KEY, JSON.stringify(payment('pay_V1')));
    expect(store(kept).list()).toEqual([payment('pay_V1')]);
    expect(kept.read(OLD_VERSION_KEY)).toBeNull();
    expect(store(kept).list()).toEqual([payment('pay_V1')]);
  });

  it('reads anything that is not a list of kept payments as none', () => {
    for (const stored of ['not json', '{"paymentId":"pay_A"}', '[{"paymentId":1}]', 'null']) {
      const kept = memoryOnly();
      kept.write(UNSAVED_PAYMENTS_KEY, stored);
      expect(store(kept).list(), stored).toEqual([]);
    }
    const withoutDate = memoryOnly();
    withoutDate.write(UNSAVED_PAYMENTS_KEY, JSON.stringify([payment('pay_A')]));
    expect(store(withoutDate).list()).toEqual([]);
  });
});
