import { preload } from 'react-dom';
import { DESKTOP_QUERY } from '@/lib/use-media-query';
import { BLANK_GIF } from './blank-image';

/** The hero's party as one wide still (scripts/make-media.sh hero-wide). */
export const HERO_STILL = '/media/hero-wide.webp';

/**
 * What a laptop's hero shows behind the headline and the next-party card: the lights, medallion,
 * toran and diyas of the phone's hero video (which laptops do not play, spec §2), as a still.
 * Phones never fetch it: its only source matches from 768 px up, and the fallback is a 1×1 data
 * image. The scrims keep the headline and the header's links on near-solid night.
 */
export function HeroStill() {
  // The largest thing a laptop paints first: fetched with the HTML, on laptops only.
  preload(HERO_STILL, { as: 'image', media: DESKTOP_QUERY, fetchPriority: 'high' });
  return (
    <div className="absolute inset-0 hidden md:block" aria-hidden="true" data-testid="hero-still">
      <picture>
        <source media={DESKTOP_QUERY} srcSet={HERO_STILL} type="image/webp" />
        <img
          src={BLANK_GIF}
          alt=""
          width={1600}
          height={900}
          className="absolute inset-0 size-full object-cover object-[70%_center]"
        />
      </picture>
      <div className="absolute inset-0 bg-gradient-to-r from-night via-night/70 to-night/0" />
      <div className="absolute inset-x-0 top-0 h-32 bg-gradient-to-b from-night/85 to-transparent" />
      <div className="absolute inset-x-0 bottom-0 h-32 bg-gradient-to-t from-night to-transparent" />
    </div>
  );
}
