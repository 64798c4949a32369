/**
 * Checkout before payment: previewing a coupon and creating an order (docs/design.md §4.1, §4.2).
 * One area of the Backend contract (../backend-contract.ts).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminBackend } from '@/backend/admin-backend';
import type { BackendErrorCode, PublicBackend } from '@/backend/backend';
import {
  COUPON_EMPTY_MESSAGE,
  COUPON_INVALID_MESSAGE,
  COUPON_NEEDS_PREMIUM_MESSAGE,
  COUPON_PREFIX_MESSAGE,
  COUPON_RESERVED_MESSAGE,
  COUPON_USED_MESSAGE,
} from '@/domain/coupons';
import { EMAIL_INVALID_MESSAGE } from '@/domain/email';
import { INVALID_EVENT_MESSAGE, type OrderRequest } from '@/domain/order-request';
import { quote } from '@/domain/pricing';
import {
  INVALID_QUANTITY_MESSAGE,
  MAX_TICKETS_MESSAGE,
  NO_TICKETS_SELECTED_MESSAGE,
} from '@/domain/quantities';
import { rejection, paymentOf, ticketOf } from './helpers';
import type { ContractContext } from './context';

export function couponPreviewTests(contract: ContractContext): void {
  const { seed, order } = contract;
  describe('checkout.previewCoupon', () => {
    let backend: PublicBackend;
    // The harness is new for each test; the suite's own beforeEach has made it.
    beforeEach(() => {
      ({ backend } = contract.current());
    });

    const one = { ticket499Count: 0, ticket1212Count: 1 };
    it.each<[string, string, { ticket499Count: number; ticket1212Count: number }, string]>([
      ['empty', '', one, COUPON_EMPTY_MESSAGE],
      ['blank', '   ', one, COUPON_EMPTY_MESSAGE],
      [
        'no VIP prefix (checked before the ticket mix)',
        'FREE100',
        { ticket499Count: 2, ticket1212Count: 0 },
        COUPON_PREFIX_MESSAGE,
      ],
      [
        'no Premium ticket',
        seed.promoCodes.free,
        { ticket499Count: 2, ticket1212Count: 0 },
        COUPON_NEEDS_PREMIUM_MESSAGE,
      ],
      ['unknown', 'VIPNOSUCH1', one, COUPON_INVALID_MESSAGE],
      ['inactive', seed.promoCodes.inactive, one, COUPON_INVALID_MESSAGE],
      ['already used', seed.promoCodes.used, one, COUPON_USED_MESSAGE],
      ['not a possible code', 'VIP/../../x', one, COUPON_INVALID_MESSAGE],
      ['huge', `VIP${'A'.repeat(100_000)}`, one, COUPON_INVALID_MESSAGE],
    ])('%s → its docs/product-spec.md §5 message', async (_name, raw, counts, message) => {
      await expect(backend.checkout.previewCoupon(raw, counts)).resolves.toEqual({
        ok: false,
        message,
      });
    });

    it('upper-cases and trims what was typed', async () => {
      await expect(backend.checkout.previewCoupon('  viphalf50 ', one)).resolves.toEqual({
        ok: true,
        coupon: { code: seed.promoCodes.half, discountPercentage: 50, attendeeLimit: 2 },
      });
    });

    it('never reserves the code', async () => {
      await backend.checkout.previewCoupon(seed.promoCodes.half, one);
      await backend.checkout.previewCoupon(seed.promoCodes.half, one);
      const result = await backend.checkout.createOrder(
        order({ ticket1212Count: 1, couponCode: seed.promoCodes.half }),
      );
      expect(result.kind).toBe('payment-required');
    });

    it('says a code held by another buyer’s unpaid order is reserved', async () => {
      await backend.checkout.createOrder(
        order({ ticket1212Count: 1, couponCode: seed.promoCodes.half }),
      );
      await expect(backend.checkout.previewCoupon(seed.promoCodes.half, one)).resolves.toEqual({
        ok: false,
        message: COUPON_RESERVED_MESSAGE,
      });
    });
  });
}

export function createOrderTests(contract: ContractContext): void {
  const { seed, order, bookingCount } = contract;
  describe('checkout.createOrder', () => {
    let backend: PublicBackend;
    let office: AdminBackend;
    // The harness is new for each test; the suite's own beforeEach has made it.
    beforeEach(() => {
      ({ backend, office } = contract.current());
    });

    it('prices the order itself, ignoring any totals sent with it', async () => {
      const counts = { ticket499Count: 1, ticket1212Count: 3 };
      const tampered = {
        ...order({ ...counts, couponCode: ' viphalf50' }),
        total: 0,
        subtotal499: 0,
        subtotal1212: 0,
        couponDiscount: 999_999,
        amount: 1,
      } as OrderRequest;
      const payment = paymentOf(await backend.checkout.createOrder(tampered));
      const expected = quote(counts, {
        code: seed.promoCodes.half,
        discountPercentage: 50,
        attendeeLimit: 2,
      });
      expect(expected.total).toBe(499 + 3 * 1212 - 1212);
      expect(payment.quote).toEqual(expected);
      expect(payment).toMatchObject({
        amount: expected.total,
        currency: 'INR',
        email: 'asha@example.com',
      });
      expect(payment.description).toContain(seed.upcomingEvent.title);
      expect(Date.parse(payment.expiresAt)).toBeGreaterThan(Date.now() + 14 * 60 * 1000);
    });

    it.each<[string, Partial<OrderRequest> | Record<string, unknown>, BackendErrorCode, string]>([
      ['negative quantity', { ticket499Count: -1 }, 'invalid-request', INVALID_QUANTITY_MESSAGE],
      ['fractional quantity', { ticket499Count: 1.5 }, 'invalid-request', INVALID_QUANTITY_MESSAGE],
      [
        'NaN quantity',
        { ticket1212Count: Number.NaN },
        'invalid-request',
        INVALID_QUANTITY_MESSAGE,
      ],
      ['quantity as text', { ticket499Count: '2' }, 'invalid-request', INVALID_QUANTITY_MESSAGE],
      ['no tickets', { ticket499Count: 0 }, 'invalid-request', NO_TICKETS_SELECTED_MESSAGE],
      [
        'more than 20 tickets',
        { ticket499Count: 11, ticket1212Count: 10 },
        'invalid-request',
        MAX_TICKETS_MESSAGE,
      ],
      [
        'e-mail with a space',
        { email: 'asha @example.com' },
        'invalid-request',
        EMAIL_INVALID_MESSAGE,
      ],
      ['unicode e-mail', { email: 'аsha@example.com' }, 'invalid-request', EMAIL_INVALID_MESSAGE],
      [
        'e-mail with markup',
        { email: '<script>alert(1)</script>@x.com' },
        'invalid-request',
        EMAIL_INVALID_MESSAGE,
      ],
      [
        '300-character e-mail',
        { email: `${'a'.repeat(288)}@example.com` },
        'invalid-request',
        EMAIL_INVALID_MESSAGE,
      ],
      ['no e-mail', { email: '' }, 'invalid-request', EMAIL_INVALID_MESSAGE],
      ['unknown event', { eventId: 'no-such-event' }, 'invalid-request', INVALID_EVENT_MESSAGE],
      [
        'event id that is a path',
        { eventId: '../events/x' },
        'invalid-request',
        INVALID_EVENT_MESSAGE,
      ],
      ['past event', { eventId: seed.pastEventId }, 'invalid-request', INVALID_EVENT_MESSAGE],
      [
        'coupon without a Premium ticket',
        { couponCode: seed.promoCodes.half },
        'coupon',
        COUPON_NEEDS_PREMIUM_MESSAGE,
      ],
      [
        'coupon without VIP',
        { ticket1212Count: 1, couponCode: 'HALF50' },
        'coupon',
        COUPON_PREFIX_MESSAGE,
      ],
      [
        'unknown coupon',
        { ticket1212Count: 1, couponCode: 'VIPNOSUCH1' },
        'coupon',
        COUPON_INVALID_MESSAGE,
      ],
      [
        'inactive coupon',
        { ticket1212Count: 1, couponCode: seed.promoCodes.inactive },
        'coupon',
        COUPON_INVALID_MESSAGE,
      ],
      [
        'used coupon',
        { ticket1212Count: 1, couponCode: seed.promoCodes.used },
        'coupon',
        COUPON_USED_MESSAGE,
      ],
    ])('refuses a %s', async (_name, overrides, code, message) => {
      const request = { ...order(), ...overrides } as OrderRequest;
      await expect(rejection(backend.checkout.createOrder(request))).resolves.toEqual({
        code,
        message,
      });
      expect(await bookingCount()).toBe(0);
    });

    it('refuses something that is not a request at all', async () => {
      const error = await rejection(backend.checkout.createOrder(null as unknown as OrderRequest));
      expect(error.code).toBe('invalid-request');
    });

    it('treats a blank coupon as none', async () => {
      const payment = paymentOf(await backend.checkout.createOrder(order({ couponCode: '   ' })));
      expect(payment.quote.couponCode).toBeNull();
      expect(payment.amount).toBe(499);
    });

    it('fulfils a 100% coupon booking at once, and the code is then used', async () => {
      const ticket = ticketOf(
        await backend.checkout.createOrder(
          order({
            ticket499Count: 0,
            ticket1212Count: 3,
            couponCode: 'vipfree100',
            email: ' Free@Example.com ',
          }),
        ),
      );
      expect(ticket).toMatchObject({
        email: 'free@example.com',
        title: seed.upcomingEvent.title,
        amountPaid: 0,
        couponCode: seed.promoCodes.free,
        ticket499Count: 0,
        ticket1212Count: 3,
        time: '6:00 PM – 10:00 PM',
      });
      await expect(backend.tickets.getByToken(ticket.token)).resolves.toEqual(ticket);

      const { bookings } = await office.registrations.list();
      expect(bookings).toHaveLength(1);
      expect(bookings[0]).toMatchObject({
        id: ticket.bookingId,
        paymentId: null,
        total: 0,
        couponDiscount: 3 * 1212,
        status: 'confirmed',
        checkedIn: false,
        token: ticket.token,
        eventId: seed.upcomingEvent.id,
      });
      const promo = (await office.promoCodes.list()).find((p) => p.code === seed.promoCodes.free);
      expect(promo).toMatchObject({
        isActive: false,
        redeemed: true,
        usedBy: ['free@example.com'],
      });
      await expect(
        backend.checkout.previewCoupon(seed.promoCodes.free, {
          ticket499Count: 0,
          ticket1212Count: 1,
        }),
      ).resolves.toEqual({ ok: false, message: COUPON_USED_MESSAGE });
    });

    it('charges Basic tickets even with the 100% code', async () => {
      const payment = paymentOf(
        await backend.checkout.createOrder(
          order({ ticket499Count: 2, ticket1212Count: 1, couponCode: seed.promoCodes.free }),
        ),
      );
      expect(payment.amount).toBe(2 * 499);
    });
  });
}
