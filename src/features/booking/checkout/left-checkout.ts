// The unpaid orders this browser's checkouts have open (docs/design.md §4.7 "A checkout left
// open"). A page closed, reloaded or quit while Checkout was open never tells anyone, and its order
// used to keep its seats and coupon for the rest of its hold: its own buyer, back on /booking in a
// new tab or after a restart, found "sold out" or "This coupon is being used in another booking".
//
// So each such order is listed in localStorage (every tab, across restarts), and the page paying
// it holds a Web Lock named after it for as long as it is unpaid. The lock is the browser's own
// word that the page is still there: it is let go when the page goes, however it goes. A booking
// page that finds a listed order whose lock is free abandons it, as closing Checkout would have
// (docs/design.md §4.4), before it reads the seats; an order whose lock is held is some live
// tab's, perhaps being paid right now, and is left alone. Once Checkout reports a payment the
// order leaves the list, before its lock is let go (and a page releasing it reads the list again
// under the lock): the server confirms it, or treats it as a late payment.

import { storageOrMemory, type KeptValues } from '@/lib/safe-storage';

/** One unpaid order a checkout of this browser opened. */
export interface LeftOrder {
  orderId: string;
  /** When its hold lapses by itself (ISO): listed no longer after that. */
  expiresAt: string;
  /** The tab that opened it, for browsers without Web Locks. */
  tab: string;
}

export const OPEN_ORDERS_KEY = 'openCheckouts';
/** More than one person opens checkouts in, and far more than one tab holds at once. */
export const MAX_OPEN_ORDERS = 10;
const TAB_KEY = 'checkoutTab';

export const orderLockName = (orderId: string) => `checkout-order:${orderId}`;

export interface LeftCheckoutsOptions {
  /** Shared by every tab of this browser and kept across restarts: localStorage. */
  shared: KeptValues;
  /** This tab's id; kept across a reload, not shared with other tabs. */
  tab: string;
  /** navigator.locks when the browser has it, read when needed. */
  locks: () => LockManager | undefined;
  /** The order a page of the previous version left open in this tab (sessionStorage), if any. */
  leftByOldVersion?: string | null;
  now?: () => Date;
}

function isLeftOrder(value: unknown): value is LeftOrder {
  if (typeof value !== 'object' || value === null) return false;
  const order = value as Record<string, unknown>;
  return (
    typeof order.orderId === 'string' &&
    typeof order.expiresAt === 'string' &&
    typeof order.tab === 'string'
  );
}

export function leftCheckouts({
  shared,
  tab,
  locks,
  leftByOldVersion = null,
  now = () => new Date(),
}: LeftCheckoutsOptions) {
  // This page's own orders: each lock is let go when its order is paid or released. `done`
  // settles once the browser has let go of it.
  const letGo = new Map<string, { release: () => void; done: Promise<unknown> }>();

  const read = (): LeftOrder[] => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(shared.read(OPEN_ORDERS_KEY) ?? '[]');
    } catch {
      return [];
    }
    const at = now().getTime();
    return (Array.isArray(parsed) ? parsed : [])
      .filter(isLeftOrder)
      .filter((order) => Date.parse(order.expiresAt) > at);
  };
  const write = (orders: LeftOrder[]) =>
    shared.write(
      OPEN_ORDERS_KEY,
      orders.length ? JSON.stringify(orders.slice(-MAX_OPEN_ORDERS)) : null,
    );
  const unlist = (orderId: string) => write(read().filter((order) => order.orderId !== orderId));
  const list = (order: LeftOrder) =>
    write([...read().filter((o) => o.orderId !== order.orderId), order]);

  // Without Web Locks nothing says whether another tab is still there, so only this tab's own
  // orders are released: the ones the page before this one left (read as this page loads; read
  // later, they could be this page's own checkout, still being paid). Another tab's lapse by
  // themselves within 15 minutes.
  let leftByPageBefore = locks() ? [] : read().filter((order) => order.tab === tab);
  // The previous version kept one order per tab, left by the page before this one in this tab.
  let oldVersionOrder = leftByOldVersion;

  return {
    /**
     * A checkout is about to open for this unpaid order. Resolves once it is listed, under this
     * page's lock (never listed without it, or another page could release it as left).
     */
    async keep(order: { orderId: string; expiresAt: string }): Promise<void> {
      const entry = { orderId: order.orderId, expiresAt: order.expiresAt, tab };
      const manager = locks();
      if (!manager) return list(entry);
      await new Promise<void>((listed) => {
        let release = () => {};
        const done = manager
          .request(orderLockName(order.orderId), () => {
            list(entry);
            listed();
            return new Promise<void>((resolve) => (release = resolve));
          })
          // No lock to be had (an opaque origin): not listed, so the hold lapses by itself.
          .catch(() => listed());
        letGo.set(order.orderId, { release: () => release(), done });
      });
    },

    /** The order was paid, or released by this page: no longer this browser's to release. */
    forget(orderId: string): void {
      unlist(orderId);
      void letGoOf(orderId);
    },

    /**
     * This page closed the order's checkout but could not release it (the abandon failed): it
     * stays listed and this page lets go of its lock, so the next read of the seats, on this page
     * or any other, releases it (releaseLeft) rather than leave the seats held for the rest of
     * the hold. Resolves once the lock is let go.
     */
    leave(orderId: string): Promise<void> {
      return letGoOf(orderId);
    },

    /**
     * Abandons every listed order no live page holds. An order whose abandon fails stays listed
     * for the next page (its hold lapses by itself meanwhile).
     */
    async releaseLeft(abandon: (orderId: string) => Promise<void>): Promise<void> {
      if (oldVersionOrder) await abandon(oldVersionOrder).catch(() => undefined);
      oldVersionOrder = null;
      const manager = locks();
      if (!manager) {
        const left = leftByPageBefore;
        leftByPageBefore = [];
        await Promise.all(left.map((order) => abandonListed(order.orderId, abandon)));
        return;
      }
      await Promise.all(
        read().map((order) =>
          manager
            .request(orderLockName(order.orderId), { ifAvailable: true }, (lock) =>
              // Held: a live tab's checkout, perhaps being paid right now.
              lock ? abandonListed(order.orderId, abandon) : undefined,
            )
            .catch(() => undefined),
        ),
      );
    },
  };

  async function letGoOf(orderId: string): Promise<void> {
    const held = letGo.get(orderId);
    letGo.delete(orderId);
    held?.release();
    await held?.done;
  }

  async function abandonListed(orderId: string, abandon: (orderId: string) => Promise<void>) {
    // Read again, under the order's lock when there are locks: the list read before may be stale.
    // A page that was paid unlists its order before it lets go of the lock, so a paid order is
    // never found listed and free.
    if (!read().some((order) => order.orderId === orderId)) return;
    try {
      await abandon(orderId);
    } catch {
      return;
    }
    unlist(orderId);
  }
}

const session = storageOrMemory('session');

/** This tab's id, kept in sessionStorage so that a reload keeps it and a new tab does not. */
function thisTab(): string {
  const kept = session.read(TAB_KEY);
  if (kept) return kept;
  const made = Math.random().toString(36).slice(2);
  session.write(TAB_KEY, made);
  return made;
}

/** Where the previous version kept this tab's open order (one id). */
const OLD_VERSION_KEY = 'openOrder';
const leftByOldVersion = session.read(OLD_VERSION_KEY);
session.write(OLD_VERSION_KEY, null);

const thisBrowser = leftCheckouts({
  shared: storageOrMemory('local'),
  tab: thisTab(),
  locks: () => globalThis.navigator?.locks ?? undefined,
  leftByOldVersion,
});

export const keepOpenOrder = thisBrowser.keep;
export const forgetOpenOrder = thisBrowser.forget;
export const leaveOpenOrder = thisBrowser.leave;
export const releaseLeftOrders = thisBrowser.releaseLeft;
