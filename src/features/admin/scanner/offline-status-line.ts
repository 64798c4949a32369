import type { OfflineDoorStatus } from '@/backend/admin-backend';
import { formatIstClock } from '@/domain/format';

/** "1 check-in", "3 check-ins". */
export const checkIns = (count: number) => `${count} check-in${count === 1 ? '' : 's'}`;

/**
 * The lane's header line (docs/design.md §5.7): "Offline since 21:14 · 3 check-ins waiting"
 * while offline, "Back online · syncing 3 check-ins" until the queue is empty, else nothing.
 */
export function offlineStatusLine(
  status: Pick<OfflineDoorStatus, 'offlineSince' | 'waiting'>,
): string | null {
  if (status.offlineSince !== null) {
    const since = `Offline since ${formatIstClock(status.offlineSince)}`;
    return status.waiting > 0 ? `${since} · ${checkIns(status.waiting)} waiting` : since;
  }
  return status.waiting > 0 ? `Back online · syncing ${checkIns(status.waiting)}` : null;
}
