import type { MailDelivery, MailDoc } from '@/backend/admin-backend';
import { formatIstDateTime } from '@/domain/format';

const DELIVERY_LABELS: Record<MailDelivery['state'], string> = {
  PENDING: 'Waiting to send',
  PROCESSING: 'Sending',
  RETRY: 'Retrying',
  SUCCESS: 'Sent',
  ERROR: 'Not sent',
};

function deliveryLabel(mail: MailDoc, sends: boolean): string {
  if (!sends) return 'Kept in demo';
  if (!mail.delivery) return DELIVERY_LABELS.PENDING;
  const label = DELIVERY_LABELS[mail.delivery.state] ?? mail.delivery.state;
  return mail.delivery.state === 'ERROR' && mail.delivery.error
    ? `${label}: ${mail.delivery.error}`
    : label;
}

/** One e-mail: recipient, subject and time; opens (a native disclosure) to its text and QR. */
export function OutboxItem({ mail, sends }: { mail: MailDoc; sends: boolean }) {
  const qr = mail.message.attachments.find(
    (a) => a.cid && a.contentType === 'image/png' && a.encoding === 'base64',
  );
  const files = mail.message.attachments.filter((a) => a !== qr).map((a) => a.filename);
  return (
    <li>
      <details className="card p-0">
        <summary className="flex cursor-pointer flex-col gap-1 p-4 marker:text-marigold">
          <span className="font-semibold break-words">{mail.message.subject}</span>
          <span className="text-sm wrap-anywhere text-muted">To {mail.to}</span>
          <span className="flex flex-wrap gap-x-3 text-sm text-muted">
            <time dateTime={mail.createdAt}>{formatIstDateTime(mail.createdAt)}</time>
            <span>{deliveryLabel(mail, sends)}</span>
          </span>
        </summary>
        <div className="flex flex-col gap-4 border-t border-white/10 p-4">
          {/* The text body as text, never HTML: React escapes it; pre-wrap keeps its lines. */}
          <p className="text-sm break-words whitespace-pre-wrap">{mail.message.text}</p>
          {qr && (
            <img
              src={`data:image/png;base64,${qr.content}`}
              alt="The entry QR code in this e-mail"
              width={160}
              height={160}
              className="rounded-md bg-white"
            />
          )}
          {files.length > 0 && (
            <p className="text-sm text-muted">Also attached: {files.join(', ')}</p>
          )}
        </div>
      </details>
    </li>
  );
}
