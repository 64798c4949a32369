import { useId, type KeyboardEvent } from 'react';
import { couponAppliedMessage } from '@/domain/checkout-messages';
import { ContinueWithoutCode } from './continue-without-code';
import type { CouponState } from './use-coupon';

interface CouponFieldProps {
  input: string;
  state: CouponState;
  /** A code is in the field but not applied, and holds up Pay. */
  pending: boolean;
  /** The total without a code, offered when one is pending. */
  totalWithout: number;
  onContinueWithout: () => void;
  onEdit: (value: string) => void;
  onApply: () => void;
  onRemove: () => void;
}

/** VIP code for Premium tickets. Enter applies it rather than starting a payment. */
export function CouponField(props: CouponFieldProps) {
  const { input, state, onEdit, onApply, onRemove } = props;
  const id = useId();
  const applied = state.status === 'applied';
  const error = state.status === 'editing' ? state.error : null;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (!applied) onApply();
  };
  return (
    <div>
      <label htmlFor={id} className="mb-2 block font-medium">
        Coupon code{' '}
        <span className="text-sm font-normal text-muted">(optional, Premium tickets only)</span>
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={input}
          onChange={(event) => onEdit(event.target.value)}
          onKeyDown={onKeyDown}
          readOnly={state.status !== 'editing'}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          placeholder="VIP…"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-message`}
          className="field min-w-0 flex-1 uppercase read-only:opacity-80"
        />
        {applied ? (
          // Named for its code: beside the steppers' "Remove one … ticket", a bare "Remove" says
          // nothing to a screen reader; the name starts with the visible word, for voice control.
          <button
            type="button"
            onClick={onRemove}
            aria-label={`Remove coupon ${state.coupon.code}`}
            className="btn-ghost shrink-0 px-5"
          >
            Remove
          </button>
        ) : (
          <button
            type="button"
            onClick={onApply}
            disabled={state.status === 'checking'}
            className="btn-ghost shrink-0 px-5"
          >
            {state.status === 'checking' ? 'Checking…' : 'Apply'}
          </button>
        )}
      </div>
      <div id={`${id}-message`} aria-live="polite" className="text-sm">
        {error && (
          <p role="alert" className="mt-2 text-rani-soft">
            {error}
          </p>
        )}
        {state.status === 'applied' && (
          <p className="mt-2 text-henna-soft">{couponAppliedMessage(state.coupon)}</p>
        )}
      </div>
      {props.pending && state.status === 'editing' && (
        <ContinueWithoutCode total={props.totalWithout} onPress={props.onContinueWithout} />
      )}
    </div>
  );
}
