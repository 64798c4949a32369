import { useLocation } from 'react-router-dom';
import { ArrowUpIcon, WhatsAppIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { prefersReducedMotion } from '@/lib/use-media-query';
import { SCROLL_TO_TOP_THRESHOLD_PX } from '@/lib/ui-constants';
import { useScrolledPast } from '@/lib/use-scrolled-past';

/**
 * Floating WhatsApp chat button and the scroll-to-top button (docs/product-spec.md §2). On phones
 * they are tabs flush with the right edge, 44 px wide, and the page's content keeps a gutter that
 * wide (the `pr-gutter` utility), so no text ever lies under them (docs/design.md §12.7).
 */
export function FloatingButtons() {
  const showTop = useScrolledPast(SCROLL_TO_TOP_THRESHOLD_PX);
  // On a phone they would sit over the booking form's Pay button and terms; the footer still
  // has every way to reach us.
  const onBooking = useLocation().pathname === paths.booking;
  return (
    <div
      className={`fixed right-0 bottom-4 z-30 flex-col items-end gap-2 md:right-6 md:bottom-6 md:gap-3 ${onBooking ? 'hidden md:flex' : 'flex'}`}
    >
      {showTop && (
        <button
          type="button"
          aria-label="Scroll to top"
          onClick={() =>
            window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
          }
          className="inline-flex h-12 w-11 items-center justify-center rounded-l-2xl bg-plum text-cream shadow-lg ring-1 ring-white/20 hover:bg-rani-deep md:size-12 md:rounded-full"
        >
          <ArrowUpIcon />
        </button>
      )}
      <a
        href={site.whatsappUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us on WhatsApp"
        className="inline-flex h-14 w-11 items-center justify-center rounded-l-2xl bg-[#1f8f4e] text-white shadow-lg shadow-black/40 hover:bg-[#187a41] md:w-14 md:rounded-full"
      >
        <WhatsAppIcon width={28} height={28} />
      </a>
    </div>
  );
}
