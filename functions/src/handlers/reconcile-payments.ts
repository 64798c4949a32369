import { fulfilPaidOrder } from '@/engine/flows/fulfil-order';
import { releaseExpiredHold } from '@/engine/flows/abandon-order';
import type { FunctionsDeps } from '../deps';

export interface ReconcileReport {
  /** Paid at Razorpay but never confirmed to us (the callback did not fire): now booked. */
  fulfilled: number;
  /** Nothing paid: the order is closed and its holds released. */
  released: number;
  /** A payment is authorised and about to be captured: left for the webhook or the next run. */
  waiting: number;
  /** Razorpay or the store failed for this order: tried again on the next run. */
  failed: number;
}

/** Orders looked at per run; the rest wait ten minutes (each costs one Razorpay call). */
export const RECONCILE_BATCH = 100;

/**
 * reconcilePayments (every 10 minutes): each order still pending after its hold is settled from
 * Razorpay's own record of its payments. A captured payment is fulfilled by the same flow as
 * the browser and the webhook (a UPI payment can succeed while the callback never fires);
 * with none, the hold is released. One order failing does not stop the others.
 */
export async function reconcilePayments(
  deps: FunctionsDeps,
  limit = RECONCILE_BATCH,
): Promise<ReconcileReport> {
  const report: ReconcileReport = { fulfilled: 0, released: 0, waiting: 0, failed: 0 };
  const lapsed = await deps.orders.lapsedPendingOrders(deps.env.now(), limit);
  for (const order of lapsed) {
    try {
      const payments = order.providerOrderId
        ? await deps.razorpay.fetchOrderPayments(order.providerOrderId)
        : [];
      const captured = payments.find((payment) => payment.status === 'captured');
      if (captured && order.providerOrderId) {
        await fulfilPaidOrder(deps.env, {
          orderId: order.id,
          providerOrderId: order.providerOrderId,
          paymentId: captured.id,
        });
        report.fulfilled += 1;
        deps.log.warn('Fulfilled a paid order whose confirmation never came.', {
          orderId: order.id,
          paymentId: captured.id,
        });
      } else if (payments.some((payment) => payment.status === 'authorized')) {
        report.waiting += 1;
      } else if (await releaseExpiredHold(deps.env, order.id)) {
        report.released += 1;
      }
    } catch (error) {
      report.failed += 1;
      deps.log.error('Could not reconcile an order.', { orderId: order.id, cause: String(error) });
    }
  }
  return report;
}
