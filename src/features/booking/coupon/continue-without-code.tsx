import { formatRupees } from '@/domain/format';

/**
 * The visitor's way past a code that is not applied: it says the total they will pay without it,
 * and only pressing it lets Pay go ahead at that total (docs/design.md §4.10).
 */
export function ContinueWithoutCode({ total, onPress }: { total: number; onPress: () => void }) {
  return (
    <button type="button" onClick={onPress} className="btn-ghost mt-2 w-full text-sm">
      Continue at {formatRupees(total)} without the code
    </button>
  );
}
