import {
  BASIC_TIER,
  PREMIUM_TIER,
  TICKET_PRICES,
  TICKET_TIER_NAMES,
  type TicketTier,
} from '@/domain/prices';

export interface TicketTierCard {
  id: TicketTier;
  name: string;
  price: number;
  blurb: string;
  perks: readonly string[];
  featured: boolean;
}

/** Marketing copy for the two tiers; names and prices come from the domain price table. */
export const ticketTiers: readonly TicketTierCard[] = [
  {
    id: BASIC_TIER,
    name: TICKET_TIER_NAMES[BASIC_TIER],
    price: TICKET_PRICES[BASIC_TIER],
    blurb: 'Your pass to the dance floor.',
    perks: [
      'Entry to the 4-hour party',
      'DJ, dhol and dance floor',
      'Mehndi corner and props',
      'Refreshments',
    ],
    featured: false,
  },
  {
    id: PREMIUM_TIER,
    name: TICKET_TIER_NAMES[PREMIUM_TIER],
    price: TICKET_PRICES[PREMIUM_TIER],
    blurb: 'The VIP sangeet experience.',
    perks: [
      'Everything in Basic',
      'Priority mehndi with our artist',
      'Photography and videography moments',
      'VIP coupons apply to Premium tickets',
    ],
    featured: true,
  },
];
