export const USER_NOT_FOUND_MESSAGE = 'User not found';
/**
 * docs/design.md §6.1: nobody writes their own walletBalance, organisers included (the rules refuse
 * it too).
 */
export const OWN_WALLET_TOP_UP_MESSAGE =
  'You cannot top up your own wallet. Ask another organiser to do it.';
export const TOP_UP_AMOUNT_MESSAGE = 'Top-up amount must be a number greater than 0.';
/**
 * docs/design.md §9.10: ₹1 to ₹1,00,000 per top-up. Below ₹1 the read-back said "Adds ₹0"; the
 * spec sets no ceiling, and one stray keystroke could credit crores.
 */
export const TOP_UP_MINIMUM = 1;
export const TOP_UP_MAXIMUM = 100_000;
export const TOP_UP_MINIMUM_MESSAGE = 'The smallest top-up is ₹1.';
export const TOP_UP_MAXIMUM_MESSAGE = 'The largest top-up is ₹1,00,000.';
export const TOP_UP_DESCRIPTION = 'Admin Manual Top-Up';

/**
 * docs/product-spec.md §5: a number > 0 (Infinity and NaN are not amounts), and
 * docs/design.md §9.10: from ₹1 to ₹1,00,000.
 */
export function topUpAmountProblem(amount: unknown): string | null {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) {
    return TOP_UP_AMOUNT_MESSAGE;
  }
  if (amount < TOP_UP_MINIMUM) return TOP_UP_MINIMUM_MESSAGE;
  if (amount > TOP_UP_MAXIMUM) return TOP_UP_MAXIMUM_MESSAGE;
  return null;
}

/**
 * transactions/{id} for a top-up, in the docs/product-spec.md §3 shape (plus createdAt, which lists
 * sort by).
 */
export interface TopUpRecord {
  userId: string;
  amount: number;
  type: 'credit';
  description: typeof TOP_UP_DESCRIPTION;
  reference: string;
  status: 'completed';
  timestamp: string;
  createdAt: string;
}

export function topUpRecord(userId: string, amount: number, now: Date): TopUpRecord {
  return {
    userId,
    amount,
    type: 'credit',
    description: TOP_UP_DESCRIPTION,
    reference: `ADMIN_TOPUP_${now.getTime()}`,
    status: 'completed',
    timestamp: now.toISOString(),
    createdAt: now.toISOString(),
  };
}

/** The balance after a top-up; a missing or unreadable stored balance counts as 0. */
export function balanceAfterTopUp(current: unknown, amount: number): number {
  const base = typeof current === 'number' && Number.isFinite(current) ? current : 0;
  return base + amount;
}
