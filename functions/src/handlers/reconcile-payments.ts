import type { Order } from '@/domain/orders';
import { settlePaidOrder } from '@/engine/flows/fulfil-order';
import { releaseExpiredHold } from '@/engine/flows/abandon-order';
import { issueRefund } from '@/engine/flows/issue-refund';
import type { FunctionsDeps } from '../deps';
import type { ProviderPayment } from '../razorpay-api';
import { razorpayRefund } from '../refund-call';

export interface ReconcileReport {
  /** Paid at Razorpay but never confirmed to us (the callback did not fire): now booked. */
  fulfilled: number;
  /** Nothing paid: the order is closed and its holds released. */
  released: number;
  /** A payment is authorised and about to be captured: left for the webhook or the next run. */
  waiting: number;
  /** Razorpay or the store failed for this order: tried again on the next run. */
  failed: number;
  /** Refunds Razorpay accepted this run (payments turned away now, or retried). */
  refunded: number;
  /** Refund calls that failed this run: asked again on the next run. */
  refundsFailed: number;
}

/** Orders looked at per run and per kind; the rest wait ten minutes (each costs one Razorpay call). */
export const RECONCILE_BATCH = 100;
/** Refunds asked for per run. */
export const REFUND_BATCH = 50;
/**
 * How long a closed order is still asked about: a UPI collect request can be approved long after
 * Checkout was closed, and Razorpay captures it (docs/design.md §4.7).
 */
export const CLOSED_ORDER_WATCH_MS = 72 * 60 * 60 * 1000;

type OrderRef = Pick<Order, 'id' | 'providerOrderId'>;

function emptyReport(): ReconcileReport {
  return { fulfilled: 0, released: 0, waiting: 0, failed: 0, refunded: 0, refundsFailed: 0 };
}

async function refund(deps: FunctionsDeps, paymentId: string, report: ReconcileReport) {
  const result = await issueRefund(deps.env, paymentId, razorpayRefund(deps));
  if (result?.state === 'refunded') report.refunded += 1;
  else if (result?.state === 'failed') report.refundsFailed += 1;
}

/**
 * Every captured payment of an order, through the same flow as the browser and the webhook: a
 * ticket while its seats and coupon are there, else a refund (docs/design.md §4.7). Returns
 * whether the order had any captured payment.
 */
async function settleCaptured(
  deps: FunctionsDeps,
  order: OrderRef,
  payments: ProviderPayment[],
  report: ReconcileReport,
): Promise<boolean> {
  const captured = payments.filter((payment) => payment.status === 'captured');
  if (!order.providerOrderId) return false;
  for (const payment of captured) {
    const outcome = await settlePaidOrder(deps.env, {
      orderId: order.id,
      providerOrderId: order.providerOrderId,
      paymentId: payment.id,
    });
    if (outcome.kind === 'fulfilled') {
      report.fulfilled += 1;
      deps.log.warn('Fulfilled a paid order whose confirmation never came.', {
        orderId: order.id,
        paymentId: payment.id,
      });
    } else {
      await refund(deps, payment.id, report);
    }
  }
  return captured.length > 0;
}

async function paymentsOf(deps: FunctionsDeps, order: OrderRef): Promise<ProviderPayment[]> {
  return order.providerOrderId ? deps.razorpay.fetchOrderPayments(order.providerOrderId) : [];
}

/**
 * reconcilePayments (every 10 minutes, docs/design.md §4.7): settles from Razorpay's own record of
 * each order's payments
 * - orders still pending after their hold: a captured payment is settled (a UPI payment can
 *   succeed while the callback never fires); with none, the hold is released;
 * - orders closed unpaid in the last 72 hours (the visitor closed Checkout, or the hold lapsed):
 *   a payment captured after the close, with the webhook not delivered, is settled the same way;
 * - refunds not yet made (the call failed or never finished) are asked for again.
 * So every captured payment ends, within one run, as a ticket or a refund. One order failing does
 * not stop the others.
 */
export async function reconcilePayments(
  deps: FunctionsDeps,
  limit = RECONCILE_BATCH,
): Promise<ReconcileReport> {
  const report = emptyReport();
  const now = deps.env.now();
  const attempt = async (orderId: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      report.failed += 1;
      deps.log.error('Could not reconcile an order.', { orderId, cause: String(error) });
    }
  };

  for (const order of await deps.orders.lapsedPendingOrders(now, limit)) {
    await attempt(order.id, async () => {
      const payments = await paymentsOf(deps, order);
      if (await settleCaptured(deps, order, payments, report)) return;
      if (payments.some((payment) => payment.status === 'authorized')) report.waiting += 1;
      else if (await releaseExpiredHold(deps.env, order.id)) report.released += 1;
    });
  }

  const since = new Date(now.getTime() - CLOSED_ORDER_WATCH_MS);
  for (const order of await deps.orders.recentlyClosedOrders(since, limit)) {
    await attempt(order.id, async () => {
      await settleCaptured(deps, order, await paymentsOf(deps, order), report);
    });
  }

  for (const due of await deps.orders.refundsDue(REFUND_BATCH)) {
    await attempt(due.paymentId, () => refund(deps, due.paymentId, report));
  }
  return report;
}
