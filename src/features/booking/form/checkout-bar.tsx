import { useEffect, useId, useRef, type RefObject } from 'react';
import type { BookingBlocker } from '@/domain/booking-readiness';
import { formatRupees } from '@/domain/format';
import { MOBILE_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { shortForm } from './booking-blockers-hint';
import { CheckoutButton } from './checkout-button';
import type { CheckoutAction } from './use-checkout-action';

/** Set on <html> while the bar is up; index.css pads the page by the bar's height. */
const OPEN_CLASS = 'checkout-bar-open';
const HEIGHT_VAR = '--checkout-bar-height';

/**
 * Phones only (docs/product-spec.md §9's 768 px breakpoint): once tickets are chosen, the total and
 * the same Pay / Complete Free Booking action stay at the bottom of the screen, so paying never
 * needs a long scroll back down. It presses the form's one action, so disabled state, reasons and
 * "Processing..." are the main button's.
 */
export function CheckoutBar(props: {
  action: CheckoutAction;
  total: number;
  hasTickets: boolean;
  blockers: readonly BookingBlocker[];
  /** The booking form, whose controls take focus when Pay cannot after a checkout. */
  form: RefObject<HTMLFormElement | null>;
}) {
  const phone = useMediaQuery(MOBILE_QUERY);
  if (!phone || !props.hasTickets) return null;
  return <Bar {...props} />;
}

function Bar({
  action,
  total,
  blockers,
  form,
}: {
  action: CheckoutAction;
  total: number;
  blockers: readonly BookingBlocker[];
  /** The booking form, whose controls take focus when Pay cannot after a checkout. */
  form: RefObject<HTMLFormElement | null>;
}) {
  const ref = useRef<HTMLElement>(null);
  const reasonsId = useId();
  usePagePadding(ref);
  return (
    <section
      ref={ref}
      aria-label="Checkout"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-white/15 bg-night/95 px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] shadow-[0_-8px_24px_rgb(0_0_0/0.4)] backdrop-blur md:hidden"
    >
      {action.blocked && (
        <p id={reasonsId} className="mb-2 text-xs text-muted">
          To continue: {blockers.map(shortForm).join(' ')}
        </p>
      )}
      <div className="flex items-center gap-4">
        <p className="shrink-0 leading-tight">
          <span className="block text-xs text-muted">Total</span>
          <span className="text-xl font-bold text-cream tabular-nums">{formatRupees(total)}</span>
        </p>
        <CheckoutButton
          action={action}
          describedBy={reasonsId}
          form={form}
          className="min-w-0 flex-1"
        />
      </div>
    </section>
  );
}

/** Pads the page (and scroll-into-view targets) by the bar's height, so it never hides content. */
function usePagePadding(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const root = document.documentElement;
    const measure = () => root.style.setProperty(HEIGHT_VAR, `${bar.offsetHeight}px`);
    measure();
    root.classList.add(OPEN_CLASS);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      root.classList.remove(OPEN_CLASS);
      root.style.removeProperty(HEIGHT_VAR);
    };
  }, [ref]);
}
