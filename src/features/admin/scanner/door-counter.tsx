import { formatCount } from '@/domain/format';
import type { DoorView } from './use-door-state';
import { checkIns } from './offline-status-line';

/**
 * People in / people booked for this event, live across every device at the door, with this
 * lane's offline admissions that have not synced yet (docs/design.md §5.7).
 */
export function DoorCounter({ view }: { view: DoorView }) {
  if (view.status !== 'ready') return null;
  const { checkedInPeople, bookedPeople } = view.state;
  const unsynced = view.unsynced?.size ?? 0;
  const share = bookedPeople > 0 ? Math.min(100, (checkedInPeople / bookedPeople) * 100) : 0;
  return (
    <div className="card flex flex-col gap-3 py-4">
      <p className="flex items-baseline justify-between gap-3">
        <span className="text-muted">People checked in</span>
        <output aria-label="People checked in" className="font-display text-3xl font-bold">
          {formatCount(checkedInPeople)} / {formatCount(bookedPeople)}
        </output>
      </p>
      <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-white/10">
        <div className="h-full rounded-full bg-marigold" style={{ width: `${share}%` }} />
      </div>
      {unsynced > 0 ? (
        <p className="text-sm text-amber-300">
          Includes {checkIns(unsynced)} made on this device, not yet synced
        </p>
      ) : null}
    </div>
  );
}
