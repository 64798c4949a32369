/**
 * The Cloud Functions (docs/design.md §16.2, §4), wired to Firebase: secrets, region, the Admin
 * SDK store and the Razorpay client. Everything they do is in ./handlers, on the engine's flows.
 */
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { defineSecret, defineString } from 'firebase-functions/params';
import { setGlobalOptions } from 'firebase-functions/v2';
import { onCall, onRequest, type CallableRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import {
  DEFAULT_FUNCTIONS_REGION,
  ORDER_TIMEOUT_SECONDS,
  SETTLE_TIMEOUT_SECONDS,
} from '@/backend/firebase-common/callables';
import { CHECKOUT_FAILURE_MESSAGES } from '@/domain/checkout-messages';
import { cryptoRandomBytes } from '@/domain/random-bytes';
import { isBackendError } from '@/engine/errors';
import { createAdminStore } from './admin-store';
import {
  APP_CHECK_ENFORCED,
  APP_CHECK_REPLAY_PROTECTED,
  refuseReplayedAppCheckToken,
} from './app-check';
import { toHttpsError } from './callable-errors';
import { callerIp } from './client-ip';
import type { FunctionsDeps, PaymentSecrets } from './deps';
import {
  abandonOrderHandler,
  confirmPaymentHandler,
  createOrderHandler,
} from './handlers/checkout';
import { sendContactMessageHandler } from './handlers/contact';
import {
  claimTeamAccessHandler,
  revokeTeamMemberHandler,
  saveTeamMemberHandler,
  type SignedInCaller,
} from './handlers/team';
import { handleRazorpayWebhook } from './handlers/razorpay-webhook';
import { reconcilePayments as reconcile } from './handlers/reconcile-payments';
import { ticketMailSettings } from '@/config/ticket-mail';
import { createOrderQueries } from './order-queries';
import { retryReporter } from './transaction-retries';
import { emulatorRazorpayHost } from './emulator-razorpay-host';
import { createRazorpayApi, type RazorpayApi } from './razorpay-api';

const RAZORPAY_KEY_ID = defineSecret('RAZORPAY_KEY_ID');
const RAZORPAY_KEY_SECRET = defineSecret('RAZORPAY_KEY_SECRET');
const RAZORPAY_WEBHOOK_SECRET = defineSecret('RAZORPAY_WEBHOOK_SECRET');
const FUNCTIONS_REGION = defineString('FUNCTIONS_REGION', {
  default: DEFAULT_FUNCTIONS_REGION,
  description: 'Region of every function (near the buyers: asia-south1 is Mumbai).',
});

const SITE_URL = defineString('SITE_URL', {
  default: 'https://sangeetvibes.in',
  description:
    "The site's origin, e.g. https://sangeetvibes.in: ticket e-mails link to SITE_URL/ticket/{token}.",
});

setGlobalOptions({ region: FUNCTIONS_REGION, maxInstances: 10 });

let firestore: ReturnType<typeof getFirestore> | null = null;

/** Admin SDK set up on first use, not at load, so deploy-time analysis stays fast. */
function db() {
  if (!firestore) {
    initializeApp();
    firestore = getFirestore();
  }
  return firestore;
}

/** Read when a handler needs one, so each function is given only the secrets it uses. */
const secrets: PaymentSecrets = {
  get keyId() {
    return RAZORPAY_KEY_ID.value();
  },
  get keySecret() {
    return RAZORPAY_KEY_SECRET.value();
  },
  get webhookSecret() {
    return RAZORPAY_WEBHOOK_SECRET.value();
  },
};

/** The Razorpay client, made on first use (its constructor needs the key id). */
function razorpay(): RazorpayApi {
  let api: RazorpayApi | null = null;
  const client = () =>
    (api ??= createRazorpayApi({
      keyId: secrets.keyId,
      keySecret: secrets.keySecret,
      hostUrl: emulatorRazorpayHost(process.env),
    }));
  return {
    createOrder: (request) => client().createOrder(request),
    fetchOrderPayments: (providerOrderId) => client().fetchOrderPayments(providerOrderId),
    refundPayment: (request) => client().refundPayment(request),
  };
}

function deps(): FunctionsDeps {
  return {
    env: {
      store: createAdminStore(db(), retryReporter(logger)),
      now: () => new Date(),
      random: cryptoRandomBytes,
      ticketMail: ticketMailSettings(SITE_URL.value()),
    },
    razorpay: razorpay(),
    secrets,
    orders: createOrderQueries(db()),
    log: logger,
  };
}

/** A callable's failures cross as HttpsError with the flow's code and visitor-facing message. */
function callable<T>(fallbackMessage: string, run: (request: CallableRequest) => Promise<T>) {
  return async (request: CallableRequest): Promise<T> => {
    try {
      return await run(request);
    } catch (error) {
      // A refusal the visitor can act on is routine; anything wrapped as 'unknown' is a fault.
      const fault = !isBackendError(error) || error.code === 'unknown';
      const cause = error instanceof Error ? (error.cause ?? error) : error;
      (fault ? logger.error : logger.warn)('Callable refused.', {
        code: isBackendError(error) ? error.code : 'unknown',
        cause: cause instanceof Error ? cause.stack : String(cause),
      });
      throw toHttpsError(error, fallbackMessage);
    }
  };
}

// The web adapter words a contact failure itself (src/backend/firebase/contact.ts); this is for logs.
const CONTACT_NOT_STORED_MESSAGE = 'The message could not be stored.';

// Each function is given only the secrets its handler reads.
const apiKeys = [RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET];

export const createOrder = onCall(
  { ...APP_CHECK_REPLAY_PROTECTED, secrets: apiKeys, timeoutSeconds: ORDER_TIMEOUT_SECONDS },
  callable(CHECKOUT_FAILURE_MESSAGES.createOrder, async (request) => {
    refuseReplayedAppCheckToken(request);
    return createOrderHandler(deps(), request.data, { ip: callerIp(request.rawRequest) });
  }),
);

export const confirmPayment = onCall(
  { ...APP_CHECK_ENFORCED, secrets: [RAZORPAY_KEY_SECRET], timeoutSeconds: SETTLE_TIMEOUT_SECONDS },
  callable(CHECKOUT_FAILURE_MESSAGES.confirmPayment, (request) =>
    confirmPaymentHandler(deps(), request.data),
  ),
);

export const abandonOrder = onCall(
  { ...APP_CHECK_ENFORCED, timeoutSeconds: SETTLE_TIMEOUT_SECONDS },
  callable(CHECKOUT_FAILURE_MESSAGES.abandonOrder, (request) =>
    abandonOrderHandler(deps(), request.data),
  ),
);

export const sendContactMessage = onCall(
  { ...APP_CHECK_ENFORCED, timeoutSeconds: 30 },
  callable(CONTACT_NOT_STORED_MESSAGE, (request) =>
    sendContactMessageHandler(deps(), request.data, { ip: callerIp(request.rawRequest) }),
  ),
);

export const razorpayWebhook = onRequest(
  { secrets: [RAZORPAY_WEBHOOK_SECRET], timeoutSeconds: SETTLE_TIMEOUT_SECONDS, invoker: 'public' },
  async (req, res) => {
    if (req.method !== 'POST') {
      res.set('Allow', 'POST').status(405).send('POST only.');
      return;
    }
    const answer = await handleRazorpayWebhook(deps(), {
      rawBody: req.rawBody,
      signature: req.get('x-razorpay-signature'),
      eventId: req.get('x-razorpay-event-id'),
    });
    res.status(answer.status).send(answer.body);
  },
);

export const reconcilePayments = onSchedule(
  { schedule: 'every 10 minutes', secrets: apiKeys, timeoutSeconds: 300 },
  async () => {
    const report = await reconcile(deps());
    logger.info('Reconciled pending orders.', { ...report });
  },
);

// ------------------------------------------------------------------ the team

// The Team screen's writes (docs/design.md §6.1). Organisers only: the flows read the caller's
// users/{uid} in their own transaction and refuse door staff and everyone else.
const TEAM_FAILED_MESSAGE = 'Failed to save the team member.';

function signedInCaller(request: CallableRequest): SignedInCaller {
  const token = request.auth?.token;
  return {
    uid: request.auth?.uid ?? null,
    email: typeof token?.email === 'string' ? token.email : null,
    emailVerified: token?.email_verified === true,
  };
}

/** users/{uid} with this e-mail: records the make-admin script and claimTeamAccess wrote. */
async function findUserId(email: string): Promise<string | null> {
  const found = await db().collection('users').where('email', '==', email).limit(1).get();
  return found.docs[0]?.id ?? null;
}

export const saveTeamMember = onCall(
  { ...APP_CHECK_ENFORCED, timeoutSeconds: 30 },
  callable(TEAM_FAILED_MESSAGE, (request) =>
    saveTeamMemberHandler(deps(), request.data, signedInCaller(request), findUserId),
  ),
);

export const revokeTeamMember = onCall(
  { ...APP_CHECK_ENFORCED, timeoutSeconds: 30 },
  callable(TEAM_FAILED_MESSAGE, (request) =>
    revokeTeamMemberHandler(
      deps(),
      request.data as { email: string },
      signedInCaller(request),
      findUserId,
    ),
  ),
);

export const claimTeamAccess = onCall(
  { ...APP_CHECK_ENFORCED, timeoutSeconds: 30 },
  callable(TEAM_FAILED_MESSAGE, (request) =>
    claimTeamAccessHandler(deps(), signedInCaller(request)),
  ),
);
