import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSignOutMutation } from '../api/sign-out-mutation';
import { ConfirmDialog } from '../components/confirm-dialog';
import { useWaitingCheckIns } from './use-waiting-check-ins';
import { checkIns } from '../scanner/offline-status-line';

/**
 * Logout goes to the home page (docs/product-spec.md §2), whether or not the adapter managed to
 * sign out (its auth state says which). With offline check-ins still waiting on this device it
 * asks first, saying how many and who syncs them: the next organiser to sign in here, or the
 * door person who admitted them (door staff sync only their own, docs/design.md §5.7).
 */
export function LogoutButton({ className = '' }: { className?: string }) {
  const navigate = useNavigate();
  const signOut = useSignOutMutation();
  const waiting = useWaitingCheckIns();
  const [asking, setAsking] = useState(false);
  const logout = async () => {
    await signOut.mutateAsync().catch(() => undefined);
    await navigate(paths.home);
  };
  return (
    <>
      <button
        type="button"
        onClick={() => (waiting > 0 ? setAsking(true) : void logout())}
        disabled={signOut.isPending}
        className={`btn-ghost ${className}`}
      >
        Logout
      </button>
      {/* In the body: the phone's header, which holds this button, is sticky and blurred, and
          would hold a fixed dialog inside its own 64 px. */}
      {asking
        ? createPortal(
            <ConfirmDialog
              title={`${checkIns(waiting)} not yet synced`}
              confirmLabel="Log out anyway"
              cancelLabel="Stay signed in"
              busy={signOut.isPending}
              onConfirm={() => void logout()}
              onCancel={() => setAsking(false)}
            >
              {waiting === 1
                ? 'A check-in made offline on this device has not reached the server yet. It stays on this device and syncs, in the name of whoever admitted the guest, the next time an organiser, or the door person who admitted them, signs in here with a network.'
                : `${checkIns(waiting)} made offline on this device have not reached the server yet. They stay on this device and sync, in the name of whoever admitted each guest, the next time an organiser, or the door person who admitted them, signs in here with a network.`}
            </ConfirmDialog>,
            document.body,
          )
        : null}
    </>
  );
}
