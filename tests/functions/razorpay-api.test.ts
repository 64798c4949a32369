import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RazorpayApiError, createRazorpayApi } from '../../functions/src/razorpay-api';

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  /** X-Refund-Idempotency, sent with refunds only. */
  idempotency?: string | undefined;
  body: unknown;
}

type Reply = (seen: Seen, res: ServerResponse) => void;

/** A local stand-in for api.razorpay.com that the real `razorpay` package is pointed at. */
let server: ReturnType<typeof createServer>;
let hostUrl = '';
let seen: Seen[] = [];
let reply: Reply = (_seen, res) => res.writeHead(500).end();

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    req.on('end', () => resolve(data ? (JSON.parse(data) as unknown) : null));
  });
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

beforeEach(async () => {
  seen = [];
  server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const request = {
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
        idempotency: req.headers['x-refund-idempotency'] as string | undefined,
        body,
      };
      seen.push(request);
      reply(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  hostUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const KEYS = { keyId: 'rzp_test_adapter', keySecret: 'adapter_secret' };
const BASIC = `Basic ${Buffer.from('rzp_test_adapter:adapter_secret').toString('base64')}`;

describe('RazorpayApi on the razorpay package', () => {
  it('creates an order in paise and INR with our receipt, notes and automatic capture', async () => {
    reply = (_seen, res) =>
      json(res, 200, { id: 'order_Local1', entity: 'order', amount: 149900, status: 'created' });
    const api = createRazorpayApi({ ...KEYS, hostUrl });
    const made = await api.createOrder({
      amountPaise: 149_900,
      receipt: 'OurOrderId0000000001',
      notes: { eventTitle: 'Sangeet Night', couponCode: '' },
    });
    expect(made).toEqual({ id: 'order_Local1' });
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/v1/orders',
        authorization: BASIC,
        body: {
          amount: 149_900,
          currency: 'INR',
          receipt: 'OurOrderId0000000001',
          notes: { eventTitle: 'Sangeet Night', couponCode: '' },
          payment: { capture: 'automatic' },
        },
      },
    ]);
  });

  it("cuts notes to Razorpay's limits (15 keys, 256 characters)", async () => {
    reply = (_seen, res) => json(res, 200, { id: 'order_Local2' });
    const api = createRazorpayApi({ ...KEYS, hostUrl });
    const notes = Object.fromEntries(
      Array.from({ length: 17 }, (_, i) => [`k${i}`, 'x'.repeat(300)]),
    );
    await api.createOrder({ amountPaise: 100, receipt: 'r', notes });
    const sent = (seen[0]?.body as { notes: Record<string, string> }).notes;
    expect(Object.keys(sent)).toHaveLength(15);
    expect(Object.values(sent).every((value) => value.length === 256)).toBe(true);
  });

  it("lists an order's payments", async () => {
    reply = (_seen, res) =>
      json(res, 200, {
        entity: 'collection',
        count: 2,
        items: [
          { id: 'pay_A', order_id: 'order_Local3', status: 'failed', amount: 149900 },
          { id: 'pay_B', order_id: 'order_Local3', status: 'captured', amount: 149900 },
        ],
      });
    const api = createRazorpayApi({ ...KEYS, hostUrl });
    expect(await api.fetchOrderPayments('order_Local3')).toEqual([
      { id: 'pay_A', providerOrderId: 'order_Local3', status: 'failed', amountPaise: 149_900 },
      { id: 'pay_B', providerOrderId: 'order_Local3', status: 'captured', amountPaise: 149_900 },
    ]);
    expect(seen[0]).toMatchObject({
      method: 'GET',
      url: '/v1/orders/order_Local3/payments',
      authorization: BASIC,
    });
  });

  it('refunds a payment in full with the idempotency key, and answers the refund id', async () => {
    reply = (_seen, res) =>
      json(res, 200, { id: 'rfnd_Local1', entity: 'refund', amount: 60_600, status: 'pending' });
    const api = createRazorpayApi({ ...KEYS, hostUrl });
    const made = await api.refundPayment({
      paymentId: 'pay_Local1',
      amountPaise: 60_600,
      idempotencyKey: 'refund-pay_Local1',
      receipt: 'OurOrderId0000000001',
    });
    expect(made).toEqual({ id: 'rfnd_Local1' });
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/v1/payments/pay_Local1/refund',
        authorization: BASIC,
        idempotency: 'refund-pay_Local1',
        body: { amount: 60_600, speed: 'normal', receipt: 'OurOrderId0000000001' },
      },
    ]);
  });

  it("turns a refused refund into a RazorpayApiError with Razorpay's status and description", async () => {
    reply = (_seen, res) =>
      json(res, 400, {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'The payment has been fully refunded already',
        },
      });
    const api = createRazorpayApi({ ...KEYS, hostUrl });
    const refused = api.refundPayment({
      paymentId: 'pay_Local2',
      amountPaise: 100,
      idempotencyKey: 'refund-pay_Local2',
      receipt: 'r',
    });
    await expect(refused).rejects.toBeInstanceOf(RazorpayApiError);
    await expect(refused).rejects.toMatchObject({
      status: 400,
      message: 'Razorpay refund of pay_Local2 failed: The payment has been fully refunded already',
    });
  });

  it("turns Razorpay's refusal into a RazorpayApiError with its status and description", async () => {
    reply = (_seen, res) =>
      json(res, 400, {
        error: { code: 'BAD_REQUEST_ERROR', description: 'The amount must be atleast INR 1.00' },
      });
    const api = createRazorpayApi({ ...KEYS, hostUrl });
    const error: unknown = await api
      .createOrder({ amountPaise: 1, receipt: 'r', notes: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RazorpayApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Razorpay order creation failed: The amount must be atleast INR 1.00',
    });
  });

  it('gives up on a Razorpay that does not answer', async () => {
    reply = () => undefined;
    const api = createRazorpayApi({ ...KEYS, hostUrl, timeoutMs: 200 });
    const error: unknown = await api.fetchOrderPayments('order_Slow').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RazorpayApiError);
    expect(error).toMatchObject({ status: null });
  });

  it('fails cleanly when Razorpay cannot be reached', async () => {
    const api = createRazorpayApi({ ...KEYS, hostUrl: 'http://127.0.0.1:1' });
    await expect(api.createOrder({ amountPaise: 100, receipt: 'r', notes: {} })).rejects.toThrow(
      RazorpayApiError,
    );
  });
});
