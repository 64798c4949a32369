import type { AdminEventListing } from '@/backend/admin-backend';
import { messageFor } from '@/backend/error-message';
import { EVENT_SAVE_FAILED_MESSAGE } from '@/domain/admin-messages';
import { formatCount, formatEventDate } from '@/domain/format';
import { useChangeEventStatusMutation } from '../api/change-event-status-mutation';
import { ConfirmDialog } from '../components/confirm-dialog';

export type LifeAction = 'end-sales' | 'cancel';

const QUESTIONS: Record<LifeAction, { title: string; confirm: string; consequence: string }> = {
  'end-sales': {
    title: 'End sales for',
    confirm: 'End sales now',
    consequence:
      'Nobody can book it from now on and /booking stops offering it. Payments already under way still complete. This cannot be undone.',
  },
  cancel: {
    title: 'Cancel',
    confirm: 'Cancel event',
    consequence: 'It is taken off /booking and can no longer be booked. This cannot be undone.',
  },
};

/**
 * Asks before "End sales now" or "Cancel event" (docs/design.md §3.12), then does it; a refusal
 * (tickets sold, so no cancelling until organiser refunds exist) stays in the dialog.
 */
export function EventLifeDialog({
  event,
  action,
  onDone,
}: {
  event: AdminEventListing;
  action: LifeAction;
  onDone: (changed: boolean) => void;
}) {
  const change = useChangeEventStatusMutation();
  const question = QUESTIONS[action];
  return (
    <ConfirmDialog
      title={`${question.title} “${event.title}”?`}
      confirmLabel={question.confirm}
      cancelLabel="Keep it"
      busy={change.isPending}
      error={change.isError ? messageFor(change.error, EVENT_SAVE_FAILED_MESSAGE) : null}
      onConfirm={() => change.mutate({ id: event.id, action }, { onSuccess: () => onDone(true) })}
      onCancel={() => onDone(false)}
    >
      {formatEventDate(event.date)}. Seats sold: {formatCount(event.sold)} of{' '}
      {formatCount(event.capacity)}. {question.consequence}
    </ConfirmDialog>
  );
}
