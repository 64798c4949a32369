import { useQuery } from '@tanstack/react-query';
import { useAdminBackend } from '../auth/admin-auth-context';
import { scanLogKey } from './scan-log-query';

/**
 * The door's conflicts (docs/design.md §5.7): the scan log's 'conflict' lines, read when the
 * scanner opens and again after this lane syncs (its key is under the scan log's, which the
 * sync invalidates). Not polled: conflicts come only from syncs, and the scan log is 50 reads.
 */
export function useDoorConflictsQuery(eventId: string) {
  const admin = useAdminBackend();
  return useQuery({
    queryKey: [...scanLogKey(eventId), 'conflicts'],
    queryFn: async () =>
      (await admin.checkIn.scanLog(eventId)).filter((line) => line.result === 'conflict'),
  });
}
