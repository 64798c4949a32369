import { orderRequestSchema } from '@/domain/order-request';
import { ORDER_FAILED_MESSAGE } from '@/domain/orders';
import { BackendError } from '../errors';

/**
 * The order request as the shared schema reads it, or the flow's own refusal. Exported so a
 * client that must serialise the request first (the Firebase callables cannot carry NaN) refuses
 * it with the very same error before it is sent.
 */
export function parseOrderRequest(request: unknown) {
  const parsed = orderRequestSchema.safeParse(request);
  if (parsed.success) return parsed.data;
  // A field's own message is written for the visitor; a request that is not even an object is not.
  const issue = parsed.error.issues[0];
  const message = issue && issue.path.length > 0 ? issue.message : ORDER_FAILED_MESSAGE;
  throw new BackendError('invalid-request', message);
}
