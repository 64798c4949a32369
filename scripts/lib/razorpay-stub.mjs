// A local stand-in for Razorpay's Orders API, for the Functions emulator in
// `npm run test:emulators` and `npm run start:firebase` (the functions reach it through
// RAZORPAY_API_BASE_URL, which they honour only under the emulator). It answers the two calls the
// functions make — create an order, list an order's payments — as Razorpay documents them, and
// refuses any request not signed with the test key pair, as Razorpay would. It also refunds a
// captured payment in full (POST /v1/payments/{id}/refund, docs/design.md §4.7), once per
// X-Refund-Idempotency key as Razorpay does; `failRefunds(true)` makes refunds answer 502 until
// switched back, for tests of the reconcile job's retry.
//
// For the emulator build's test checkout (src/backend/firebase/emulator/test-checkout.ts,
// docs/design.md §16.5) it also stands in for Razorpay's browser widget: POST
// /test-checkout/orders/{id}/pay "captures" a payment for the whole order and answers what
// Checkout hands its success handler, signed with the real HMAC under the test key secret, so
// confirmPayment verifies it exactly as in production. That route takes the public key id only
// (as the widget does) and answers any origin (the page is served from another port).
import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

function json(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function fail(res, status, description) {
  json(res, status, { error: { code: 'BAD_REQUEST_ERROR', description } });
}

function readBody(req) {
  return new Promise((done) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk.toString('utf8')));
    req.on('end', () => {
      try {
        done(data ? JSON.parse(data) : null);
      } catch {
        done(undefined);
      }
    });
  });
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
};

/** Razorpay Checkout's signature: HMAC-SHA256 of `order_id|payment_id` under the key secret. */
export function checkoutSignature(orderId, paymentId, keySecret) {
  return createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');
}

/** The test checkout's Pay: a captured payment for the whole order, as the widget reports it. */
function payFromTestCheckout(req, res, body, { orders, payments, keyId, keySecret }, orderId) {
  const send = (status, answer) =>
    res
      .writeHead(status, { 'content-type': 'application/json', ...CORS })
      .end(JSON.stringify(answer));
  if (!body || body.key_id !== keyId) {
    send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Unknown key id' } });
    return;
  }
  const order = orders.get(orderId);
  if (!order) {
    send(400, {
      error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' },
    });
    return;
  }
  if (order.status === 'paid') {
    send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'This order is already paid' } });
    return;
  }
  const payment = {
    id: `pay_${randomBytes(7).toString('hex')}`,
    entity: 'payment',
    amount: order.amount,
    currency: order.currency,
    status: 'captured',
    order_id: order.id,
    captured: true,
    created_at: Math.floor(Date.now() / 1000),
  };
  Object.assign(order, { status: 'paid', amount_paid: order.amount, amount_due: 0 });
  order.attempts += 1;
  payments.set(order.id, [...(payments.get(order.id) ?? []), payment]);
  send(200, {
    razorpay_payment_id: payment.id,
    razorpay_order_id: order.id,
    razorpay_signature: checkoutSignature(order.id, payment.id, keySecret),
  });
}

/** A full refund of a captured payment, once per idempotency key. */
function refund(req, res, body, { payments, refunds }, paymentId) {
  const key = req.headers['x-refund-idempotency'];
  const earlier = typeof key === 'string' ? refunds.get(key) : undefined;
  if (earlier) {
    json(res, 200, earlier);
    return;
  }
  const payment = [...payments.values()].flat().find((p) => p.id === paymentId);
  if (!payment) {
    fail(res, 400, 'The id provided does not exist');
    return;
  }
  if (payment.status !== 'captured') {
    fail(res, 400, 'The payment has been fully refunded already');
    return;
  }
  const amount = body && Number.isInteger(body.amount) ? body.amount : payment.amount;
  if (amount !== payment.amount) {
    fail(res, 400, 'The stand-in only makes full refunds');
    return;
  }
  const made = {
    id: `rfnd_${randomBytes(7).toString('hex')}`,
    entity: 'refund',
    amount,
    currency: payment.currency,
    payment_id: payment.id,
    receipt: body?.receipt ?? null,
    status: 'processed',
    speed_requested: body?.speed ?? 'normal',
    created_at: Math.floor(Date.now() / 1000),
  };
  Object.assign(payment, { status: 'refunded', amount_refunded: amount, refund_status: 'full' });
  if (typeof key === 'string') refunds.set(key, made);
  json(res, 200, made);
}

/**
 * Starts the stand-in on a free port; resolves with its origin, a stop function and
 * `failRefunds(on)`, the switch that makes refund calls fail.
 */
export async function startRazorpayStub({ keyId, keySecret }) {
  const basic = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const orders = new Map();
  const payments = new Map();
  const refunds = new Map();
  let refundsFail = false;
  const server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const testCheckout = /^\/test-checkout\/orders\/([^/]+)\/pay$/.exec(
        new URL(req.url ?? '/', 'http://stub').pathname,
      );
      if (testCheckout && req.method === 'OPTIONS') {
        res.writeHead(204, CORS).end();
        return;
      }
      if (testCheckout && req.method === 'POST') {
        const state = { orders, payments, keyId, keySecret };
        payFromTestCheckout(req, res, body, state, decodeURIComponent(testCheckout[1]));
        return;
      }
      if (req.headers.authorization !== basic) {
        fail(res, 401, 'Authentication failed');
        return;
      }
      const url = new URL(req.url ?? '/', 'http://stub');
      if (req.method === 'POST' && url.pathname === '/v1/orders') {
        if (
          !body ||
          !Number.isInteger(body.amount) ||
          body.amount < 100 ||
          body.currency !== 'INR'
        ) {
          fail(res, 400, 'The amount must be at least INR 1.00 in paise, in INR.');
          return;
        }
        const order = {
          id: `order_${randomBytes(7).toString('hex')}`,
          entity: 'order',
          amount: body.amount,
          amount_paid: 0,
          amount_due: body.amount,
          currency: 'INR',
          receipt: body.receipt ?? null,
          notes: body.notes ?? {},
          status: 'created',
          attempts: 0,
          created_at: Math.floor(Date.now() / 1000),
        };
        orders.set(order.id, order);
        json(res, 200, order);
        return;
      }
      const refunding = /^\/v1\/payments\/([^/]+)\/refund$/.exec(url.pathname);
      if (req.method === 'POST' && refunding) {
        if (refundsFail) {
          json(res, 502, { error: { code: 'GATEWAY_ERROR', description: 'Refunds are down' } });
          return;
        }
        refund(req, res, body, { payments, refunds }, decodeURIComponent(refunding[1]));
        return;
      }
      const listing = /^\/v1\/orders\/([^/]+)\/payments$/.exec(url.pathname);
      if (req.method === 'GET' && listing) {
        if (!orders.has(listing[1])) {
          fail(res, 400, 'The id provided does not exist');
          return;
        }
        const items = payments.get(listing[1]) ?? [];
        json(res, 200, { entity: 'collection', count: items.length, items });
        return;
      }
      fail(res, 404, 'The requested URL was not found on the server.');
    });
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address();
  return {
    origin: `http://127.0.0.1:${port}`,
    failRefunds: (on) => {
      refundsFail = on;
    },
    stop: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
