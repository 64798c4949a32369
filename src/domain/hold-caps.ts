import { ORDER_HOLD_MS } from './orders';

/**
 * docs/design.md §4.8: the window on a visitor's unpaid holds. A visitor key's holds all end when
 * its first one does (15 minutes), so a new order from the same key replaces a closed checkout
 * without buying more time; once the window has closed unpaid, the key may not hold again for as
 * long again.
 */
export const HOLD_COOL_DOWN_MS = ORDER_HOLD_MS;

export function holdCoolDownMessage(minutes: number): string {
  const wait = minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return `Your last checkout was not paid within 15 minutes, so tickets cannot be held for you again yet. Please try again in ${wait}.`;
}

/** When a visitor key's hold window closes (ISO); absent while it has none. */
export interface HoldWindow {
  windowEndsAt?: string;
}

export type HoldWindowDecision =
  /** The order may hold seats until `until`: the end of its keys' open window, or a new one. */
  | { kind: 'hold'; until: string }
  /** A key's window closed unpaid less than the cool-down ago. */
  | { kind: 'cooling'; minutesLeft: number };

function endOf(window: HoldWindow | null): number | null {
  const end = window?.windowEndsAt ? Date.parse(window.windowEndsAt) : NaN;
  return Number.isFinite(end) ? end : null;
}

/**
 * How long a new order from these keys may hold seats. An open window is kept, never extended;
 * a window that closed unpaid bars the key for the cool-down; otherwise a new window opens.
 */
export function decideHoldWindow(
  windows: readonly (HoldWindow | null)[],
  now: Date,
): HoldWindowDecision {
  const at = now.getTime();
  let until = at + ORDER_HOLD_MS;
  let coolingUntil = 0;
  for (const window of windows) {
    const end = endOf(window);
    if (end === null) continue;
    if (end > at) until = Math.min(until, end);
    else if (end + HOLD_COOL_DOWN_MS > at)
      coolingUntil = Math.max(coolingUntil, end + HOLD_COOL_DOWN_MS);
  }
  if (coolingUntil > 0) {
    return { kind: 'cooling', minutesLeft: Math.max(1, Math.ceil((coolingUntil - at) / 60_000)) };
  }
  return { kind: 'hold', until: new Date(until).toISOString() };
}

/** The window a key keeps after an order holds until `until`: its open one, else one to `until`. */
export function windowAfterHold(window: HoldWindow | null, until: string, now: Date): string {
  const end = endOf(window);
  return end !== null && end > now.getTime() && window?.windowEndsAt ? window.windowEndsAt : until;
}

/** True while a key's window, or the cool-down after it, still has to be remembered. */
export function windowStillCounts(window: HoldWindow, now: Date): boolean {
  const end = endOf(window);
  return end !== null && end + HOLD_COOL_DOWN_MS > now.getTime();
}
