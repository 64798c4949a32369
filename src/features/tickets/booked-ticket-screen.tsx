import { useCallback, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { bookedTicketEntry } from '@/domain/booked-tickets';
import { rememberBookedTicket } from '@/lib/booked-tickets';
import { TicketView } from './card/ticket-view';
import { recallTicket } from './last-ticket';
import { TicketErrorPanel } from './lookup/ticket-error-panel';
import { useTicketLookup } from './lookup/use-ticket-lookup';

export const SAVE_TICKET_WARNING =
  "Save your ticket: copy the link or download the image. This browser keeps every ticket booked in it (Your tickets), but other devices won't.";

/**
 * The screen right after booking (docs/product-spec.md §2). The ticket comes from this browser's
 * memory of the last booking, or from the backend if that memory is gone (private mode, another
 * tab).
 */
export function BookedTicketScreen({ token }: { token: string }) {
  const lookup = useTicketLookup(token, { legacyFallback: false, known: recallTicket(token) });
  // Straight to the top, with the heading focused, so every visitor lands on the news.
  const focusHeading = useCallback((node: HTMLHeadingElement | null) => {
    if (!node) return;
    window.scrollTo(0, 0);
    node.focus({ preventScroll: true });
  }, []);
  // docs/design.md §12.1: from now on the header leads back here, on every page of this browser.
  const shown = lookup.status === 'found' ? lookup.ticket : null;
  useEffect(() => {
    if (!shown) return;
    rememberBookedTicket(bookedTicketEntry(shown));
  }, [shown]);

  if (lookup.status === 'loading') return <PageSpinner label="Loading your ticket…" />;
  if (lookup.status !== 'found') {
    const message = lookup.status === 'error' ? lookup.message : '';
    return (
      <div className="px-4 py-16">
        <TicketErrorPanel message={message}>
          <Link to={paths.booking} className="btn-primary">
            Back to booking
          </Link>
        </TicketErrorPanel>
      </div>
    );
  }
  return (
    <section className="mx-auto w-full max-w-xl px-4 pt-6 pb-16 text-center sm:px-5">
      <p className="eyebrow">Booking confirmed</p>
      <h1
        ref={focusHeading}
        tabIndex={-1}
        className="mt-2 font-display text-4xl font-bold outline-none"
      >
        You&apos;re in!
      </h1>
      <p className="mt-2 text-muted">
        Show this QR code at the door. We&apos;ll scan it to let you in.
      </p>
      <div className="mt-5">
        <TicketView ticket={lookup.ticket} />
      </div>
      {/* Under the card and its Copy and Download buttons, which it is about: the QR comes first. */}
      <p
        role="note"
        className="mx-auto mt-5 max-w-sm rounded-2xl border border-marigold/50 bg-plum/60 p-4 text-left text-sm text-cream"
      >
        {SAVE_TICKET_WARNING}
      </p>
      <Link to={paths.booking} className="btn-ghost mt-8">
        Book more tickets
      </Link>
    </section>
  );
}
