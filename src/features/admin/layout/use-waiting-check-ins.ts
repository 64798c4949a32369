import { useEffect, useState } from 'react';
import { useAdminBackend } from '../auth/admin-auth-context';

/**
 * How many offline check-ins wait on this device to sync (docs/design.md §5.7); 0 where the
 * backend has no offline door (the demo).
 */
export function useWaitingCheckIns(): number {
  const admin = useAdminBackend();
  const [waiting, setWaiting] = useState(0);
  useEffect(
    () => admin.checkIn.offline?.watchStatus((status) => setWaiting(status.waiting)),
    [admin],
  );
  return admin.checkIn.offline ? waiting : 0;
}
