/**
 * The contract between the Firebase web adapter (src/backend/firebase/) and the Cloud Functions
 * (functions/): the callables' names and what each takes and returns. No SDK is imported here,
 * so both sides (and their tests) share one definition.
 *
 * Failures cross as an HttpsError whose `details` is CallableErrorDetails: the web adapter turns
 * it back into the BackendError the function's flow threw (same code, same visitor-facing
 * message), so the booking page reads one kind of error whichever backend runs.
 */
import type { Ticket } from '@/domain/booking';
import type { StaffAccess } from '@/domain/team';
import type { TeamDoc } from '@/engine/collections';
import type { BackendErrorCode } from '@/engine/errors';
import type { PaymentConfirmation } from '@/engine/flows/fulfil-order';
import type { CreateOrderResult } from '../backend';

export const CALLABLE = {
  createOrder: 'createOrder',
  confirmPayment: 'confirmPayment',
  abandonOrder: 'abandonOrder',
  sendContactMessage: 'sendContactMessage',
  saveTeamMember: 'saveTeamMember',
  revokeTeamMember: 'revokeTeamMember',
  claimTeamAccess: 'claimTeamAccess',
} as const;

export type CallableName = (typeof CALLABLE)[keyof typeof CALLABLE];

/**
 * How long confirmPayment, abandonOrder and the webhook may run: the transaction that settles a
 * payment or releases a hold is run again on contention for up to a minute (SETTLE_RETRY_POLICY,
 * docs/design.md §4.4), and its last run needs room too. The browser waits a little longer
 * than this before it takes the call for lost.
 */
export const SETTLE_TIMEOUT_SECONDS = 120;

/**
 * How long createOrder may run: when every seat shard gave up on contention it runs the pass
 * again for up to 12 s (ORDER_RETRY_POLICY, docs/design.md §3.10), and its last pass needs room
 * too, before it makes the Razorpay order (up to 10 s, functions/src/razorpay-api.ts). The
 * browser waits a little longer than this before it takes the call for lost.
 */
export const ORDER_TIMEOUT_SECONDS = 60;

export interface CallableContract {
  /** Request: an OrderRequest as the browser sent it (parsed by the flow, never trusted). */
  createOrder: { request: unknown; response: CreateOrderResult };
  confirmPayment: { request: PaymentConfirmation; response: Ticket };
  abandonOrder: { request: { orderId: string }; response: { ok: true } };
  /** Request: a ContactMessage as the browser sent it (parsed by the flow, never trusted). */
  sendContactMessage: { request: unknown; response: { ok: true } };
  /**
   * The team (docs/design.md §6.1), organisers only. Request: a team member as the Team screen
   * sent it (parsed with teamMemberSchema by the flow, never trusted).
   */
  saveTeamMember: { request: unknown; response: TeamDoc };
  revokeTeamMember: { request: { email: string }; response: { ok: true } };
  /** Any signed-in account with a verified e-mail: picks up the role given to that e-mail. */
  claimTeamAccess: { request: Record<string, never>; response: { access: StaffAccess } };
}

/** What a function puts in HttpsError.details when a flow refused. */
export interface CallableErrorDetails {
  backendCode: BackendErrorCode;
}

export function isCallableErrorDetails(value: unknown): value is CallableErrorDetails {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { backendCode?: unknown }).backendCode === 'string'
  );
}

/** The HTTP endpoint Razorpay posts webhooks to (an onRequest function of this name). */
export const WEBHOOK_FUNCTION = 'razorpayWebhook';
/** The scheduled function that settles orders whose checkout never came back. */
export const RECONCILE_FUNCTION = 'reconcilePayments';
/** Default region of every function; overridable at deploy (FUNCTIONS_REGION). */
export const DEFAULT_FUNCTIONS_REGION = 'asia-south1';
