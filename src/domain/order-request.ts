import * as z from 'zod/mini';
import { isValidDocumentId } from './document-id';
import { normaliseCouponInput } from './coupons';
import { emailSchema } from './email';
import { leadGuestNameSchema } from './lead-guest-name';
import { MAX_TICKETS_PER_ORDER } from './prices';
import { INVALID_QUANTITY_MESSAGE } from './quantities';

export const INVALID_EVENT_MESSAGE = 'This event is not available for booking.';

const ticketCount = z
  .number({ error: INVALID_QUANTITY_MESSAGE })
  .check(
    z.refine(Number.isSafeInteger, { error: INVALID_QUANTITY_MESSAGE, abort: true }),
    z.minimum(0, INVALID_QUANTITY_MESSAGE),
    z.maximum(MAX_TICKETS_PER_ORDER, INVALID_QUANTITY_MESSAGE),
  );

/**
 * What the browser sends to create an order. It carries no prices: the server prices it with
 * `quote`. Totals, capacity and the coupon are checked after parsing (ticketCountsProblem,
 * precheckCoupon / checkLookedUpCoupon), because they need the event and the coupon record.
 */
export const orderRequestSchema = z.object({
  eventId: z
    .string({ error: INVALID_EVENT_MESSAGE })
    .check(z.refine(isValidDocumentId, INVALID_EVENT_MESSAGE)),
  ticket499Count: ticketCount,
  ticket1212Count: ticketCount,
  couponCode: z.pipe(
    z.optional(z.nullable(z.string())),
    z.transform((raw) => {
      const code = raw == null ? '' : normaliseCouponInput(raw);
      return code === '' ? null : code;
    }),
  ),
  email: emailSchema,
  /** The lead guest's name, optional (docs/design.md §9.14). */
  name: leadGuestNameSchema,
});

export type OrderRequest = z.output<typeof orderRequestSchema>;
