import { useState } from 'react';
import { NO_TICKETS, countForTier, type TicketCounts, type TicketTier } from '@/domain/prices';
import { setTicketQuantity } from '@/domain/quantities';

/**
 * The two ticket counts and, when a press was refused by a limit (20 per order, seats left),
 * the message saying which one. Every change goes through the domain's setTicketQuantity.
 */
export function useTicketSelection(remainingCapacity: number, preselect: TicketTier | null) {
  // A "Book Premium" link starts with one Premium ticket, within the seats left. Only the first
  // render reads it, so later presses and re-renders never add it again.
  const [counts, setCounts] = useState<TicketCounts>(() =>
    preselect === null
      ? NO_TICKETS
      : setTicketQuantity(NO_TICKETS, preselect, 1, remainingCapacity).counts,
  );
  const [limitMessage, setLimitMessage] = useState<string | null>(null);

  const step = (tier: TicketTier, delta: 1 | -1) => {
    const change = setTicketQuantity(
      counts,
      tier,
      countForTier(counts, tier) + delta,
      remainingCapacity,
    );
    setCounts(change.counts);
    setLimitMessage(change.message);
  };

  return { counts, limitMessage, step };
}
