// A local stand-in for Razorpay's Orders API, for the Functions emulator in
// `npm run test:emulators` (the functions reach it through RAZORPAY_API_BASE_URL, which they
// honour only under the emulator). It answers the two calls the functions make — create an
// order, list an order's payments — as Razorpay documents them, and refuses any request not
// signed with the test key pair, as Razorpay would.
import { randomBytes } from 'node:crypto';
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

/** Starts the stand-in on a free port; resolves with its origin and a stop function. */
export async function startRazorpayStub({ keyId, keySecret }) {
  const basic = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const orders = new Map();
  const server = createServer((req, res) => {
    void readBody(req).then((body) => {
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
      const payments = /^\/v1\/orders\/([^/]+)\/payments$/.exec(url.pathname);
      if (req.method === 'GET' && payments) {
        if (!orders.has(payments[1])) {
          fail(res, 400, 'The id provided does not exist');
          return;
        }
        json(res, 200, { entity: 'collection', count: 0, items: [] });
        return;
      }
      fail(res, 404, 'The requested URL was not found on the server.');
    });
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address();
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
