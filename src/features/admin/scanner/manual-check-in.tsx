import { useDeferredValue, useState } from 'react';
import { DOOR_SEARCH_MIN_LENGTH } from '@/backend/admin-backend';
import { messageFor } from '@/backend/error-message';
import { CHECK_IN_FAILED_MESSAGE } from '@/domain/check-in';
import { formatIstDateTime } from '@/domain/format';
import { useDoorSearchQuery } from '../api/door-search-query';
import { unlockSound } from './feedback';
import { admitLine, guestLabel } from './verdict';

/** Check in by typing a name, e-mail or booking id: for a cracked screen or a dead phone. */
export function ManualCheckIn({
  eventId,
  busy,
  onCheckIn,
}: {
  eventId: string | null;
  busy: boolean;
  onCheckIn: (bookingId: string) => Promise<void>;
}) {
  const [text, setText] = useState('');
  const deferred = useDeferredValue(text);
  const search = useDoorSearchQuery(eventId, deferred);
  const searching = deferred.trim().length >= DOOR_SEARCH_MIN_LENGTH;

  return (
    <section aria-labelledby="manual-check-in-heading" className="card flex flex-col gap-4">
      <h2 id="manual-check-in-heading" className="font-display text-xl font-bold">
        Manual check-in
      </h2>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          const only = search.data?.length === 1 ? search.data[0] : undefined;
          if (only && !only.checkedIn) {
            unlockSound();
            void onCheckIn(only.bookingId);
          }
        }}
      >
        <label className="flex flex-col gap-2">
          <span className="text-sm text-muted">Name, e-mail or booking ID</span>
          <input
            type="search"
            className="field"
            value={text}
            maxLength={200}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setText(event.target.value)}
          />
        </label>
      </form>
      {!searching ? null : search.isError ? (
        <p role="alert" className="text-red-300">
          {messageFor(search.error, CHECK_IN_FAILED_MESSAGE)}
        </p>
      ) : search.data === undefined ? (
        <p role="status" className="text-muted">
          Searching…
        </p>
      ) : search.data.length === 0 ? (
        <p role="status" className="text-muted wrap-anywhere">
          No booking for this event matches “{deferred.trim()}”.
        </p>
      ) : (
        <ul aria-label="Matching bookings" className="flex flex-col gap-3">
          {search.data.map((guest) => (
            <li
              key={guest.bookingId}
              className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-white/10 p-4"
            >
              <div className="min-w-0">
                <p className="font-semibold break-all">{guestLabel(guest)}</p>
                <p className="text-sm text-muted">
                  {admitLine(guest)} · <span className="break-all">{guest.bookingId}</span>
                </p>
                {guest.checkedIn ? (
                  <p className="text-sm text-amber-300">
                    Checked in {formatIstDateTime(guest.checkInTime)}
                  </p>
                ) : null}
              </div>
              <button
                type="button"
                className="btn-primary"
                disabled={busy || guest.checkedIn}
                aria-label={`Check in ${guestLabel(guest)}`}
                onClick={() => {
                  unlockSound();
                  void onCheckIn(guest.bookingId);
                }}
              >
                {guest.checkedIn ? 'Checked in' : 'Check in'}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
