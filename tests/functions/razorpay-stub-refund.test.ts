import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RazorpayApiError, createRazorpayApi } from '../../functions/src/razorpay-api';
import { startRazorpayStub } from '../../scripts/lib/razorpay-stub.mjs';

const KEYS = { keyId: 'rzp_test_stub_refunds', keySecret: 'stub_refund_secret' };
let stub: Awaited<ReturnType<typeof startRazorpayStub>>;

beforeAll(async () => {
  stub = await startRazorpayStub(KEYS);
});

afterAll(() => stub.stop());

/** An order made through the real client, paid through the stand-in's test checkout. */
async function capturedPayment(api: ReturnType<typeof createRazorpayApi>) {
  const order = await api.createOrder({ amountPaise: 60_600, receipt: 'our-order-1', notes: {} });
  const answer = await fetch(`${stub.origin}/test-checkout/orders/${order.id}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key_id: KEYS.keyId }),
  });
  const paid = (await answer.json()) as { razorpay_payment_id: string };
  return { providerOrderId: order.id, paymentId: paid.razorpay_payment_id };
}

describe('the Razorpay stand-in refunds (scripts/lib/razorpay-stub.mjs)', () => {
  it('refunds a captured payment once per idempotency key, and can be made to fail', async () => {
    const api = createRazorpayApi({ ...KEYS, hostUrl: stub.origin });
    const { providerOrderId, paymentId } = await capturedPayment(api);
    const request = {
      paymentId,
      amountPaise: 60_600,
      idempotencyKey: `refund-${paymentId}`,
      receipt: 'our-order-1',
    };

    stub.failRefunds(true);
    await expect(api.refundPayment(request)).rejects.toBeInstanceOf(RazorpayApiError);
    await expect(api.refundPayment(request)).rejects.toMatchObject({ status: 502 });
    expect((await api.fetchOrderPayments(providerOrderId))[0]?.status).toBe('captured');

    stub.failRefunds(false);
    const first = await api.refundPayment(request);
    expect(first.id).toMatch(/^rfnd_/);
    // The same key again (a retry after a lost answer): the same refund, not a second one.
    expect(await api.refundPayment(request)).toEqual(first);
    expect((await api.fetchOrderPayments(providerOrderId))[0]?.status).toBe('refunded');
    // A new key cannot refund the money twice.
    await expect(
      api.refundPayment({ ...request, idempotencyKey: `other-${paymentId}` }),
    ).rejects.toMatchObject({ status: 400 });
  });
});
