import type { CallableRequest } from 'firebase-functions/v2/https';
import { ORDER_FAILED_MESSAGE } from '@/domain/orders';
import { BackendError } from '@/engine/errors';

/**
 * docs/design.md §16.2: every callable answers only the site. A call without a valid App Check
 * token (a script that is not the site) is refused by firebase-functions before any handler
 * runs, with 401 UNAUTHENTICATED.
 */
export const APP_CHECK_ENFORCED = { enforceAppCheck: true } as const;

/**
 * createOrder also consumes its token (replay protection): each order needs a fresh reCAPTCHA
 * Enterprise attestation, which the browser gets invisibly, so one attested session cannot be
 * replayed by a script to start many checkouts (each of which holds seats and makes a Razorpay
 * order). The other callables follow an order and keep the cheaper reusable token.
 */
export const APP_CHECK_REPLAY_PROTECTED = {
  enforceAppCheck: true,
  consumeAppCheckToken: true,
} as const;

/**
 * firebase-functions lets a valid but already used token through, marked alreadyConsumed, for
 * the handler to decide: a replay is refused. The site never sends one (it asks for a limited-use
 * token per call), so a visitor who sees this has only to try again.
 */
export function refuseReplayedAppCheckToken(request: Pick<CallableRequest, 'app'>): void {
  if (request.app?.alreadyConsumed === true) {
    throw new BackendError('invalid-request', ORDER_FAILED_MESSAGE);
  }
}
