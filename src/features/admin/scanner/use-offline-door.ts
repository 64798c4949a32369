import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { OfflineDoorStatus } from '@/backend/admin-backend';
import { useAdminBackend } from '../auth/admin-auth-context';
import { adminQueryKey, summaryQueryKey } from '../api/summary-query';

/**
 * This lane's connection and queue, where the backend can lose the network (null in the demo).
 * When the queue shrinks, what the sync wrote is read again (the scan log, the summary; the
 * conflicts and the door follow their listeners).
 */
export function useOfflineDoor(): OfflineDoorStatus | null {
  const admin = useAdminBackend();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<OfflineDoorStatus | null>(null);
  const waiting = useRef(0);

  useEffect(() => {
    const offline = admin.checkIn.offline;
    if (!offline) return;
    return offline.watchStatus((next) => {
      if (next.waiting < waiting.current) {
        void queryClient.invalidateQueries({ queryKey: [...adminQueryKey, 'scan-log'] });
        void queryClient.invalidateQueries({ queryKey: summaryQueryKey });
      }
      waiting.current = next.waiting;
      setStatus(next);
    });
  }, [admin, queryClient]);

  return admin.checkIn.offline ? status : null;
}
