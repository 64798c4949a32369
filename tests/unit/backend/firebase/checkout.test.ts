import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lazyAppCheck } from '@/backend/firebase/app-check';
import { createCallFunction } from '@/backend/firebase/call-function';
import {
  BOOKING_SERVICE_UNREACHABLE_MESSAGE,
  createCheckoutApi,
} from '@/backend/firebase/checkout';
import { DEFAULT_FUNCTIONS_REGION } from '@/backend/firebase-common/callables';
import { COUPON_INVALID_MESSAGE, COUPON_PREFIX_MESSAGE } from '@/domain/coupons';
import { BOOKING_SAVE_FAILED_MESSAGE } from '@/domain/orders';
import type { PromoCode } from '@/domain/promo-codes';
import { fakeReads } from './fake-reads';

const NOW = new Date('2026-11-23T06:00:00Z');
const ORDER = {
  eventId: 'ev1',
  ticket499Count: 0,
  ticket1212Count: 1,
  couponCode: null,
  email: 'asha@example.com',
};
const clock = () => NOW;

describe('Firebase checkout.previewCoupon', () => {
  const half: PromoCode = {
    id: 'VIPHALF2X',
    code: 'VIPHALF2X',
    discountPercentage: 50,
    attendeeLimit: 2,
    redeemed: false,
    isActive: true,
    createdAt: '2026-11-01T00:00:00.000Z',
    ticketType: '1212',
    usedFor: 'Stag',
    stagAttendeeLimit: 2,
    coupleAttendeeLimit: 2,
  };

  it('is the engine’s check over one get of promoCodes/{code}', async () => {
    const { reads, get } = fakeReads({ promoCodes: { VIPHALF2X: half } });
    const checkout = createCheckoutApi(reads, () => Promise.reject(new Error('no calls')), clock);
    const preview = await checkout.previewCoupon(' viphalf2x ', {
      ticket499Count: 0,
      ticket1212Count: 2,
    });
    expect(preview).toMatchObject({
      ok: true,
      coupon: { code: 'VIPHALF2X', discountPercentage: 50 },
    });
    expect(get).toHaveBeenCalledExactlyOnceWith('promoCodes', 'VIPHALF2X');
  });

  it('says what is wrong without a read when it can, and "Invalid coupon code" for none', async () => {
    const { reads, get } = fakeReads();
    const checkout = createCheckoutApi(reads, () => Promise.reject(new Error('no calls')), clock);
    const counts = { ticket499Count: 0, ticket1212Count: 1 };
    expect(await checkout.previewCoupon('SAVE10', counts)).toEqual({
      ok: false,
      message: COUPON_PREFIX_MESSAGE,
    });
    expect(get).not.toHaveBeenCalled();
    expect(await checkout.previewCoupon('VIPNOSUCH1', counts)).toEqual({
      ok: false,
      message: COUPON_INVALID_MESSAGE,
    });
  });
});

/**
 * The callables through the real functions SDK, against a local server that speaks the callable
 * protocol (POST {data} → {result} or {error: {status, message, details}}), reached the way
 * VITE_USE_EMULATORS reaches the functions emulator. What is tested is what the SDK really hands
 * the adapter, and what the adapter makes of it.
 */
describe('Firebase checkout callables', () => {
  const PROJECT = 'demo-sangeet-unit';
  const requests: { path: string; body: unknown }[] = [];
  /** The App Check token header of each call, in order (undefined: none was sent). */
  const appCheckHeaders: (string | undefined)[] = [];
  let answer: (path: string, res: ServerResponse) => void;
  let server: Server;
  let app: FirebaseApp;
  let port: number;

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  function checkoutOn(toPort: number, startAppCheck = async () => {}) {
    const functions = getFunctions(app, DEFAULT_FUNCTIONS_REGION);
    connectFunctionsEmulator(functions, '127.0.0.1', toPort);
    return createCheckoutApi(
      fakeReads().reads,
      createCallFunction(functions, startAppCheck),
      clock,
    );
  }

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      req.on('end', () => {
        if (req.method === 'OPTIONS') return json(res, 204, {});
        requests.push({ path: req.url ?? '', body: raw ? JSON.parse(raw) : null });
        const appCheck = req.headers['x-firebase-appcheck'];
        appCheckHeaders.push(typeof appCheck === 'string' ? appCheck : undefined);
        answer(req.url ?? '', res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    if (app) await deleteApp(app);
  });

  let appCount = 0;
  const freshApp = () => {
    appCount += 1;
    app = initializeApp(
      { projectId: PROJECT, apiKey: 'unit-test', appId: 'unit' },
      `unit-${appCount}`,
    );
  };

  it('sends the request to the named callable and returns its answer', async () => {
    freshApp();
    requests.length = 0;
    const result = { kind: 'payment-required', payment: { orderId: 'o1', amount: 1212 } };
    answer = (_path, res) => json(res, 200, { result });
    const request = ORDER;
    expect(await checkoutOn(port).createOrder(request)).toEqual(result);
    expect(requests).toEqual([
      { path: `/${PROJECT}/${DEFAULT_FUNCTIONS_REGION}/createOrder`, body: { data: request } },
    ]);
  });

  it('starts App Check on the first call, not before, and sends its token with every call', async () => {
    freshApp();
    appCheckHeaders.length = 0;
    answer = (path, res) =>
      json(res, 200, { result: path.endsWith('/abandonOrder') ? { ok: true } : { kind: 'x' } });
    let starts = 0;
    const appCheck = lazyAppCheck(app, { recaptchaEnterpriseSiteKey: null, useEmulators: true });
    const checkout = checkoutOn(port, () => {
      starts += 1;
      return appCheck();
    });
    expect(starts).toBe(0);
    await checkout.createOrder(ORDER);
    await checkout.abandonOrder('o1');
    expect(starts).toBe(2);
    expect(appCheckHeaders).toHaveLength(2);
    for (const token of appCheckHeaders) {
      const payload: unknown = JSON.parse(atob(token?.split('.')[1] ?? ''));
      expect(payload).toMatchObject({ sub: 'unit' });
    }
  });

  it('rethrows a flow’s refusal as the same BackendError (code and message)', async () => {
    freshApp();
    answer = (_path, res) =>
      json(res, 400, {
        error: {
          status: 'FAILED_PRECONDITION',
          message: 'Sorry, only 2 seats are left.',
          details: { backendCode: 'over-capacity' },
        },
      });
    await expect(checkoutOn(port).createOrder(ORDER)).rejects.toMatchObject({
      name: 'BackendError',
      code: 'over-capacity',
      message: 'Sorry, only 2 seats are left.',
    });
  });

  it('makes a crash without details "unavailable" with a message fit for each step', async () => {
    freshApp();
    answer = (_path, res) => {
      res.writeHead(500);
      res.end('Internal Server Error');
    };
    const checkout = checkoutOn(port);
    await expect(checkout.abandonOrder('o1')).rejects.toMatchObject({
      code: 'unavailable',
      message: BOOKING_SERVICE_UNREACHABLE_MESSAGE,
    });
    // After a payment, the visitor must be told not to pay again.
    await expect(
      checkout.confirmPayment({
        orderId: 'o1',
        paymentId: 'pay_1',
        providerOrderId: 'order_1',
        signature: 'sig',
      }),
    ).rejects.toMatchObject({ code: 'unavailable', message: BOOKING_SAVE_FAILED_MESSAGE });
  });

  it('makes a network failure (nothing listening) "unavailable"', async () => {
    freshApp();
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(checkoutOn(deadPort).createOrder(ORDER)).rejects.toMatchObject({
      code: 'unavailable',
      message: BOOKING_SERVICE_UNREACHABLE_MESSAGE,
    });
  });
});
