import { BOOKING_MISSING_MESSAGE, newToken, toTicket, type Ticket } from '@/domain/booking';
import { isValidDocumentId } from '@/domain/document-id';
import { ORDER_NOT_FOUND_MESSAGE, PAYMENT_NOT_VERIFIED_MESSAGE, type Order } from '@/domain/orders';
import { verifyPaymentSignature } from '@/domain/payment-signature';
import { BackendError } from '../errors';
import type { FlowEnv } from '../flow-env';
import { newDocumentId } from '../ids';
import type { Transaction } from '../store';
import { readCoupon } from './read-coupon';
import { readCouponRedeemers } from './coupon-redeemers';
import { writeFulfilment } from './write-fulfilment';

/** A payment the provider says was made for one of our orders. */
export interface PaidOrder {
  /** Our orders/{id} (Razorpay: the order's `receipt`). */
  orderId: string;
  providerOrderId: string;
  paymentId: string;
}

/** What the checkout hands back on success (Razorpay's handler response, renamed). */
export interface PaymentConfirmation extends PaidOrder {
  signature: string;
}

/** The ticket an already fulfilled order produced: fulfilling twice gives the same answer. */
async function ticketOf(tx: Transaction, order: Order): Promise<Ticket> {
  const booking = order.bookingId ? await tx.get('newbookings', order.bookingId) : null;
  if (!booking) throw new BackendError('not-found', BOOKING_MISSING_MESSAGE);
  return (await tx.get('tickets', booking.token)) ?? toTicket(booking, booking.id);
}

/**
 * docs/design.md §4.4, for a payment whose proof the caller has already checked (the browser's
 * signature in confirmPayment, or the webhook's signature over its body): one transaction turns
 * the order into a booking and its ticket, or returns the ticket an earlier call made. The
 * browser's confirmation and the webhook can race; exactly one writes.
 */
export async function fulfilPaidOrder(env: FlowEnv, paid: PaidOrder): Promise<Ticket> {
  if (!isValidDocumentId(paid.orderId))
    throw new BackendError('not-found', ORDER_NOT_FOUND_MESSAGE);
  const now = env.now();
  const bookingId = newDocumentId(env.random);
  const token = newToken(env.random);

  return env.store.transaction(async (tx) => {
    const order = await tx.get('orders', paid.orderId);
    if (!order) throw new BackendError('not-found', ORDER_NOT_FOUND_MESSAGE);
    // A genuine payment for some other order proves nothing about this one.
    if (order.providerOrderId === null || order.providerOrderId !== paid.providerOrderId) {
      throw new BackendError('bad-signature', PAYMENT_NOT_VERIFIED_MESSAGE);
    }
    if (order.status === 'fulfilled') return ticketOf(tx, order);

    const code = order.quote.couponCode;
    const coupon = code === null ? null : await readCoupon(tx, code);
    const redeemers = coupon ? await readCouponRedeemers(tx, coupon.code) : null;
    const event = await tx.get('events', order.eventId);
    return writeFulfilment(tx, env, {
      order,
      paymentId: paid.paymentId,
      bookingId,
      token,
      coupon,
      redeemers,
      event,
      now,
    });
  });
}

function field(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * The browser's word that it paid: the signature (constant-time HMAC-SHA256 of
 * `providerOrderId|paymentId` with the key secret) is checked before anything is read or
 * written, then fulfilPaidOrder checks it belongs to the stored order.
 */
export async function confirmPayment(
  env: FlowEnv,
  confirmation: unknown,
  keySecret: string,
): Promise<Ticket> {
  const raw = (confirmation ?? {}) as Partial<Record<keyof PaymentConfirmation, unknown>>;
  const paid: PaymentConfirmation = {
    orderId: field(raw.orderId),
    providerOrderId: field(raw.providerOrderId),
    paymentId: field(raw.paymentId),
    signature: field(raw.signature),
  };
  const verified = await verifyPaymentSignature(paid, keySecret);
  if (!verified) throw new BackendError('bad-signature', PAYMENT_NOT_VERIFIED_MESSAGE);
  return fulfilPaidOrder(env, paid);
}
