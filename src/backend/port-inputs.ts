/**
 * What both adapters (and the Cloud Functions) hand between the port and the engine's flows,
 * written once: the door's scan as the check-in flow takes it, and a pending order as the
 * browser's checkout needs it.
 */
import { isValidDocumentId } from '@/domain/document-id';
import type { ScannedCode } from '@/domain/qr-payload';
import { orderCharge, type Order } from '@/domain/orders';
import type { CheckInInput } from '@/engine/flows/check-in';
import type { CheckInDetails } from './admin-backend';
import type { PendingPayment } from './backend';

export function checkInInput(
  code: ScannedCode | null | undefined,
  eventId: string | null,
  details: CheckInDetails = {},
): CheckInInput {
  return {
    bookingId: code?.kind === 'bookingId' ? code.bookingId : null,
    token: code?.kind === 'token' ? code.token : null,
    eventId,
    ...(details.scanned !== undefined ? { scanned: details.scanned } : {}),
    device: details.device ?? null,
    ...(isValidDocumentId(details.attemptId) ? { logId: details.attemptId } : {}),
  };
}

/** The port's PendingPayment for an order the create-order flow left waiting for payment. */
export function pendingPayment(
  order: Order,
  providerOrderId: string,
  keyId: string | null,
): PendingPayment {
  return {
    orderId: order.id,
    providerOrderId,
    amount: order.quote.total,
    ...orderCharge(order),
    quote: order.quote,
    email: order.email,
    keyId,
    expiresAt: order.expiresAt,
  };
}
