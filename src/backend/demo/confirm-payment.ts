import {
  BOOKING_MISSING_MESSAGE,
  isValidDocumentId,
  newToken,
  toTicket,
  type Ticket,
} from '@/domain/booking';
import { planFulfilment } from '@/domain/fulfilment';
import {
  BOOKING_SAVE_FAILED_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  PAYMENT_NOT_VERIFIED_MESSAGE,
  type Order,
} from '@/domain/orders';
import { verifyPaymentSignature } from '@/domain/payment-signature';
import { BackendError, type PaymentConfirmation } from '../backend';
import type { DemoContext } from './context';
import type { DemoDatabase } from './db';
import { getPromoCode } from './coupon-records';
import { guard } from './guard';
import { newDocumentId } from './ids';
import { seatsTaken } from './seats';

function field(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The ticket an already fulfilled order produced: confirming twice gives the same answer. */
async function ticketOf(db: DemoDatabase, order: Order): Promise<Ticket> {
  const booking = order.bookingId ? await db.newbookings.get(order.bookingId) : undefined;
  if (!booking) throw new BackendError('not-found', BOOKING_MISSING_MESSAGE);
  return (await db.tickets.get(booking.token)) ?? toTicket(booking, booking.id);
}

/**
 * DESIGN §4 step 4. The signature is checked before anything is read or written, with the same
 * constant-time HMAC code the Cloud Function uses; then one transaction fulfils the order, or
 * returns the ticket of an order that is already fulfilled.
 */
export function confirmPayment(
  ctx: DemoContext,
  confirmation: PaymentConfirmation,
): Promise<Ticket> {
  return guard(BOOKING_SAVE_FAILED_MESSAGE, async () => {
    const orderId = field(confirmation?.orderId);
    const providerOrderId = field(confirmation?.providerOrderId);
    const paymentId = field(confirmation?.paymentId);
    const signature = field(confirmation?.signature);

    const verified = await verifyPaymentSignature(
      { providerOrderId, paymentId, signature },
      ctx.secret,
    );
    if (!verified) throw new BackendError('bad-signature', PAYMENT_NOT_VERIFIED_MESSAGE);
    if (!isValidDocumentId(orderId)) throw new BackendError('not-found', ORDER_NOT_FOUND_MESSAGE);

    const { db, random } = ctx;
    const now = ctx.now();
    const bookingId = newDocumentId(random);
    const token = newToken(random);
    const tables = [db.orders, db.newbookings, db.tickets, db.promoCodes, db.events];
    return db.transaction('rw', tables, async () => {
      const order = await db.orders.get(orderId);
      if (!order) throw new BackendError('not-found', ORDER_NOT_FOUND_MESSAGE);
      // A genuine signature for some other order proves nothing about this one.
      if (order.providerOrderId === null || order.providerOrderId !== providerOrderId) {
        throw new BackendError('bad-signature', PAYMENT_NOT_VERIFIED_MESSAGE);
      }
      if (order.status === 'fulfilled') return ticketOf(db, order);

      const code = order.quote.couponCode;
      const plan = planFulfilment({
        order,
        paymentId,
        bookingId,
        token,
        coupon: code === null ? null : await getPromoCode(db, code),
        event: (await db.events.get(order.eventId)) ?? null,
        soldToOthers: await seatsTaken(db, order.eventId, now, order.id),
        now,
      });
      await db.newbookings.add({ id: bookingId, ...plan.booking });
      await db.tickets.add(plan.ticket);
      await db.orders.update(order.id, plan.orderUpdate);
      if (code !== null && plan.couponUpdate) await db.promoCodes.update(code, plan.couponUpdate);
      return plan.ticket;
    });
  });
}
