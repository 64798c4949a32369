/**
 * An e-mail as Firebase's "Trigger Email from Firestore" extension (firestore-send-email) reads
 * a `mail` document: top-level recipients, and `message` with the subject, the bodies and
 * nodemailer-style attachments. Binary content is a base64 string with `encoding: 'base64'`
 * (a Firestore document cannot hold a Buffer); an inline image carries the `cid` its HTML
 * references as `<img src="cid:…">`.
 */
export interface MailAttachment {
  filename: string;
  content: string;
  /** Present for binary content given as base64; text content is given as it is. */
  encoding?: 'base64';
  contentType: string;
  cid?: string;
  contentDisposition?: 'inline' | 'attachment';
}

export interface MailMessage {
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
}

export interface OutgoingMail {
  to: string;
  /** Where a reply goes (the organisers), whatever address the mail service sends from. */
  replyTo: string;
  message: MailMessage;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to place in HTML, between tags or inside a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * A header value on one line: line breaks and other control characters (which could start a
 * new header in a careless mailer) become spaces.
 */
export function headerText(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
}
