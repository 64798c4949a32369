import { isValidDocumentId } from './document-id';
import { isValidTicketToken } from './booking';

export const QR_INVALID_MESSAGE = 'Invalid QR code. No booking ID found.';

/** Longer than any code we print (JSON with a 254-char e-mail stays under 600); more is not ours. */
export const MAX_SCANNED_TEXT_LENGTH = 2048;

export interface TicketQrContent {
  bookingId: string;
  email: string;
  ticket499Count: number;
  ticket1212Count: number;
}

export type ScannedCode =
  | {
      kind: 'bookingId';
      bookingId: string;
      /** Present when the code was our ticket JSON; shown to the door staff, never trusted. */
      email?: string;
      ticket499Count?: number;
      ticket1212Count?: number;
    }
  | { kind: 'token'; token: string }
  | { kind: 'invalid'; message: typeof QR_INVALID_MESSAGE };

/** The printed QR's text; keys in this exact order, which older scanners also read. */
export function encodeTicketQr(content: TicketQrContent): string {
  return JSON.stringify({
    bookingId: content.bookingId,
    email: content.email,
    ticket499Count: content.ticket499Count,
    ticket1212Count: content.ticket1212Count,
  });
}

const INVALID: ScannedCode = Object.freeze({ kind: 'invalid', message: QR_INVALID_MESSAGE });

function ownField(object: object, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(object, key)
    ? (object as Record<string, unknown>)[key]
    : undefined;
}

function count(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

function fromJson(text: string): ScannedCode {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return INVALID;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return INVALID;
  const bookingId = ownField(parsed, 'bookingId');
  if (!isValidDocumentId(bookingId)) return INVALID;
  const result: ScannedCode = { kind: 'bookingId', bookingId };
  const email = ownField(parsed, 'email');
  if (typeof email === 'string' && email.length <= 254) result.email = email;
  const basic = count(ownField(parsed, 'ticket499Count'));
  const premium = count(ownField(parsed, 'ticket1212Count'));
  if (basic !== undefined) result.ticket499Count = basic;
  if (premium !== undefined) result.ticket1212Count = premium;
  return result;
}

const TICKET_PATH = /\/ticket\/([^/]+)\/?$/;

// Any origin (and a base path before /ticket/) is accepted: staging, production and a copied
// localhost link all carry real tokens, and the token itself is what gets checked.
function fromUrl(text: string): ScannedCode {
  let url: URL;
  try {
    url = new URL(text, 'https://ticket.invalid');
  } catch {
    return INVALID;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return INVALID;
  const token = TICKET_PATH.exec(url.pathname)?.[1];
  return isValidTicketToken(token) ? { kind: 'token', token } : INVALID;
}

/**
 * Reads whatever the camera (or a typing admin) produced: our ticket JSON, a ticket link, or a
 * bare booking id. Never throws, whatever the input.
 */
export function parseScannedCode(input: unknown): ScannedCode {
  if (typeof input !== 'string' || input.length > MAX_SCANNED_TEXT_LENGTH) return INVALID;
  const text = input.trim();
  if (text.startsWith('{')) return fromJson(text);
  if (/^https?:\/\//i.test(text) || text.startsWith('/ticket/')) return fromUrl(text);
  return isValidDocumentId(text) ? { kind: 'bookingId', bookingId: text } : INVALID;
}
