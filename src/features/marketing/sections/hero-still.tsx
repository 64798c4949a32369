import { preload } from 'react-dom';
import { DESKTOP_QUERY, MOBILE_QUERY } from '@/lib/use-media-query';
import { BLANK_GIF } from './blank-image';

/**
 * The phone hero video's first frame, and the party as one wide still for laptops: AVIF (10 and
 * 13 KB) for browsers that read it, WebP (28 and 41 KB) for the rest.
 */
export const HERO_POSTER = { avif: '/media/hero-poster.avif', webp: '/media/hero-poster.webp' };
export const HERO_STILL = { avif: '/media/hero-wide.avif', webp: '/media/hero-wide.webp' };

/**
 * The hero's picture, painted with the HTML as the largest thing a first visit shows. On a phone:
 * the hero video's first frame, under the video (HeroVideo) until it plays. On a laptop, which
 * plays no hero video (docs/product-spec.md §2): the party's lights, medallion, toran and diyas as
 * one wide still (scripts/make-media.sh hero-wide) behind the headline and the next-party card,
 * under scrims that keep the headline and the header's links on near-solid night. Each screen
 * fetches only its own image: one source per media query and format, and a 1×1 data image
 * otherwise. The preloads name the AVIF with its type, so a browser without AVIF skips them rather
 * than fetching a file the picture will not use.
 */
export function HeroStill() {
  for (const [still, media] of [
    [HERO_POSTER, MOBILE_QUERY],
    [HERO_STILL, DESKTOP_QUERY],
  ] as const)
    preload(still.avif, { as: 'image', type: 'image/avif', media, fetchPriority: 'high' });
  return (
    <div className="absolute inset-0" aria-hidden="true" data-testid="hero-still">
      <picture>
        <source media={MOBILE_QUERY} srcSet={HERO_POSTER.avif} type="image/avif" />
        <source media={MOBILE_QUERY} srcSet={HERO_POSTER.webp} type="image/webp" />
        <source media={DESKTOP_QUERY} srcSet={HERO_STILL.avif} type="image/avif" />
        <source media={DESKTOP_QUERY} srcSet={HERO_STILL.webp} type="image/webp" />
        <img
          src={BLANK_GIF}
          alt=""
          className="absolute inset-0 size-full object-cover md:object-[70%_center]"
        />
      </picture>
      <div className="absolute inset-0 hidden bg-gradient-to-r from-night via-night/70 md:block" />
      <div className="absolute inset-x-0 top-0 hidden h-32 bg-gradient-to-b from-night/85 md:block" />
      <div className="absolute inset-x-0 bottom-0 hidden h-32 bg-gradient-to-t from-night md:block" />
    </div>
  );
}
