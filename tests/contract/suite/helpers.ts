/** Small helpers the Backend contract's areas share. */
import {
  isBackendError,
  type BackendErrorCode,
  type CreateOrderResult,
  type PendingPayment,
} from '@/backend/backend';
import type { Ticket } from '@/domain/booking';
import type { ScannedCode } from '@/domain/qr-payload';
import type { EventFormValues } from '@/domain/events';

/** What the door's scanner makes of a typed or scanned booking id. */
export const byId = (bookingId: string): ScannedCode => ({ kind: 'bookingId', bookingId });

const DAY_MS = 24 * 60 * 60 * 1000;
export const inDays = (days: number) =>
  new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

export async function rejection(
  promise: Promise<unknown>,
): Promise<{ code: BackendErrorCode; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (!isBackendError(error)) throw error;
    return { code: error.code, message: error.message };
  }
  throw new Error('Expected the call to be rejected, but it succeeded.');
}

export function paymentOf(result: CreateOrderResult): PendingPayment {
  if (result.kind !== 'payment-required') throw new Error(`Expected a payment, got ${result.kind}`);
  return result.payment;
}

/** Resolves once `check` holds, polling; fails after `within` ms. */
export async function waitFor(check: () => boolean, within = 5000): Promise<void> {
  const until = Date.now() + within;
  while (!check()) {
    if (Date.now() > until) throw new Error(`Not true within ${within} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export function ticketOf(result: CreateOrderResult): Ticket {
  if (result.kind !== 'fulfilled') throw new Error(`Expected a ticket, got ${result.kind}`);
  return result.ticket;
}

export function smallEvent(capacity: number): EventFormValues {
  return {
    title: 'Rooftop Sangeet',
    date: inDays(60),
    startTime: '19:00',
    endTime: '23:00',
    location: 'Koramangala, Bengaluru',
    price: 499,
    capacity,
    imageUrl: '',
    description: 'A small one.',
  };
}
