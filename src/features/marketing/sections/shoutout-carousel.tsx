import { useEffect, useRef, useState } from 'react';
import { CAROUSEL_INTERVAL_MS } from '@/lib/ui-constants';
import { prefersReducedMotion } from '@/lib/use-media-query';
import type { Shoutout } from '../data/shoutouts';
import { ShoutoutCard } from './shoutout-card';

/** Phone layout: a horizontal snap scroller that advances every 5 s until the visitor takes over. */
export function ShoutoutCarousel({ items }: { items: Shoutout[] }) {
  const scroller = useRef<HTMLUListElement>(null);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused || prefersReducedMotion()) return;
    const timer = setInterval(() => {
      const list = scroller.current;
      // Only while visible (the list is display:none on desktop).
      if (!list || list.offsetParent === null) return;
      const slide = list.clientWidth;
      const atEnd = list.scrollLeft + slide >= list.scrollWidth - 4;
      list.scrollTo({ left: atEnd ? 0 : list.scrollLeft + slide, behavior: 'smooth' });
    }, CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused]);

  return (
    <div className="md:hidden">
      <ul
        ref={scroller}
        aria-label="Influencer shoutouts"
        className="-mx-5 flex snap-x snap-mandatory overflow-x-auto scroll-smooth px-5 [scrollbar-width:none]"
        onPointerDown={() => setPaused(true)}
        onFocus={() => setPaused(true)}
      >
        {items.map((item) => (
          <li key={item.id} className="w-full shrink-0 snap-center px-2">
            <ShoutoutCard item={item} />
          </li>
        ))}
      </ul>
      <div className="mt-4 text-center">
        <button
          type="button"
          aria-pressed={paused}
          onClick={() => setPaused((p) => !p)}
          className="text-sm text-muted underline underline-offset-4 hover:text-marigold"
        >
          Pause auto-scroll{paused ? ' (paused)' : ''}
        </button>
      </div>
    </div>
  );
}
