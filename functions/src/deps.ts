import type { Order } from '@/domain/orders';
import type { Refund } from '@/domain/refunds';
import type { FlowEnv } from '@/engine/flow-env';
import type { RazorpayApi } from './razorpay-api';

/** The secret parameters, read when a function runs (never at deploy, never in the browser). */
export interface PaymentSecrets {
  /** Public key id, handed to Checkout. */
  keyId: string;
  /** Signs Checkout's success response. */
  keySecret: string;
  /** Signs webhook deliveries (set in Razorpay's dashboard with the webhook URL). */
  webhookSecret: string;
}

/** What the scheduled sweep and the webhook look up by query, outside any flow's transaction. */
export interface OrderQueries {
  /** Orders still pending whose hold lapsed at or before `now`, the longest-lapsed first. */
  lapsedPendingOrders(now: Date, limit: number): Promise<Pick<Order, 'id' | 'providerOrderId'>[]>;
  /**
   * Orders closed unpaid (abandoned by the visitor or released after the hold lapsed) at or after
   * `since`, the most recently closed first: a payment captured after the close (a UPI collect
   * approved later) must still end as a ticket or a refund.
   */
  recentlyClosedOrders(
    since: Date,
    limit: number,
  ): Promise<Pick<Order, 'id' | 'providerOrderId'>[]>;
  /** Refunds not yet made (pending or failed), the longest-waiting first. */
  refundsDue(limit: number): Promise<Pick<Refund, 'paymentId'>[]>;
  /** Our order id for a Razorpay order id, or null when none of ours has it. */
  orderIdForProviderOrder(providerOrderId: string): Promise<string | null>;
}

export interface Logger {
  info(message: string, data?: Record<string, unknown>): void;
  warn(message: string, data?: Record<string, unknown>): void;
  error(message: string, data?: Record<string, unknown>): void;
}

/**
 * Everything a handler uses, injected: the engine's FlowEnv (on the Admin SDK store in
 * production, the in-memory store in tests), Razorpay's API, the secrets, the queries and a
 * logger. Handlers hold no business rules; they call the engine's flows.
 */
export interface FunctionsDeps {
  env: FlowEnv;
  razorpay: RazorpayApi;
  secrets: PaymentSecrets;
  orders: OrderQueries;
  log: Logger;
}
