import type { PromoCode } from '@/domain/promo-codes';

/** "50% off, up to 2 Premium tickets": what a code gives, in the organiser's words. */
export function promoTerms(promo: Pick<PromoCode, 'discountPercentage' | 'attendeeLimit'>): string {
  const tickets = promo.attendeeLimit === 1 ? 'ticket' : 'tickets';
  return `${promo.discountPercentage}% off, up to ${promo.attendeeLimit} Premium ${tickets}`;
}
