import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CheckInRecord } from '@/backend/admin-backend';
import { messageFor } from '@/backend/error-message';
import { CHECK_INS_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import { CHECK_IN_FAILED_MESSAGE } from '@/domain/check-in';
import { formatIstDateTime } from '@/domain/format';
import { DOOR_ANSWER_LIMIT_MS, UNDO_NO_ANSWER_MESSAGE } from '@/domain/offline-door';
import { answerWithin } from '@/lib/answer-within';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useAdminBackend } from '../auth/admin-auth-context';
import { adminQueryKey } from '../api/summary-query';
import { ConfirmDialog } from '../components/confirm-dialog';
import { EmptyState, QueryError } from '../components/query-view';
import type { DoorView } from './use-door-state';
import { admitLine, guestLabel } from './verdict';

/**
 * Check-in History (docs/product-spec.md §2): newest first, each with an Undo for a mistaken scan
 * — but for this lane's offline admissions not yet synced, which say so and can be undone once
 * they have synced (docs/design.md §5.7).
 */
export function CheckInHistory({ view, onUndone }: { view: DoorView; onUndone: () => void }) {
  const admin = useAdminBackend();
  const queryClient = useQueryClient();
  const [undoing, setUndoing] = useState<CheckInRecord | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirmUndo = async () => {
    if (!undoing) return;
    setBusy(true);
    setError(null);
    const refresh = () => void queryClient.invalidateQueries({ queryKey: adminQueryKey });
    try {
      // A network that hangs must not hold the dialog, and the lane under it, for ever: the
      // undo was sent, so a late answer still refreshes what the lane shows.
      const undo = admin.checkIn.undo(undoing.bookingId);
      const answer = await answerWithin(undo, DOOR_ANSWER_LIMIT_MS);
      if (!answer.answered) {
        undo.then(refresh, () => undefined);
        admin.checkIn.offline?.noAnswer();
        setError(UNDO_NO_ANSWER_MESSAGE);
        return;
      }
      setUndoing(null);
      onUndone();
      refresh();
    } catch (failure) {
      setError(messageFor(failure, CHECK_IN_FAILED_MESSAGE));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="history-heading" className="flex flex-col gap-4">
      <h2 id="history-heading" className="font-display text-2xl font-bold">
        Check-in History
      </h2>
      {view.status === 'loading' ? (
        <PageSpinner label="Loading check-ins…" />
      ) : view.status === 'error' ? (
        <QueryError message={CHECK_INS_FETCH_FAILED_MESSAGE} onRetry={view.retry} />
      ) : view.state.history.length === 0 ? (
        <EmptyState next="Scan a ticket or search by name above to check someone in.">
          Nobody has been checked in for this event yet.
        </EmptyState>
      ) : (
        <ul aria-label="Check-in History" className="flex flex-col gap-3">
          {view.state.history.map((record) => (
            <li
              key={record.bookingId}
              className="card flex flex-wrap items-center justify-between gap-3 py-4"
            >
              <div className="min-w-0">
                <p className="font-semibold break-all">{guestLabel(record)}</p>
                <p className="text-sm text-muted">
                  {admitLine(record)} · {formatIstDateTime(record.checkInTime)}
                  {record.checkedInBy ? ` · by ${record.checkedInBy}` : ''}
                </p>
                {view.unsynced?.has(record.bookingId) ? (
                  <p className="text-sm font-semibold text-amber-300">
                    Admitted offline on this device · not yet synced
                  </p>
                ) : null}
              </div>
              {view.unsynced?.has(record.bookingId) ? null : (
                <button
                  type="button"
                  className="btn-ghost"
                  aria-label={`Undo check-in of ${guestLabel(record)}`}
                  onClick={() => {
                    setError(null);
                    setUndoing(record);
                  }}
                >
                  Undo
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {undoing ? (
        <ConfirmDialog
          title="Undo this check-in?"
          confirmLabel="Undo check-in"
          busy={busy}
          error={error}
          onConfirm={() => void confirmUndo()}
          onCancel={() => setUndoing(null)}
        >
          {guestLabel(undoing)} ({admitLine(undoing)}) will show as not checked in, and their ticket
          can be scanned again. The undo is recorded in the scan log.
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
