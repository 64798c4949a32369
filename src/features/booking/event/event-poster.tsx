import type { Event } from '@/domain/events';

export const DEFAULT_POSTER = '/media/poster.webp';
export const POSTER_CLASS =
  'aspect-[8/3] w-full rounded-3xl border border-white/10 bg-plum object-cover';

/** The banner at the top of the booking page; 1600×600 so the page does not jump as it loads. */
export function EventPoster({ event }: { event: Pick<Event, 'title' | 'imageUrl'> }) {
  return (
    <img
      src={event.imageUrl || DEFAULT_POSTER}
      alt={`${event.title}: event poster`}
      width={1600}
      height={600}
      fetchPriority="high"
      className={POSTER_CLASS}
    />
  );
}
