/**
 * Paying for an order and abandoning one (docs/design.md §4.3, §4.4).
 * One area of the Backend contract (../backend-contract.ts).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminBackend } from '@/backend/admin-backend';
import type { PendingPayment, PublicBackend } from '@/backend/backend';
import { COUPON_RESERVED_MESSAGE } from '@/domain/coupons';
import { rejection, paymentOf } from './helpers';
import type { ContractHarness } from './harness';
import type { ContractContext } from './context';

export function paymentTests(contract: ContractContext): void {
  const { seed, order, pay, bookingCount } = contract;
  describe('paying (docs/design.md §4.3, §4.4)', () => {
    let harness: ContractHarness;
    let backend: PublicBackend;
    let office: AdminBackend;
    // The harness is new for each test; the suite's own beforeEach has made it.
    beforeEach(() => {
      ({ harness, backend, office } = contract.current());
    });

    it('turns a signed payment into a confirmed booking and its ticket', async () => {
      const payment = paymentOf(
        await backend.checkout.createOrder(
          order({ ticket499Count: 1, ticket1212Count: 2, couponCode: seed.promoCodes.half }),
        ),
      );
      const ticket = await pay(payment);
      expect(ticket).toMatchObject({
        email: 'asha@example.com',
        amountPaid: payment.amount,
        couponCode: seed.promoCodes.half,
        ticket499Count: 1,
        ticket1212Count: 2,
      });
      await expect(backend.tickets.getByToken(ticket.token)).resolves.toEqual(ticket);
      const { bookings } = await office.registrations.list();
      expect(bookings).toHaveLength(1);
      expect(bookings[0]).toMatchObject({
        id: ticket.bookingId,
        status: 'confirmed',
        checkedIn: false,
        checkInTime: null,
        total: payment.amount,
        couponCode: seed.promoCodes.half,
      });
      expect(bookings[0]?.paymentId).toMatch(/^pay_/);
      const promo = (await office.promoCodes.list()).find((p) => p.code === seed.promoCodes.half);
      expect(promo).toMatchObject({
        isActive: false,
        redeemed: true,
        usedBy: ['asha@example.com'],
      });
    });

    it('returns the same ticket when the same payment is confirmed twice, one booking', async () => {
      const payment = paymentOf(await backend.checkout.createOrder(order()));
      const signature = await harness.signPayment(payment.providerOrderId, 'pay_twice_1');
      const confirmation = {
        orderId: payment.orderId,
        providerOrderId: payment.providerOrderId,
        paymentId: 'pay_twice_1',
        signature,
      };
      const first = await backend.checkout.confirmPayment(confirmation);
      const second = await backend.checkout.confirmPayment(confirmation);
      expect(second).toEqual(first);
      const [third, fourth] = await Promise.all([
        backend.checkout.confirmPayment(confirmation),
        backend.checkout.confirmPayment(confirmation),
      ]);
      expect(third).toEqual(first);
      expect(fourth).toEqual(first);
      expect(await bookingCount()).toBe(1);
    });

    it('fulfils once when two confirmations race', async () => {
      const payment = paymentOf(await backend.checkout.createOrder(order()));
      const signature = await harness.signPayment(payment.providerOrderId, 'pay_race_1');
      const confirmation = {
        orderId: payment.orderId,
        providerOrderId: payment.providerOrderId,
        paymentId: 'pay_race_1',
        signature,
      };
      const [a, b] = await Promise.all([
        backend.checkout.confirmPayment(confirmation),
        backend.checkout.confirmPayment(confirmation),
      ]);
      expect(a).toEqual(b);
      expect(await bookingCount()).toBe(1);
    });

    it.each<
      [string, (s: { payment: PendingPayment; signature: string }) => Record<string, string>]
    >([
      [
        'a tampered payment id',
        ({ payment, signature }) => ({
          orderId: payment.orderId,
          providerOrderId: payment.providerOrderId,
          paymentId: 'pay_other',
          signature,
        }),
      ],
      [
        'a tampered provider order id',
        ({ payment, signature }) => ({
          orderId: payment.orderId,
          providerOrderId: 'order_forged',
          paymentId: 'pay_real_1',
          signature,
        }),
      ],
      [
        'a forged signature',
        ({ payment }) => ({
          orderId: payment.orderId,
          providerOrderId: payment.providerOrderId,
          paymentId: 'pay_real_1',
          signature: 'f'.repeat(64),
        }),
      ],
      [
        'an upper-cased signature',
        ({ payment, signature }) => ({
          orderId: payment.orderId,
          providerOrderId: payment.providerOrderId,
          paymentId: 'pay_real_1',
          signature: signature.toUpperCase(),
        }),
      ],
      [
        'an empty signature',
        ({ payment }) => ({
          orderId: payment.orderId,
          providerOrderId: payment.providerOrderId,
          paymentId: 'pay_real_1',
          signature: '',
        }),
      ],
    ])('rejects %s and writes nothing', async (_name, tamper) => {
      const payment = paymentOf(
        await backend.checkout.createOrder(
          order({ ticket1212Count: 1, couponCode: seed.promoCodes.half }),
        ),
      );
      const signature = await harness.signPayment(payment.providerOrderId, 'pay_real_1');
      const forged = tamper({ payment, signature }) as unknown as Parameters<
        PublicBackend['checkout']['confirmPayment']
      >[0];
      const error = await rejection(backend.checkout.confirmPayment(forged));
      expect(error.code).toBe('bad-signature');
      expect(await bookingCount()).toBe(0);
      // The coupon is still only held, not used; the genuine payment still goes through.
      await expect(
        backend.checkout.previewCoupon(seed.promoCodes.half, {
          ticket499Count: 0,
          ticket1212Count: 1,
        }),
      ).resolves.toEqual({ ok: false, message: COUPON_RESERVED_MESSAGE });
      const ticket = await backend.checkout.confirmPayment({
        orderId: payment.orderId,
        providerOrderId: payment.providerOrderId,
        paymentId: 'pay_real_1',
        signature,
      });
      expect(ticket.couponCode).toBe(seed.promoCodes.half);
      expect(await bookingCount()).toBe(1);
    });

    it('rejects a genuine signature for another order', async () => {
      const mine = paymentOf(await backend.checkout.createOrder(order()));
      const theirs = paymentOf(
        await backend.checkout.createOrder(order({ email: 'ravi@example.com' })),
      );
      const signature = await harness.signPayment(theirs.providerOrderId, 'pay_theirs');
      const error = await rejection(
        backend.checkout.confirmPayment({
          orderId: mine.orderId,
          providerOrderId: theirs.providerOrderId,
          paymentId: 'pay_theirs',
          signature,
        }),
      );
      expect(error.code).toBe('bad-signature');
      expect(await bookingCount()).toBe(0);
    });

    it('says not-found for a signed payment of an order that does not exist', async () => {
      const signature = await harness.signPayment('order_ghost', 'pay_ghost');
      const error = await rejection(
        backend.checkout.confirmPayment({
          orderId: 'ghostorder',
          providerOrderId: 'order_ghost',
          paymentId: 'pay_ghost',
          signature,
        }),
      );
      expect(error.code).toBe('not-found');
    });

    it('lets a double click create two orders, but only the paid one becomes a booking', async () => {
      const [first, second] = await Promise.all([
        backend.checkout.createOrder(order()),
        backend.checkout.createOrder(order()),
      ]);
      const a = paymentOf(first);
      const b = paymentOf(second);
      expect(a.orderId).not.toBe(b.orderId);
      expect(a.providerOrderId).not.toBe(b.providerOrderId);
      expect((await backend.events.nextUpcoming())?.sold).toBe(2);
      await pay(a);
      expect(await bookingCount()).toBe(1);
      expect((await backend.events.nextUpcoming())?.sold).toBe(2);
      await backend.checkout.abandonOrder(b.orderId);
      expect((await backend.events.nextUpcoming())?.sold).toBe(1);
      expect(await bookingCount()).toBe(1);
    });
  });
}

export function abandonOrderTests(contract: ContractContext): void {
  const { seed, order, pay } = contract;
  describe('checkout.abandonOrder', () => {
    let backend: PublicBackend;
    // The harness is new for each test; the suite's own beforeEach has made it.
    beforeEach(() => {
      ({ backend } = contract.current());
    });

    it('releases the coupon hold at once, and is idempotent', async () => {
      const payment = paymentOf(
        await backend.checkout.createOrder(
          order({ ticket1212Count: 1, couponCode: seed.promoCodes.half }),
        ),
      );
      const premium = { ticket499Count: 0, ticket1212Count: 1 };
      await expect(
        backend.checkout.previewCoupon(seed.promoCodes.half, premium),
      ).resolves.toMatchObject({
        ok: false,
      });
      await backend.checkout.abandonOrder(payment.orderId);
      await backend.checkout.abandonOrder(payment.orderId);
      await expect(
        backend.checkout.previewCoupon(seed.promoCodes.half, premium),
      ).resolves.toMatchObject({
        ok: true,
      });
      await expect(backend.checkout.abandonOrder('no-such-order')).resolves.toBeUndefined();
      await expect(backend.checkout.abandonOrder('../x')).resolves.toBeUndefined();
    });

    it('does not undo a fulfilled order', async () => {
      const payment = paymentOf(await backend.checkout.createOrder(order()));
      const ticket = await pay(payment);
      await backend.checkout.abandonOrder(payment.orderId);
      await expect(backend.tickets.getByToken(ticket.token)).resolves.toEqual(ticket);
      expect((await backend.events.nextUpcoming())?.sold).toBe(1);
    });
  });
}
