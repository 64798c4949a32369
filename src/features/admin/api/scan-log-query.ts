import { useQuery } from '@tanstack/react-query';
import { useAdminBackend } from '../auth/admin-auth-context';
import { adminQueryKey } from './summary-query';

export const scanLogKey = (eventId: string) => [...adminQueryKey, 'scan-log', eventId] as const;

/** The door's scan log (who scanned what, when, and the verdict), while it is on screen. */
export function useScanLogQuery(eventId: string, enabled: boolean) {
  const admin = useAdminBackend();
  return useQuery({
    queryKey: scanLogKey(eventId),
    queryFn: () => admin.checkIn.scanLog(eventId),
    enabled,
    // Other lanes scan too: keep it fresh while open.
    refetchInterval: enabled ? 5000 : false,
  });
}
