import { normaliseEmail } from './email';
import type { HoldWindow } from './hold-caps';
import { networkKey, wideNetworkKey } from './ip-address';
import type { Expiring } from './retention';
import { seatCounters, seatsTaken, withHold, withoutHold, type SeatHold } from './seats';

/**
 * docs/design.md §4.8: one visitor, recognised by e-mail and by IP address, cannot hold more than
 * this many seats in unpaid orders at once, so nobody can take an event off sale by starting
 * checkouts they never pay. The unpaid holds of each visitor key live on one document the
 * create-order transaction reads by id (docs/design.md §1.2: no queries inside a flow).
 */
export const MAX_UNPAID_SEATS_PER_VISITOR = 20;

/**
 * A network (an IPv4 address, an IPv6 /64, and the /48 around it) holds at most a tenth of an
 * event's seats, so one actor rotating mailboxes and /64s cannot take an event off sale.
 */
export const NETWORK_SEATS_DIVISOR = 10;

function tickets(n: number): string {
  return n === 1 ? '1 ticket' : `${n} tickets`;
}

export function tooManyUnpaidSeatsMessage(limit: number): string {
  return `You can hold at most ${limit} unpaid ${limit === 1 ? 'ticket' : 'tickets'} at a time. Please complete or close your other booking, or try again in 15 minutes.`;
}

export const TOO_MANY_UNPAID_SEATS_MESSAGE = tooManyUnpaidSeatsMessage(
  MAX_UNPAID_SEATS_PER_VISITOR,
);

/** When one order alone asks for more than the visitor may hold for this event. */
export function orderOverVisitorLimitMessage(limit: number): string {
  return `You can book at most ${tickets(limit)} at a time for this event. Please book ${limit === 1 ? 'one' : `${limit} or fewer`} now, and the rest once those are paid for.`;
}

export const NETWORK_HOLDS_FULL_MESSAGE =
  'Many tickets for this event are being held right now by unpaid bookings from your network. Please try again in a few minutes.';

/**
 * What a key stands for: a mailbox, the caller's own network (an IPv4 address or IPv6 /64), or
 * the IPv6 /48 around it, which many /64s (and, at a mobile carrier, many subscribers) share.
 */
export type VisitorKeyKind = 'mailbox' | 'network' | 'wide-network';

export interface VisitorKey {
  kind: VisitorKeyKind;
  key: string;
}

/**
 * visitorHolds/{id}: the live seat holds of one visitor key, by the order's hold id, and the end
 * of the key's hold window (kept through the cool-down after it, docs/design.md §4.8).
 */
export interface VisitorHoldsDoc extends HoldWindow, Expiring {
  /** Hex SHA-256 of the visitor key, so the store keeps no e-mail or address in clear. */
  id: string;
  holds: Record<string, SeatHold>;
}

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * One key per mailbox: a `+tag` (and, at Gmail, a dot) reaches the same inbox, so it must not
 * buy another 20 seats. Used only for the limit; the order keeps the address as typed.
 */
export function mailboxKey(email: string): string {
  const normalised = normaliseEmail(email);
  const at = normalised.lastIndexOf('@');
  if (at <= 0) return normalised;
  let local = normalised.slice(0, at);
  let domain = normalised.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

/** The visitor keys an order is counted under: its mailbox, and its networks when known. */
export function visitorKeys(email: string, clientIp: string | null | undefined): VisitorKey[] {
  const keys: VisitorKey[] = [{ kind: 'mailbox', key: `email:${mailboxKey(email)}` }];
  const network = clientIp ? networkKey(clientIp) : null;
  if (network) keys.push({ kind: 'network', key: `ip:${network}` });
  const wide = clientIp ? wideNetworkKey(clientIp) : null;
  if (wide) keys.push({ kind: 'wide-network', key: `net:${wide}` });
  return keys;
}

/** Seats one network may hold in unpaid orders on an event of `capacity`: a tenth, at least 1. */
export function networkSeatLimit(capacity: number): number {
  return Math.max(1, Math.floor(capacity / NETWORK_SEATS_DIVISOR));
}

/** Seats a key may hold in unpaid orders, on an event of `capacity`. */
export function unpaidSeatLimit(kind: VisitorKeyKind, capacity: number): number {
  if (kind === 'mailbox') return MAX_UNPAID_SEATS_PER_VISITOR;
  if (kind === 'network') return Math.min(MAX_UNPAID_SEATS_PER_VISITOR, networkSeatLimit(capacity));
  return networkSeatLimit(capacity);
}

const encoder = new TextEncoder();

/** visitorHolds document id of a key (hex SHA-256, Web Crypto as in payment-signature.ts). */
export async function visitorHoldsId(key: string): Promise<string> {
  const digest = new Uint8Array(
    await globalThis.crypto.subtle.digest('SHA-256', encoder.encode(key)),
  );
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Seats a visitor holds in live unpaid orders now. */
export function unpaidSeats(doc: Pick<VisitorHoldsDoc, 'holds'> | null, now: Date): number {
  return doc ? seatsTaken(seatCounters({ holds: doc.holds }), now) : 0;
}

/** A key's holds as read in the create-order transaction. */
export interface HeldUnder {
  kind: VisitorKeyKind;
  doc: Pick<VisitorHoldsDoc, 'holds'> | null;
}

export type UnpaidSeatsRefusal =
  /** The visitor's own mailbox or network is at its limit (or the order alone is over it). */
  | { kind: 'visitor-limit'; limit: number; held: number }
  /** The wider network the visitor shares already holds its tenth of the event. */
  | { kind: 'network-full' };

/**
 * Why `seats` more cannot be held under these keys on an event of `capacity`, or null when they
 * can. Every key's live holds count, whichever event they are on, against this event's limit.
 */
export function unpaidSeatsRefusal(
  keys: readonly HeldUnder[],
  seats: number,
  capacity: number,
  now: Date,
): UnpaidSeatsRefusal | null {
  let refusal: UnpaidSeatsRefusal | null = null;
  for (const { kind, doc } of keys) {
    const limit = unpaidSeatLimit(kind, capacity);
    const held = unpaidSeats(doc, now);
    if (held + seats <= limit) continue;
    if (kind === 'wide-network') refusal ??= { kind: 'network-full' };
    else if (refusal?.kind !== 'visitor-limit' || limit < refusal.limit) {
      refusal = { kind: 'visitor-limit', limit, held };
    }
  }
  return refusal;
}

/** The visitor's answer to a refusal, in words that are true for them. */
export function unpaidSeatsRefusalMessage(refusal: UnpaidSeatsRefusal): string {
  if (refusal.kind === 'network-full') return NETWORK_HOLDS_FULL_MESSAGE;
  return refusal.held === 0
    ? orderOverVisitorLimitMessage(refusal.limit)
    : tooManyUnpaidSeatsMessage(refusal.limit);
}

/** The visitor's holds after an order takes `seats` until `until` (lapsed ones dropped). */
export function withVisitorHold(
  doc: Pick<VisitorHoldsDoc, 'holds'> | null,
  holdId: string,
  seats: number,
  until: string,
  now: Date,
): Record<string, SeatHold> {
  return withHold(seatCounters({ holds: doc?.holds ?? {} }), holdId, seats, until, now).holds;
}

/** The visitor's live holds once `holdId` is given back (empty: nothing left to keep). */
export function withoutVisitorHold(
  doc: Pick<VisitorHoldsDoc, 'holds'>,
  holdId: string,
  now: Date,
): Record<string, SeatHold> {
  return withoutHold(seatCounters({ holds: doc.holds }), holdId, now).holds;
}
