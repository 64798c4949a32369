import { BOOKING_SAVE_FAILED_MESSAGE, ORDER_FAILED_MESSAGE } from '@/domain/orders';
import { guard } from '@/engine/errors';
import { parseOrderRequest } from '@/engine/flows/parse-order-request';
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
  failed: ORDER_FAILED_MESSAGE,
  unreachable: BOOKING_SERVICE_UNREACHABLE_MESSAGE,
};

// The payment has gone through by now: whatever failed, the visitor must not pay again.
const CONFIRM_MESSAGES: CallableMessages = {
  failed: BOOKING_SAVE_FAILED_MESSAGE,
  unreachable: BOOKING_SAVE_FAILED_MESSAGE,
};

/**
 * DESIGN §4 on Firebase: the coupon preview is the engine's own read over one `get` of
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
      // The callable's encoder refuses what JSON cannot carry (a NaN quantity) with an error of
      // its own: the request is checked here first, so the visitor gets the flow's message. The
      // function checks it again; the request is sent as given.
      await guard(ORDER_FAILED_MESSAGE, async () => parseOrderRequest(request));
      return run(CALLABLE.createOrder, request, ORDER_MESSAGES);
    },
    confirmPayment: (confirmation) => run(CALLABLE.confirmPayment, confirmation, CONFIRM_MESSAGES),
    abandonOrder: async (orderId) => {
      await run(CALLABLE.abandonOrder, { orderId }, ORDER_MESSAGES);
    },
  };
}
