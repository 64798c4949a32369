// The order a checkout in this tab has open and unpaid, kept in sessionStorage so that it outlives
// a reload. A reload in the middle of paying (a stuck payment window, a dropped connection) used
// to leave the order holding its seats and coupon for 15 minutes; the same tab then found its own
// hold in the way ("sold out", "This coupon is being used in another booking"). The page releases
// that order before it reads the seats again, as closing the checkout would have
// (docs/design.md §4.4). Once the checkout reports a payment, the order is no longer this page's
// to release: the server confirms it, or treats it as a late payment (docs/design.md §4.7).

import { storageOrMemory } from '@/lib/safe-storage';

const OPEN_ORDER_KEY = 'openOrder';
// Where sessionStorage is refused, this page's memory: a reload then leaves the hold to lapse by
// itself after 15 minutes, as before.
const kept = storageOrMemory('session');

// Read once, as this page's booking code first loads: the order the page before it in this tab
// left open. Read later, it could be this page's own checkout, still being paid.
let leftByPageBefore = kept.read(OPEN_ORDER_KEY);
kept.write(OPEN_ORDER_KEY, null);

/** This tab's checkout has `orderId` open and unpaid (null: it has none). */
export function keepOpenOrder(orderId: string | null): void {
  kept.write(OPEN_ORDER_KEY, orderId);
}

/** The unpaid order the page before this one left open in this tab, once; then null. */
export function takeLeftOrder(): string | null {
  const orderId = leftByPageBefore;
  leftByPageBefore = null;
  return orderId;
}
