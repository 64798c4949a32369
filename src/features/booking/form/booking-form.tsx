import { useId } from 'react';
import { CheckoutStatusMessage } from '../checkout/checkout-status';
import { CouponField } from '../coupon/coupon-field';
import { BookingBlockersHint } from './booking-blockers-hint';
import { CheckoutButton } from './checkout-button';
import { EmailField } from './email-field';
import { PriceSummary } from './price-summary';
import { TermsCheckbox } from './terms-checkbox';
import { TicketSelector } from './ticket-selector';
import { useBookingForm, type BookingFormOptions } from './use-booking-form';

export function BookingForm(options: BookingFormOptions) {
  const form = useBookingForm(options);
  const hintId = useId();
  const { coupon, selection, checkout } = form;
  return (
    <form
      aria-label="Book tickets"
      noValidate
      onSubmit={(event) => event.preventDefault()}
      className="card space-y-6 p-5 md:p-6"
    >
      <fieldset disabled={!form.editable} className="min-w-0 space-y-6">
        <TicketSelector
          counts={selection.counts}
          remainingCapacity={form.remaining}
          limitMessage={selection.limitMessage}
          couponLocked={coupon.state.status !== 'editing'}
          onStep={selection.step}
        />
        <CouponField
          input={coupon.input}
          state={coupon.state}
          onEdit={coupon.edit}
          onApply={() => void coupon.apply()}
          onRemove={coupon.remove}
        />
        <EmailField value={form.email} onChange={form.setEmail} />
        <PriceSummary priced={form.priced} />
        <TermsCheckbox checked={form.termsAccepted} onChange={form.setTermsAccepted} />
      </fieldset>
      <div>
        <CheckoutButton form={form} describedBy={hintId} />
        {form.editable && <BookingBlockersHint id={hintId} blockers={form.blockers} />}
        <CheckoutStatusMessage state={checkout.state} onRetryConfirm={checkout.retryConfirm} />
      </div>
    </form>
  );
}
