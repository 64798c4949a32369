import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  PROMO_ATTENDEE_LIMIT_MAX,
  PROMO_ATTENDEE_LIMIT_MIN,
  PROMO_DISCOUNT_MAX,
  PROMO_DISCOUNT_MIN,
} from '@/domain/promo-codes';
import { AdminField, fieldClass } from '../components/admin-field';
import { CreatedPromoCode } from './created-promo-code';
import { usePromoCodeForm } from './use-promo-code-form';

/** The generator (docs/product-spec.md §2, §5): optional code, discount, attendee limit. */
export function PromoCodeForm() {
  const form = usePromoCodeForm();
  const headingId = useId();
  const errorId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [refused, setRefused] = useState(0);

  // After a refused submit, take the organiser to the first field that needs fixing.
  useEffect(() => {
    if (refused === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.submit()) setRefused((count) => count + 1);
  };

  return (
    <section aria-labelledby={headingId} className="card flex flex-col gap-5">
      <h2 id={headingId} className="font-display text-2xl font-bold">
        New promo code
      </h2>
      <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <AdminField
          label="Code (optional)"
          error={form.fieldErrors.code}
          invalid={form.codeRefused}
          describedBy={form.codeRefused ? errorId : undefined}
          hint={
            form.savedAs
              ? `Saved as ${form.savedAs}.`
              : 'Leave blank to generate one. VIP is added in front; 5-13 letters or digits after it.'
          }
        >
          {(control) => (
            <input
              {...control}
              name="code"
              type="text"
              value={form.input.code}
              onChange={(event) => form.setField('code', event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="VIPSUMMER25"
              className={`${fieldClass} font-mono tracking-wider uppercase`}
            />
          )}
        </AdminField>
        <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] gap-4">
          <AdminField label="Discount (%)" error={form.fieldErrors.discountPercentage}>
            {(control) => (
              <input
                {...control}
                name="discountPercentage"
                type="number"
                inputMode="numeric"
                min={PROMO_DISCOUNT_MIN}
                max={PROMO_DISCOUNT_MAX}
                step={1}
                value={form.input.discountPercentage}
                onChange={(event) => form.setField('discountPercentage', event.target.value)}
                className={fieldClass}
              />
            )}
          </AdminField>
          <AdminField label="Attendee limit" error={form.fieldErrors.attendeeLimit}>
            {(control) => (
              <input
                {...control}
                name="attendeeLimit"
                type="number"
                inputMode="numeric"
                min={PROMO_ATTENDEE_LIMIT_MIN}
                max={PROMO_ATTENDEE_LIMIT_MAX}
                step={1}
                value={form.input.attendeeLimit}
                onChange={(event) => form.setField('attendeeLimit', event.target.value)}
                className={fieldClass}
              />
            )}
          </AdminField>
        </div>
        {form.error ? (
          <p
            id={errorId}
            role="alert"
            className="rounded-xl border border-rani-soft/60 bg-rani-deep/20 px-4 py-3"
          >
            {form.error}
          </p>
        ) : null}
        <button type="submit" className="btn-primary" disabled={form.pending}>
          {form.pending ? 'Creating…' : 'Create promo code'}
        </button>
      </form>
      {/* Always there, so the new code is announced; takes no room (not even the gap) while empty. */}
      <div role="status" className="-mt-5 not-empty:mt-0">
        {form.created ? <CreatedPromoCode promo={form.created} /> : null}
      </div>
    </section>
  );
}
