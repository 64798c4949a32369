import { formatCount } from '@/domain/format';
import { useSettledValue } from '@/lib/use-settled-value';

/** From this share of a limit on, the count is announced (and shown under short fields). */
const NEAR_LIMIT = 0.8;
/** Announce once typing pauses, not on every keystroke. */
const ANNOUNCE_AFTER_MS = 750;

const characters = (count: number) => `${formatCount(count)} character${count === 1 ? '' : 's'}`;

export const isNearLimit = (count: number, max: number) => count >= max * NEAR_LIMIT;

/** What a screen reader is told about a field's length: nothing until it nears the limit. */
export function limitAnnouncement(count: number, max: number): string {
  if (count > max) return `${characters(count - max)} over the limit`;
  return isNearLimit(count, max) ? `${characters(max - count)} left` : '';
}

interface CharacterCountProps {
  /** For the field's aria-describedby. */
  id: string;
  count: number;
  max: number;
}

/** The limit and "1,234 / 2,000" under a text field; what is over the limit, once it is. */
export function CharacterCount({ id, count, max }: CharacterCountProps) {
  const over = count - max;
  return (
    <p
      id={id}
      className={`mt-2 flex flex-wrap justify-between gap-x-4 text-sm ${over > 0 ? 'font-medium text-rani-soft' : 'text-muted'}`}
    >
      <span>{over > 0 ? `${characters(over)} over the limit.` : `Up to ${characters(max)}.`}</span>{' '}
      {/* Stays at the right edge when a narrow screen wraps the line. */}
      <span className="ml-auto tabular-nums">{`${formatCount(count)} / ${formatCount(max)}`}</span>
    </p>
  );
}

/** A polite live region that says how close a field is to its limit when typing pauses. */
export function LimitAnnouncer({ count, max }: { count: number; max: number }) {
  const message = useSettledValue(limitAnnouncement(count, max), ANNOUNCE_AFTER_MS);
  return (
    <p aria-live="polite" className="sr-only">
      {message}
    </p>
  );
}
