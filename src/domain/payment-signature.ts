/**
 * Razorpay's signatures (docs/design.md §4.4, §4.5), checked with Web Crypto so the very same
 * code runs in the browser (demo backend) and in Cloud Functions (Node 20+).
 *
 * - Checkout: HMAC-SHA256 of `${order_id}|${payment_id}` under the key secret.
 * - Webhook: HMAC-SHA256 of the raw request body under the webhook secret.
 * Both are lower-case hex.
 */

export interface SignedPayment {
  providerOrderId: string;
  paymentId: string;
}

export interface PaymentSignature extends SignedPayment {
  signature: string;
}

const encoder = new TextEncoder();
const HEX = '0123456789abcdef';
/** Hex of a SHA-256 MAC. Anything longer is not a signature and is not worth encoding. */
const SIGNATURE_HEX_LENGTH = 64;

function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) out += HEX[byte >> 4]! + HEX[byte & 15]!;
  return out;
}

async function hmacSha256(secret: string, message: BufferSource): Promise<Uint8Array> {
  const key = await globalThis.crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', key, message));
}

/**
 * True when both hold the same bytes. The loop always runs over all of `expected`, whatever
 * `actual` holds, so the time taken says nothing about how much of a guess was right. (Lengths
 * are not secret: every valid signature has the same one.)
 */
export function constantTimeEqual(expected: Uint8Array, actual: Uint8Array): boolean {
  let difference = expected.length ^ actual.length;
  for (let i = 0; i < expected.length; i++) {
    difference |= expected[i]! ^ (actual[i] ?? 0);
  }
  return difference === 0;
}

function nonEmpty(...values: unknown[]): boolean {
  return values.every((value) => typeof value === 'string' && value !== '');
}

function matches(expectedHex: string, signature: unknown): boolean {
  if (typeof signature !== 'string' || signature.length > SIGNATURE_HEX_LENGTH * 4) return false;
  return constantTimeEqual(encoder.encode(expectedHex), encoder.encode(signature));
}

function paymentMessage(payment: SignedPayment): BufferSource {
  return encoder.encode(`${payment.providerOrderId}|${payment.paymentId}`);
}

/** What Checkout hands back as `razorpay_signature`; the demo checkout and tests sign with it. */
export async function signPayment(payment: SignedPayment, secret: string): Promise<string> {
  if (!nonEmpty(payment.providerOrderId, payment.paymentId, secret)) {
    throw new Error('Cannot sign a payment without an order id, a payment id and a secret.');
  }
  return toHex(await hmacSha256(secret, paymentMessage(payment)));
}

/**
 * Checks a Checkout success response. False (never a throw) for anything that is not a valid
 * signature, including empty ids or an empty secret: a misconfigured server must accept nothing.
 */
export async function verifyPaymentSignature(
  payment: PaymentSignature,
  secret: string,
): Promise<boolean> {
  if (!nonEmpty(payment.providerOrderId, payment.paymentId, payment.signature, secret)) {
    return false;
  }
  const expected = toHex(await hmacSha256(secret, paymentMessage(payment)));
  return matches(expected, payment.signature);
}

function bodyBytes(rawBody: string | Uint8Array): BufferSource {
  // A Node Buffer is typed over ArrayBufferLike; its bytes are what Web Crypto wants all the same.
  return typeof rawBody === 'string' ? encoder.encode(rawBody) : (rawBody as BufferSource);
}

/** The `X-Razorpay-Signature` a webhook delivery carries; for tests and local replays. */
export async function signWebhook(rawBody: string | Uint8Array, secret: string): Promise<string> {
  if (!nonEmpty(secret)) throw new Error('Cannot sign a webhook without a secret.');
  return toHex(await hmacSha256(secret, bodyBytes(rawBody)));
}

/**
 * Checks a webhook delivery. It must be given the body exactly as received: re-serialised JSON
 * differs in whitespace or key order and would not verify.
 */
export async function verifyWebhookSignature(
  rawBody: string | Uint8Array,
  signature: string,
  secret: string,
): Promise<boolean> {
  if (!nonEmpty(signature, secret)) return false;
  // A Buffer or a Uint8Array from another realm is fine; anything without bytes is not a body.
  if (typeof rawBody !== 'string' && !ArrayBuffer.isView(rawBody)) return false;
  const expected = toHex(await hmacSha256(secret, bodyBytes(rawBody)));
  return matches(expected, signature);
}
