import { ticketTiers } from '@/config/ticket-tiers';
import { availabilityNotice } from '@/domain/booking-readiness';
import { COUPON_LOCK_NOTE } from '@/domain/checkout-messages';
import { countForTier, type TicketCounts, type TicketTier } from '@/domain/prices';
import { TicketStepper } from './ticket-stepper';

interface TicketSelectorProps {
  counts: TicketCounts;
  remainingCapacity: number;
  limitMessage: string | null;
  couponLocked: boolean;
  onStep: (tier: TicketTier, delta: 1 | -1) => void;
}

export function TicketSelector(props: TicketSelectorProps) {
  const { counts, remainingCapacity, limitMessage, couponLocked } = props;
  const soldOut = !(remainingCapacity > 0);
  const notice = availabilityNotice(remainingCapacity);
  return (
    <fieldset>
      <legend className="font-display text-xl font-semibold">Choose your tickets</legend>
      <div className="divide-y divide-white/10">
        {ticketTiers.map((tier) => (
          <TicketStepper
            key={tier.id}
            name={tier.name}
            blurb={tier.blurb}
            price={tier.price}
            count={countForTier(counts, tier.id)}
            locked={couponLocked}
            soldOut={soldOut}
            onStep={(delta) => props.onStep(tier.id, delta)}
          />
        ))}
      </div>
      {notice && notice !== limitMessage && (
        <p className={`mt-1 text-sm font-semibold ${soldOut ? 'text-rani-soft' : 'text-marigold'}`}>
          {notice}
        </p>
      )}
      {couponLocked && <p className="mt-1 text-sm text-muted">{COUPON_LOCK_NOTE}</p>}
      <div aria-live="assertive" className="text-sm text-rani-soft">
        {limitMessage && <p className="mt-1 font-semibold">{limitMessage}</p>}
      </div>
    </fieldset>
  );
}
