import { useState } from 'react';
import type { EventAvailability } from '@/backend/backend';
import type { Ticket } from '@/domain/booking';
import { bookingBlockers, checkoutAction } from '@/domain/booking-readiness';
import type { TicketTier } from '@/domain/prices';
import { quote } from '@/domain/pricing';
import { isEditable } from '../checkout/checkout-state';
import { useCheckout } from '../checkout/use-checkout';
import { useCoupon } from '../coupon/use-coupon';
import { useTicketSelection } from './use-ticket-selection';

export interface BookingFormOptions {
  availability: EventAvailability;
  onBooked: (ticket: Ticket) => void;
  /** The tier a "Book Basic / Book Premium" link asked for; read once, when the form appears. */
  preselect?: TicketTier | null;
  /** Pay or Complete Free Booking was pressed: a chance to fetch what the ticket screen needs. */
  onCheckoutStart?: () => void;
}

/** Everything the booking form shows, derived from a few pieces of state and the domain rules. */
export function useBookingForm({
  availability,
  onBooked,
  preselect = null,
  onCheckoutStart,
}: BookingFormOptions) {
  const { event, remaining } = availability;
  const selection = useTicketSelection(remaining, preselect);
  const coupon = useCoupon(selection.counts);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [termsAccepted, setTermsAccepted] = useState(false);
  const priced = quote(selection.counts, coupon.applied);
  const blockers = bookingBlockers({
    counts: selection.counts,
    remainingCapacity: remaining,
    couponPending: coupon.pending,
    name,
    email,
    termsAccepted,
  });
  const checkout = useCheckout({
    event,
    priced,
    name,
    email,
    onBooked,
    onCouponRefused: coupon.refuse,
  });
  return {
    event,
    remaining,
    selection,
    coupon,
    name,
    setName,
    email,
    setEmail,
    termsAccepted,
    setTermsAccepted,
    priced,
    blockers,
    checkout,
    action: checkoutAction(priced),
    onCheckoutStart,
    editable: isEditable(checkout.state),
  };
}

export type BookingFormModel = ReturnType<typeof useBookingForm>;
