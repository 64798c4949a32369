/**
 * A payment that arrives after its order was closed (docs/design.md §4.7, §3.9): booked while its
 * seats and coupon are there, otherwise turned away, refunded and listed under Needs attention.
 * One area of the Backend contract (../backend-contract.ts). The harness has no clock to move,
 * so "late" is an order the visitor abandoned, which the same rule settles as a lapsed one.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminBackend } from '@/backend/admin-backend';
import type { PublicBackend } from '@/backend/backend';
import { PAYMENT_REFUNDED_MESSAGE } from '@/domain/orders';
import { paymentOf, rejection } from './helpers';
import type { ContractContext } from './context';

export function latePaymentTests(contract: ContractContext): void {
  const { seed, order, pay, bookingCount } = contract;
  describe('late payments (docs/design.md §4.7)', () => {
    let backend: PublicBackend;
    let office: AdminBackend;
    beforeEach(() => {
      ({ backend, office } = contract.current());
    });

    const onTheCoupon = (email: string) =>
      order({ ticket499Count: 0, ticket1212Count: 1, couponCode: seed.promoCodes.half, email });

    it('books a payment for an abandoned order while its seats and coupon are free', async () => {
      const payment = paymentOf(
        await backend.checkout.createOrder(onTheCoupon('asha@example.com')),
      );
      await backend.checkout.abandonOrder(payment.orderId);
      const ticket = await pay(payment);
      expect(ticket).toMatchObject({
        couponCode: seed.promoCodes.half,
        amountPaid: payment.amount,
      });
      await expect(office.refunds.list()).resolves.toEqual([]);
    });

    it('refunds it when another buyer redeemed the coupon, and never redeems it twice', async () => {
      const late = paymentOf(await backend.checkout.createOrder(onTheCoupon('asha@example.com')));
      await backend.checkout.abandonOrder(late.orderId);
      const prompt = paymentOf(await backend.checkout.createOrder(onTheCoupon('ravi@example.com')));
      await pay(prompt);

      await expect(rejection(pay(late))).resolves.toEqual({
        code: 'conflict',
        message: PAYMENT_REFUNDED_MESSAGE,
      });
      expect(await bookingCount()).toBe(1);
      const promo = (await office.promoCodes.list()).find((p) => p.code === seed.promoCodes.half);
      expect(promo?.usedBy).toEqual(['ravi@example.com']);
      const [refund, ...more] = await office.refunds.list();
      expect(more).toEqual([]);
      expect(refund).toMatchObject({
        orderId: late.orderId,
        providerOrderId: late.providerOrderId,
        email: 'asha@example.com',
        amountPaise: late.amountPaise,
        reason: 'coupon-taken',
      });
      // The demo refunds at once; on Firebase the stand-in refuses a payment it never took, so
      // the refund waits, failed, for the reconcile job. Either way the record says which.
      expect(refund?.attempts).toBe(1);
      if (refund?.state === 'refunded') expect(refund.razorpayRefundId).toMatch(/^rfnd_/);
      else expect(refund).toMatchObject({ state: 'failed', razorpayRefundId: null });
      const notice = (await office.mail.list()).find((mail) => mail.to === 'asha@example.com');
      expect(notice?.bookingId).toBeNull();
      expect(notice?.message.subject).toMatch(/^Refund for your /);
    });
  });
}
