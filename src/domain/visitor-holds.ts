import { normaliseEmail } from './email';
import type { HoldWindow } from './hold-caps';
import { networkKey } from './ip-address';
import type { Expiring } from './retention';
import { seatCounters, seatsTaken, withHold, withoutHold, type SeatHold } from './seats';

/**
 * docs/design.md §4.8: one visitor, recognised by e-mail and by IP address, cannot hold more than
 * this many seats in unpaid orders at once, so nobody can take an event off sale by starting
 * checkouts they never pay. The unpaid holds of each visitor key live on one document the
 * create-order transaction reads by id (docs/design.md §1.2: no queries inside a flow).
 */
export const MAX_UNPAID_SEATS_PER_VISITOR = 20;

export const TOO_MANY_UNPAID_SEATS_MESSAGE = `You can hold at most ${MAX_UNPAID_SEATS_PER_VISITOR} unpaid tickets at a time. Please complete or close your other booking, or try again in 15 minutes.`;

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

/** The visitor keys an order is counted under: its mailbox, and its network when known. */
export function visitorKeys(email: string, clientIp: string | null | undefined): string[] {
  const keys = [`email:${mailboxKey(email)}`];
  const network = clientIp ? networkKey(clientIp) : null;
  if (network) keys.push(`ip:${network}`);
  return keys;
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

/** True when `seats` more would take any of the visitor's keys past the limit. */
export function exceedsUnpaidLimit(
  docs: readonly (Pick<VisitorHoldsDoc, 'holds'> | null)[],
  seats: number,
  now: Date,
): boolean {
  return docs.some((doc) => unpaidSeats(doc, now) + seats > MAX_UNPAID_SEATS_PER_VISITOR);
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
