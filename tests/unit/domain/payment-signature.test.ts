import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  constantTimeEqual,
  signPayment,
  signWebhook,
  verifyPaymentSignature,
  verifyWebhookSignature,
} from '@/domain/payment-signature';

const SECRET = 'rzp_test_secret_1234';
const payment = { providerOrderId: 'order_IluGWxBm9U8zJ8', paymentId: 'pay_IH4NVgf4Dreq1l' };

// An independent implementation (Node's crypto) to check ours against.
const nodeHmac = (secret: string, message: string) =>
  createHmac('sha256', secret).update(message).digest('hex');

describe('signPayment', () => {
  it('is the lower-case hex HMAC-SHA256 of "order_id|payment_id"', async () => {
    const signature = await signPayment(payment, SECRET);
    expect(signature).toBe(nodeHmac(SECRET, `${payment.providerOrderId}|${payment.paymentId}`));
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['empty order id', { ...payment, providerOrderId: '' }, SECRET],
    ['empty payment id', { ...payment, paymentId: '' }, SECRET],
    ['empty secret', payment, ''],
  ])('refuses to sign with an %s', async (_name, input, secret) => {
    await expect(signPayment(input, secret)).rejects.toThrow();
  });
});

describe('verifyPaymentSignature', () => {
  it('accepts the signature Checkout returns', async () => {
    const signature = await signPayment(payment, SECRET);
    await expect(verifyPaymentSignature({ ...payment, signature }, SECRET)).resolves.toBe(true);
  });

  it.each<[string, (signature: string) => Parameters<typeof verifyPaymentSignature>]>([
    [
      'tampered payment id',
      (s) => [{ ...payment, paymentId: 'pay_IH4NVgf4Dreq1m', signature: s }, SECRET],
    ],
    [
      'tampered order id',
      (s) => [{ ...payment, providerOrderId: 'order_other', signature: s }, SECRET],
    ],
    [
      'ids swapped',
      (s) => [
        { providerOrderId: payment.paymentId, paymentId: payment.providerOrderId, signature: s },
        SECRET,
      ],
    ],
    [
      'separator moved into the ids',
      (s) => [
        {
          providerOrderId: `${payment.providerOrderId}|pay`,
          paymentId: payment.paymentId.slice(4),
          signature: s,
        },
        SECRET,
      ],
    ],
    ['wrong secret', (s) => [{ ...payment, signature: s }, 'another_secret']],
    ['empty secret', (s) => [{ ...payment, signature: s }, '']],
    ['upper-case hex', (s) => [{ ...payment, signature: s.toUpperCase() }, SECRET]],
    ['one character short', (s) => [{ ...payment, signature: s.slice(0, -1) }, SECRET]],
    ['one character extra', (s) => [{ ...payment, signature: `${s}0` }, SECRET]],
    [
      'last character changed',
      (s) => [{ ...payment, signature: s.slice(0, -1) + (s.endsWith('0') ? '1' : '0') }, SECRET],
    ],
    [
      'base64 of the right MAC',
      (s) => [{ ...payment, signature: Buffer.from(s, 'hex').toString('base64') }, SECRET],
    ],
    ['garbage', () => [{ ...payment, signature: 'not-a-signature' }, SECRET]],
    ['non-ASCII of the right length', () => [{ ...payment, signature: 'é'.repeat(32) }, SECRET]],
    ['a huge string', (s) => [{ ...payment, signature: s.repeat(10_000) }, SECRET]],
    ['empty signature', () => [{ ...payment, signature: '' }, SECRET]],
    ['empty payment id', (s) => [{ ...payment, paymentId: '', signature: s }, SECRET]],
    ['empty order id', (s) => [{ ...payment, providerOrderId: '', signature: s }, SECRET]],
    ['everything empty', () => [{ providerOrderId: '', paymentId: '', signature: '' }, '']],
  ])('rejects a %s', async (_name, build) => {
    const signature = await signPayment(payment, SECRET);
    await expect(verifyPaymentSignature(...build(signature))).resolves.toBe(false);
  });

  it('rejects a signature of "|" made under an empty-id pair even if the secret matches', async () => {
    const signature = nodeHmac(SECRET, '|');
    await expect(
      verifyPaymentSignature({ providerOrderId: '', paymentId: '', signature }, SECRET),
    ).resolves.toBe(false);
  });

  it('never throws on values that are not strings', async () => {
    const bogus = { providerOrderId: 1, paymentId: null, signature: {} } as unknown as Parameters<
      typeof verifyPaymentSignature
    >[0];
    await expect(verifyPaymentSignature(bogus, SECRET)).resolves.toBe(false);
  });
});

describe('webhook signatures', () => {
  const body =
    '{"entity":"event","event":"order.paid","payload":{"order":{"entity":{"id":"order_1"}}}}';
  const WEBHOOK_SECRET = 'whsec_demo';

  it('signs the raw body as Razorpay does', async () => {
    await expect(signWebhook(body, WEBHOOK_SECRET)).resolves.toBe(nodeHmac(WEBHOOK_SECRET, body));
  });

  it('accepts the raw body as a string or as bytes', async () => {
    const signature = nodeHmac(WEBHOOK_SECRET, body);
    await expect(verifyWebhookSignature(body, signature, WEBHOOK_SECRET)).resolves.toBe(true);
    await expect(
      verifyWebhookSignature(Buffer.from(body, 'utf8'), signature, WEBHOOK_SECRET),
    ).resolves.toBe(true);
  });

  it.each<[string, string, (signature: string) => string, string]>([
    ['re-serialised body', JSON.stringify(JSON.parse(body), null, 1), (s) => s, WEBHOOK_SECRET],
    ['body with one byte changed', body.replace('order_1', 'order_2'), (s) => s, WEBHOOK_SECRET],
    ['wrong secret', body, (s) => s, 'whsec_other'],
    ['empty secret', body, (s) => s, ''],
    ['upper-case signature', body, (s) => s.toUpperCase(), WEBHOOK_SECRET],
    ['truncated signature', body, (s) => s.slice(0, 63), WEBHOOK_SECRET],
    ['empty signature', body, () => '', WEBHOOK_SECRET],
  ])('rejects a %s', async (_name, receivedBody, mangle, secret) => {
    const signature = mangle(nodeHmac(WEBHOOK_SECRET, body));
    await expect(verifyWebhookSignature(receivedBody, signature, secret)).resolves.toBe(false);
  });

  it('rejects a body that is neither text nor bytes', async () => {
    const signature = nodeHmac(WEBHOOK_SECRET, body);
    await expect(
      verifyWebhookSignature({ body } as unknown as string, signature, WEBHOOK_SECRET),
    ).resolves.toBe(false);
  });
});

describe('constantTimeEqual', () => {
  const bytes = (...values: number[]) => Uint8Array.from(values);
  it.each<[string, Uint8Array, Uint8Array, boolean]>([
    ['equal', bytes(1, 2, 3), bytes(1, 2, 3), true],
    ['both empty', bytes(), bytes(), true],
    ['last byte differs', bytes(1, 2, 3), bytes(1, 2, 4), false],
    ['first byte differs', bytes(1, 2, 3), bytes(0, 2, 3), false],
    ['actual shorter (a prefix)', bytes(1, 2, 3), bytes(1, 2), false],
    ['actual longer (an extension)', bytes(1, 2, 3), bytes(1, 2, 3, 0), false],
    ['actual empty', bytes(1, 2, 3), bytes(), false],
    ['trailing zero vs missing byte', bytes(1, 2, 0), bytes(1, 2), false],
  ])('%s → %s', (_name, expected, actual, equal) => {
    expect(constantTimeEqual(expected, actual)).toBe(equal);
  });
});
