import { CHECKOUT_FAILURE_MESSAGES } from '@/domain/checkout-messages';
import { BackendError } from '@/engine/errors';
import { INVALID_QUANTITY_MESSAGE } from '@/domain/quantities';
import { previewCoupon } from '@/engine/reads/preview-coupon';
import { CALLABLE, type CallableContract, type CallableName } from '../firebase-common/callables';
import type { CheckoutApi } from '../backend';
import { backendErrorFromCallable, type CallableMessages } from './callable-error';
import type { CallFunction } from './call-function';
import type { VisitorReads } from './document-reads';

/** When no answer came back before any money could have moved. */
export const BOOKING_SERVICE_UNREACHABLE_MESSAGE =
  'We could not reach the booking service. Nothing was charged. Please check your connection and try again.';

const ORDER_MESSAGES: CallableMessages = {
  failed: CHECKOUT_FAILURE_MESSAGES.createOrder,
  unreachable: BOOKING_SERVICE_UNREACHABLE_MESSAGE,
};

// The payment has gone through by now: whatever failed, the visitor must not pay again.
const CONFIRM_MESSAGES: CallableMessages = {
  failed: CHECKOUT_FAILURE_MESSAGES.confirmPayment,
  unreachable: CHECKOUT_FAILURE_MESSAGES.confirmPayment,
};

/**
 * docs/design.md §4 on Firebase: the coupon preview is the engine's own read over one `get` of
 * promoCodes/{code}; every write runs in Cloud Functions (the same flows the demo runs in the
 * browser), reached through callables whose refusals come back as the flows' BackendErrors.
 */
export function createCheckoutApi(
  reads: VisitorReads,
  call: CallFunction,
  clock: () => Date,
): CheckoutApi {
  const run = async <N extends CallableName>(
    name: N,
    request: CallableContract[N]['request'],
    messages: CallableMessages,
  ): Promise<CallableContract[N]['response']> => {
    try {
      return await call(name, request);
    } catch (error) {
      throw backendErrorFromCallable(error, messages);
    }
  };

  return {
    previewCoupon: (rawCode, counts) =>
      previewCoupon((code) => reads.get('promoCodes', code), rawCode, counts, clock()),
    createOrder: async (request) => {
      // The callable's encoder refuses what JSON cannot carry (a NaN or infinite quantity) with
      // an error of its own, so that one case is answered here with the flow's own message.
      // Everything else is checked by the function with the shared schema.
      if (hasUnsendableQuantity(request)) {
        throw new BackendError('invalid-request', INVALID_QUANTITY_MESSAGE);
      }
      return run(CALLABLE.createOrder, request, ORDER_MESSAGES);
    },
    confirmPayment: (confirmation) => run(CALLABLE.confirmPayment, confirmation, CONFIRM_MESSAGES),
    abandonOrder: async (orderId) => {
      await run(CALLABLE.abandonOrder, { orderId }, ORDER_MESSAGES);
    },
  };
}

function hasUnsendableQuantity(request: unknown): boolean {
  if (typeof request !== 'object' || request === null) return false;
  const { ticket499Count, ticket1212Count } = request as Record<string, unknown>;
  return [ticket499Count, ticket1212Count].some(
    (count) => typeof count === 'number' && !Number.isFinite(count),
  );
}
