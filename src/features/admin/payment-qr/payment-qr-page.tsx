import { QRCodeSVG } from 'qrcode.react';
import { useAdminAuth } from '../auth/admin-auth-context';
import { AdminPage } from '../components/admin-page';
import { IncomingTransactions } from '../components/incoming-transactions';

/** docs/product-spec.md §7: the Payment QR holds exactly this. */
export const paymentQrValue = (uid: string) => `payment:${uid}`;

const QR_SIZE = 224;

/**
 * /admin/dashboard/payment-qr (docs/product-spec.md §2): a QR of 'payment:' + the organiser's id
 * that a payer scans, and the payments that came in. Dark on white with a quiet zone, whatever the
 * theme, so any phone reads it.
 */
export function PaymentQrPage() {
  const auth = useAdminAuth();
  const user = auth.status === 'signed-in' ? auth.user : null;
  return (
    <AdminPage title="Payment QR">
      {user && (
        <figure className="card flex w-full max-w-sm flex-col items-center gap-4 self-start p-6">
          <QRCodeSVG
            value={paymentQrValue(user.uid)}
            size={QR_SIZE}
            level="M"
            marginSize={4}
            bgColor="#ffffff"
            fgColor="#000000"
            title="Payment QR code"
            role="img"
            aria-label="Payment QR code"
            className="block h-auto w-full max-w-56 rounded-md"
          />
          <figcaption className="flex flex-col items-center gap-1 text-center text-sm text-muted">
            <span>Scan to pay {user.displayName || user.email}</span>
            <span className="font-mono text-xs break-all">{paymentQrValue(user.uid)}</span>
          </figcaption>
        </figure>
      )}
      <IncomingTransactions />
    </AdminPage>
  );
}
