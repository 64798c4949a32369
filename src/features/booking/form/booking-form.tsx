import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { PAYMENTS_UNAVAILABLE_MESSAGE } from '@/domain/checkout-messages';
import { totalTickets } from '@/domain/prices';
import { CheckoutStatusMessage } from '../checkout/checkout-status';
import { CouponField } from '../coupon/coupon-field';
import { BookingBlockersHint } from './booking-blockers-hint';
import { CheckoutBar } from './checkout-bar';
import { CheckoutButton } from './checkout-button';
import { EmailField } from './email-field';
import { LeadGuestNameField } from './lead-guest-name-field';
import { PriceSummary } from './price-summary';
import { TermsCheckbox } from './terms-checkbox';
import { TicketSelector } from './ticket-selector';
import { useBookingForm, type BookingFormOptions } from './use-booking-form';
import { useCheckoutAction } from './use-checkout-action';

export function BookingForm(options: BookingFormOptions) {
  const form = useBookingForm(options);
  const action = useCheckoutAction(form);
  const hintId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  useScrollIntoViewOnArrival(formRef, options.preselect != null);
  const { coupon, selection, checkout } = form;
  return (
    <>
      <form
        ref={formRef}
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
            pending={coupon.pending}
            totalWithout={form.priced.total}
            onContinueWithout={coupon.continueWithout}
            onEdit={coupon.edit}
            onApply={() => void coupon.apply()}
            onRemove={coupon.remove}
          />
          <LeadGuestNameField value={form.name} onChange={form.setName} />
          <EmailField value={form.email} onChange={form.setEmail} />
          <PriceSummary priced={form.priced} />
          <TermsCheckbox checked={form.termsAccepted} onChange={form.setTermsAccepted} />
        </fieldset>
        <div>
          <CheckoutButton action={action} describedBy={hintId} form={formRef} className="w-full" />
          {action.unavailable && (
            <p role="alert" className="mt-2 text-sm text-rani-soft">
              {PAYMENTS_UNAVAILABLE_MESSAGE}
            </p>
          )}
          {form.editable && <BookingBlockersHint id={hintId} blockers={form.blockers} />}
          <CheckoutStatusMessage
            state={checkout.state}
            savingSlowly={checkout.savingSlowly}
            onRetryConfirm={checkout.retryConfirm}
          />
        </div>
      </form>
      <CheckoutBar
        action={action}
        total={form.priced.total}
        hasTickets={totalTickets(selection.counts) > 0}
        blockers={form.blockers}
        form={formRef}
      />
    </>
  );
}

/**
 * Arriving from "Book Basic / Book Premium", the visitor has already chosen: bring the form,
 * not the poster, into view. Once, when the form first appears.
 */
function useScrollIntoViewOnArrival(ref: RefObject<HTMLFormElement | null>, preselected: boolean) {
  const [arrivedWithChoice] = useState(preselected);
  useEffect(() => {
    if (arrivedWithChoice) ref.current?.scrollIntoView({ block: 'start' });
  }, [arrivedWithChoice, ref]);
}
