import { memo } from 'react';
import { formatIstDateTime, formatRupees } from '@/domain/format';
import { nameOf } from '@/domain/registration-sort';
import type { Registration } from '@/domain/registrations';
import type { EventName } from './event-labels';
import type { WalletAccount } from './top-up-offer';

export interface RegistrationRowProps {
  registration: Registration;
  event: EventName;
  account: WalletAccount;
  onTopUp: (email: string) => void;
}

/** One registration as a table row: the card's facts in one line, and its top-up. */
export const RegistrationRow = memo(function RegistrationRow({
  registration: r,
  event,
  account,
  onTopUp,
}: RegistrationRowProps) {
  const name = nameOf(r);
  return (
    <tr className="align-top hover:bg-cream/5">
      <td className="px-1 py-2 font-mono text-xs whitespace-nowrap">
        {r.id}
        {r.source === 'legacy' && <span className="block font-sans text-muted">older site</span>}
      </td>
      <td className="max-w-32 px-1 py-2">
        {name ?? <span className="text-muted">—</span>}
        {r.partnerName && <span className="block text-muted">with {r.partnerName}</span>}
      </td>
      <td className="px-1 py-2">
        <EmailLines email={r.email} />
      </td>
      <td className="max-w-56 min-w-40 px-1 py-2 wrap-anywhere">
        {/* The title over its date in small muted type, the date on one line and the column at
            least 10rem wide: squeezed by the other columns, the event was the row's tallest cell,
            seven lines at 1280 px. No weekday: with it a long date pushed the table wider than
            the screen (docs/design.md §14.1). */}
        {event.title}
        {event.detail && (
          <span className="block text-xs whitespace-nowrap text-muted">{event.detail}</span>
        )}
      </td>
      <td className="max-w-28 px-1 py-2">{r.tickets}</td>
      <td className="px-1 py-2 text-right whitespace-nowrap">
        {r.amount === null ? '—' : formatRupees(r.amount)}
      </td>
      <td className="px-1 py-2">
        <DateTimeLines iso={r.createdAt} />
      </td>
      <td className="px-1 py-2">
        {r.checkedIn ? (
          <span className="font-semibold text-henna-soft">
            Yes
            {r.checkInTime && (
              <span className="block font-normal text-muted">
                <DateTimeLines iso={r.checkInTime} />
              </span>
            )}
          </span>
        ) : (
          <span className="text-muted">No</span>
        )}
      </td>
      <td className="px-1 py-2">
        <WalletCell email={r.email} account={account} onTopUp={onTopUp} />
      </td>
    </tr>
  );
});

/** An e-mail that may break before its @ and nowhere else, so a narrow column stays readable. */
function EmailLines({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <span className="whitespace-nowrap">{email}</span>;
  return (
    <>
      <span className="whitespace-nowrap">{email.slice(0, at)}</span>
      <wbr />
      <span className="whitespace-nowrap">{email.slice(at)}</span>
    </>
  );
}

/** '27 Nov 2026' over '5:00 AM': two short lines instead of one wide one. */
function DateTimeLines({ iso }: { iso: string }) {
  const [day, time] = formatIstDateTime(iso).split(', ');
  return (
    <>
      <span className="block whitespace-nowrap">{day}</span>
      {time && <span className="block whitespace-nowrap text-muted">{time}</span>}
    </>
  );
}

/** The card's "Top up wallet", where the e-mail has an account; a short reason elsewhere. */
function WalletCell({
  email,
  account,
  onTopUp,
}: {
  email: string;
  account: WalletAccount;
  onTopUp: (email: string) => void;
}) {
  if (!email) return null;
  switch (account) {
    case 'has-account':
      return (
        <button
          type="button"
          className="btn-ghost min-h-9 px-3 py-1 text-sm whitespace-nowrap"
          aria-label={`Top up wallet of ${email}`}
          onClick={() => onTopUp(email)}
        >
          Top up
        </button>
      );
    case 'no-account':
      return (
        <span className="text-muted whitespace-nowrap" title="This e-mail has no account">
          No wallet
        </span>
      );
    case 'unknown':
      return <span className="text-muted">—</span>;
    case 'checking':
      return null;
  }
}
