import { useEffect, useRef, type RefObject } from 'react';
import type { CheckoutAction } from './use-checkout-action';

/** Where to continue when Pay cannot take focus: what needs fixing, else the first field. */
const FALLBACK_SELECTOR = '[aria-invalid="true"]:not(:disabled), input:not(:disabled)';

/**
 * Gives keyboard focus back to the Pay button that opened a checkout once it closes without a
 * ticket (dismissed with Escape or Cancel, declined, failed to open). The checkout had focus, and
 * Pay was disabled while it was open, so the checkout's own attempt to restore it (the demo's)
 * or none at all (Razorpay's iframe) leaves it on <body>, and a keyboard user starts again from the
 * top of the page (docs/design.md §12.7). Focus somewhere else is left where the visitor put it.
 * When Pay stays disabled because the form now needs something, the form's first such control
 * takes focus instead. Only the copy of the button that was pressed acts, so the phone's
 * checkout bar and the form's button never compete.
 */
export function useFocusBackAfterCheckout(
  action: CheckoutAction,
  form: RefObject<HTMLFormElement | null> | undefined,
) {
  const button = useRef<HTMLButtonElement>(null);
  const pressed = useRef(false);
  const wasProcessing = useRef(action.processing);
  const { processing, disabled, blocked } = action;

  useEffect(() => {
    const ended = wasProcessing.current && !processing;
    wasProcessing.current = processing;
    if (!ended || !pressed.current) return;
    pressed.current = false;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    if (!disabled) {
      button.current?.focus();
    } else if (blocked) {
      // A booked ticket also leaves Pay disabled, but not blocked: the ticket screen follows.
      form?.current?.querySelector<HTMLElement>(FALLBACK_SELECTOR)?.focus();
    }
  }, [processing, disabled, blocked, form]);

  return {
    buttonRef: button,
    onPress: () => {
      pressed.current = true;
    },
  };
}
