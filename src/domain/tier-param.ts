import type { TicketTier } from './prices';

/** /booking?tier=premium: the packages' "Book Premium" link preselects one Premium ticket. */
export const TIER_PARAM = 'tier';

const TIER_SLUGS: Readonly<Record<TicketTier, string>> = {
  '499': 'basic',
  '1212': 'premium',
};

export function tierSlug(tier: TicketTier): string {
  return TIER_SLUGS[tier];
}

/** The search part of a link to /booking with one ticket of `tier` chosen: `?tier=premium`. */
export function tierSearch(tier: TicketTier): string {
  return `?${TIER_PARAM}=${tierSlug(tier)}`;
}

/**
 * The tier a booking link asks for, or null. The address is anyone's to edit, so anything but
 * exactly one known tier (case and surrounding spaces aside) is ignored rather than guessed at:
 * an unknown name, an empty value, or the parameter given twice.
 */
export function tierFromSearch(params: URLSearchParams): TicketTier | null {
  const values = params.getAll(TIER_PARAM);
  if (values.length !== 1) return null;
  const slug = (values[0] ?? '').trim().toLowerCase();
  const match = (Object.keys(TIER_SLUGS) as TicketTier[]).find((tier) => TIER_SLUGS[tier] === slug);
  return match ?? null;
}
