import { formatCount } from '@/domain/format';

/**
 * A figure out of a whole ("2 / 4") with its bar, named so a screen reader hears what it
 * measures and how far along it is.
 */
export function FigureBar({ label, value, max }: { label: string; value: number; max: number }) {
  const share = max > 0 ? Math.min(100, (value / max) * 100) : 0;
  return (
    <div className="flex flex-col gap-2">
      <p className="flex items-baseline justify-between gap-3">
        <span className="text-sm text-muted">{label}</span>
        <span className="font-display text-2xl font-bold">
          {formatCount(value)} / {formatCount(max)}
        </span>
      </p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={`${formatCount(value)} of ${formatCount(max)}`}
        className="h-2 overflow-hidden rounded-full bg-white/10"
      >
        <div className="h-full rounded-full bg-marigold" style={{ width: `${share}%` }} />
      </div>
    </div>
  );
}
