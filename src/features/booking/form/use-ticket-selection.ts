import { useState } from 'react';
import { NO_TICKETS, countForTier, type TicketCounts, type TicketTier } from '@/domain/prices';
import { setTicketQuantity } from '@/domain/quantities';

/**
 * The two ticket counts and, when a press was refused by a limit (20 per order, seats left),
 * the message saying which one. Every change goes through the domain's setTicketQuantity.
 */
export function useTicketSelection(remainingCapacity: number) {
  const [counts, setCounts] = useState<TicketCounts>(NO_TICKETS);
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
