import { DemoBanner } from '@/components/ui/demo-banner';
import { PageSpinner } from '@/components/ui/page-spinner';
import { EventPoster } from './event/event-poster';

/** The booking page while its event loads: the banner already where the loaded page has it. */
export function BookingLoading() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-4 pb-16 sm:px-5 md:px-8">
      <EventPoster event={{ title: 'Sangeet Vibes', imageUrl: '' }} />
      <h1 className="mt-8 font-display text-3xl font-bold md:text-5xl">Book Tickets</h1>
      <PageSpinner label="Loading the next party…" />
    </div>
  );
}

/**
 * What /booking shows before the backend is up, and what its prerendered HTML holds, so link
 * previews and the first paint have the poster and the page does not move when it loads.
 */
export function BookingShell() {
  return (
    <>
      <DemoBanner />
      <BookingLoading />
    </>
  );
}
