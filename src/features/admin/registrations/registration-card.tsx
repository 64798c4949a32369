import { memo, type ReactNode } from 'react';
import { formatIstDateTime, formatRupees } from '@/domain/format';
import type { Registration } from '@/domain/registrations';
import { TopUpOffer, type WalletAccount } from './top-up-offer';

export interface RegistrationCardProps {
  registration: Registration;
  eventTitle: string;
  /** Whether the e-mail has an account, so whether a top-up is offered. */
  account: WalletAccount;
  onTopUp: (email: string) => void;
}

/**
 * One registration (docs/product-spec.md §2 card): who, tickets, amount, coupon, and whether and
 * when they were checked in. Memoised: typing in the search box re-renders the list, not thousands
 * of cards.
 */
export const RegistrationCard = memo(function RegistrationCard({
  registration: r,
  eventTitle,
  account,
  onTopUp,
}: RegistrationCardProps) {
  const otherMembers = r.members.filter((name) => name !== r.who && name !== r.partnerName);
  return (
    <div role="listitem" className="card flex flex-col gap-4 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words">{r.who}</h2>
          {r.who !== r.email && r.email && (
            <p className="text-sm wrap-anywhere text-muted">{r.email}</p>
          )}
          {r.partnerName && <p className="text-sm text-muted">with {r.partnerName}</p>}
        </div>
        <CheckInBadge checkedIn={r.checkedIn} />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3 xl:grid-cols-6">
        <Detail label="Event" wide>
          {eventTitle}
        </Detail>
        <Detail label="Tickets">{r.tickets}</Detail>
        <Detail label="Amount">{r.amount === null ? '—' : formatRupees(r.amount)}</Detail>
        <Detail label="Coupon">{r.coupon ?? 'None'}</Detail>
        <Detail label="Checked in at">
          {r.checkInTime ? <DateTime iso={r.checkInTime} /> : '—'}
        </Detail>
        <Detail label="Booked">
          <DateTime iso={r.createdAt} />
        </Detail>
        {otherMembers.length > 0 && (
          <Detail label="Members" wide>
            {otherMembers.join(', ')}
          </Detail>
        )}
        {/* The full width, so an id is read (and compared with a ticket) in one piece on a phone. */}
        <Detail label={r.source === 'legacy' ? 'Booking ID (older site)' : 'Booking ID'} wide>
          <span className="font-mono wrap-anywhere">{r.id}</span>
        </Detail>
      </dl>
      {r.email && <TopUpOffer email={r.email} account={account} onTopUp={onTopUp} />}
    </div>
  );
});

/** '27 Nov 2026, 12:59 AM' wraps after the comma if it must, never inside the time. */
function DateTime({ iso }: { iso: string }) {
  const [day, time] = formatIstDateTime(iso).split(', ');
  if (time === undefined) return <>{day}</>;
  return (
    <>
      <span className="whitespace-nowrap">{day},</span>{' '}
      <span className="whitespace-nowrap">{time}</span>
    </>
  );
}

function CheckInBadge({ checkedIn }: { checkedIn: boolean }) {
  return checkedIn ? (
    <span className="rounded-full bg-henna px-3 py-1 text-sm font-semibold text-white">
      Checked in
    </span>
  ) : (
    <span className="rounded-full border border-cream/30 px-3 py-1 text-sm text-muted">
      Not checked in
    </span>
  );
}

function Detail({
  label,
  wide = false,
  children,
}: {
  label: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`min-w-0 ${wide ? 'col-span-2 sm:col-span-3 xl:col-span-2' : ''}`}>
      <dt className="text-muted">{label}</dt>
      <dd className="wrap-anywhere">{children}</dd>
    </div>
  );
}
