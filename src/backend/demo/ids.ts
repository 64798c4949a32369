import type { RandomBytes } from '@/domain/random-bytes';
import { randomAlphanumeric } from '@/engine/ids';

/** Shaped like Razorpay's `order_…` ids, marked as demo so nobody mistakes one for real. */
export function newProviderOrderId(random: RandomBytes): string {
  return `order_demo_${randomAlphanumeric(random, 14)}`;
}

/** Shaped like Razorpay's `pay_…` ids. */
export function newPaymentId(random: RandomBytes): string {
  return `pay_demo_${randomAlphanumeric(random, 14)}`;
}

/** Shaped like Razorpay's `rfnd_…` ids. */
export function newRefundId(random: RandomBytes): string {
  return `rfnd_demo_${randomAlphanumeric(random, 14)}`;
}
