import { useState } from 'react';
import { messageFor } from '@/backend/error-message';
import { RESET_DEMO_DATA_FAILED_MESSAGE } from '@/domain/demo-reset';
import { useResetDemoDataMutation } from '../api/reset-demo-data-mutation';
import { useAdminBackend } from '../auth/admin-auth-context';
import { ConfirmDialog } from '../components/confirm-dialog';

/**
 * Demo mode only (docs/design.md §7): puts the sample data back, after asking, since it throws away
 * everything booked or changed in this browser. Absent when the backend cannot reset.
 */
export function ResetDemoData() {
  const admin = useAdminBackend();
  const reset = useResetDemoDataMutation();
  const [asking, setAsking] = useState(false);
  if (!admin.resetDemoData) return null;

  const close = () => {
    setAsking(false);
    reset.reset();
  };

  return (
    <section aria-labelledby="demo-data-heading" className="card flex flex-col gap-3 p-5">
      <h2 id="demo-data-heading" className="font-display text-xl font-bold">
        Demo data
      </h2>
      <p className="text-muted">
        This demo keeps its data in this browser. Resetting puts the sample data back.
      </p>
      {reset.isSuccess && <p role="status">The sample data is back.</p>}
      <div>
        <button type="button" className="btn-ghost" onClick={() => setAsking(true)}>
          Reset demo data
        </button>
      </div>
      {asking && (
        <ConfirmDialog
          title="Reset demo data?"
          confirmLabel="Reset demo data"
          busy={reset.isPending}
          error={reset.isError ? messageFor(reset.error, RESET_DEMO_DATA_FAILED_MESSAGE) : null}
          onCancel={close}
          onConfirm={() => reset.mutate(undefined, { onSuccess: () => setAsking(false) })}
        >
          This puts back the sample data and deletes everything booked or changed in this browser.
        </ConfirmDialog>
      )}
    </section>
  );
}
