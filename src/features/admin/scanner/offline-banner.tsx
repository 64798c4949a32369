import type { OfflineDoorStatus } from '@/backend/admin-backend';
import { offlineStatusLine } from './offline-status-line';

/** The lane's connection, at the top of the door: what it decides on and what waits to sync. */
export function OfflineBanner({ status }: { status: OfflineDoorStatus | null }) {
  const line = status ? offlineStatusLine(status) : null;
  return (
    <p
      role="status"
      aria-label="Connection"
      className={
        line
          ? `rounded-lg px-4 py-2 font-semibold ${status?.offlineSince ? 'bg-amber-400 text-black' : 'bg-white/10'}`
          : 'sr-only'
      }
    >
      {line ?? ''}
    </p>
  );
}
