import type { RefObject } from 'react';
import type { CheckoutAction } from './use-checkout-action';
import { useFocusBackAfterCheckout } from './use-focus-back-after-checkout';

// Disabled reads as disabled, not as a dimmed gold button (docs/design.md §12.5): no fill, a dashed
// outline and muted text. While an order is being processed it keeps its gold.
const LOOK = {
  ready: 'btn-primary',
  processing: 'btn-primary cursor-progress disabled:cursor-progress disabled:opacity-100',
  disabled:
    'btn border border-dashed border-muted/50 bg-transparent text-muted disabled:opacity-100',
};

/** One copy of the booking's Pay / Complete Free Booking button (main form or sticky bar). */
export function CheckoutButton({
  action,
  describedBy,
  form,
  className = '',
}: {
  action: CheckoutAction;
  describedBy?: string;
  /** The booking form, whose controls take focus when Pay cannot after a checkout. */
  form?: RefObject<HTMLFormElement | null>;
  className?: string;
}) {
  const { buttonRef, onPress } = useFocusBackAfterCheckout(action, form);
  const look = action.processing ? LOOK.processing : action.disabled ? LOOK.disabled : LOOK.ready;
  return (
    <button
      ref={buttonRef}
      type="button"
      onClick={() => {
        onPress();
        action.run();
      }}
      disabled={action.disabled}
      aria-busy={action.busy}
      aria-describedby={action.blocked ? describedBy : undefined}
      className={`${look} text-lg ${className}`}
    >
      {action.label}
    </button>
  );
}
