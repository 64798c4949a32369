import { escapeHtml, headerText, type OutgoingMail } from './mail';
import { formatRupeesExact } from './format';
import { REFUND_REASON_TEXT } from './late-payment';
import { paiseToRupees } from './prices';
import type { Refund } from './refunds';
import type { TicketMailSettings } from './ticket-mail';

/**
 * The e-mail a buyer gets when their payment is turned away (docs/design.md §4.7): written in the
 * transaction that records the refund, so a buyer who paid and got no ticket always hears why
 * and that the money is coming back. Plain text and a matching minimal HTML body.
 */
export function composeRefundMail(
  refund: Pick<Refund, 'email' | 'eventTitle' | 'amountPaise' | 'reason' | 'paymentId'>,
  settings: Pick<TicketMailSettings, 'siteName' | 'replyTo'>,
): OutgoingMail {
  const amount = formatRupeesExact(paiseToRupees(refund.amountPaise));
  const paragraphs = [
    `We received your payment of ${amount} for ${refund.eventTitle}, but we could not turn it into a ticket.`,
    REFUND_REASON_TEXT[refund.reason],
    `We are refunding the full ${amount} to the way you paid. Banks usually show it within 5–7 working days.`,
    `Payment reference: ${refund.paymentId}. Questions? Just reply to this e-mail.`,
  ];
  const text = [
    'Your payment is being refunded',
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    settings.siteName,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif">',
    '<h1>Your payment is being refunded</h1>',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p>${escapeHtml(settings.siteName)}</p>`,
    '</body></html>',
  ].join('');
  return {
    to: refund.email,
    replyTo: settings.replyTo,
    message: {
      subject: headerText(`Refund for your ${refund.eventTitle} booking`),
      html,
      text,
      attachments: [],
    },
  };
}
