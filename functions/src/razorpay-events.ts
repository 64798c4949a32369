import * as z from 'zod/mini';

/**
 * The parts of a Razorpay webhook body the functions read (order.paid and payment.captured).
 * Only read after the signature over the raw body has been verified; anything else in the body
 * is ignored.
 */
const paymentEntity = z.object({
  id: z.string(),
  order_id: z.nullable(z.optional(z.string())),
  status: z.string(),
});

const orderEntity = z.object({
  id: z.string(),
  receipt: z.nullable(z.optional(z.string())),
});

export const razorpayEventSchema = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.optional(z.object({ entity: paymentEntity })),
    order: z.optional(z.object({ entity: orderEntity })),
  }),
});

export type RazorpayEvent = z.infer<typeof razorpayEventSchema>;

/** The events that mean "this order is paid": either may come first, or alone. */
export const PAID_EVENTS = new Set(['order.paid', 'payment.captured']);

/** A captured payment for a Razorpay order, and our order id when the body carries it. */
export interface CapturedPayment {
  providerOrderId: string;
  paymentId: string;
  /** From the order's receipt (order.paid); payment.captured has no order entity. */
  receipt: string | null;
}

/** The captured payment an event reports, or null when it reports none we can use. */
export function capturedPayment(event: RazorpayEvent): CapturedPayment | null {
  const payment = event.payload.payment?.entity;
  const order = event.payload.order?.entity;
  if (!payment || payment.status !== 'captured') return null;
  const providerOrderId = payment.order_id ?? order?.id;
  if (!providerOrderId) return null;
  // A body whose order and payment disagree is not one Razorpay sends; trust neither.
  if (order && order.id !== providerOrderId) return null;
  return { providerOrderId, paymentId: payment.id, receipt: order?.receipt ?? null };
}
