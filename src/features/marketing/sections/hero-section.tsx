import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { InstagramIcon, PlayIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { HeroStill } from './hero-still';
import { HeroVideo } from './hero-video';
import { readStoredNextEvent } from '../next-party/stored-next-event';
import { HeroNextPartyFacts, NextParty } from './deferred-sections';
import { whenPageSettled } from './video-sources';

export function HeroSection() {
  useStoredNextEventReadOnceSettled();
  return (
    <section
      id="home"
      aria-labelledby="home-title"
      className="relative isolate flex min-h-svh items-center overflow-hidden bg-[radial-gradient(ellipse_at_top,_#5b1552_0%,_#1a0b1e_65%)]"
    >
      <HeroStill />
      <HeroVideo />
      <div className="relative mx-auto flex w-full max-w-6xl items-center justify-between gap-12 pr-gutter pt-24 pb-16 pl-5 md:pt-28 md:pb-20 md:pl-8">
        {/* min-w-0: a long stored location wraps in this column instead of widening it past a
            phone's screen and clipping the buttons (docs/design.md §12.7). */}
        <div className="min-w-0">
          <p className="eyebrow mb-4">The mock sangeet party</p>
          <h1
            id="home-title"
            className="font-display text-5xl leading-[1.05] font-bold text-cream md:text-7xl"
          >
            No Shaadi.
            <br />
            <span className="text-marigold">Just Vibes.</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-cream/90 md:mt-6 md:text-xl">
            Dance, DJ, mehndi and your best desi outfit: the sangeet night everyone waits for,
            without anyone having to get married.
          </p>
          <HeroNextPartyFacts />
          {/* Stacked on a phone, each the column's full width; side by side from sm. */}
          <div className="mt-8 grid gap-3 sm:mt-10 sm:flex sm:flex-wrap sm:gap-4">
            <Link to={paths.booking} className="btn-primary">
              Book Your Jashan
            </Link>
            <a href="#portfolio" className="btn-ghost">
              <PlayIcon width={18} height={18} /> Watch Highlights
            </a>
            <a
              href={site.social.url}
              target="_blank"
              rel="noopener noreferrer"
              className="btn-ghost"
            >
              <InstagramIcon width={18} height={18} /> Follow Us
            </a>
          </div>
        </div>
        <NextParty />
      </div>
    </section>
  );
}

/**
 * The hero's next party is prerendered from the build's featured event; the stored one may differ
 * or be sold out (docs/design.md §12.8). Read it once the page has loaded and gone idle (after a
 * phone's first-visit intro), so the backend's code never competes with the first paint or the
 * first taps.
 */
function useStoredNextEventReadOnceSettled() {
  useEffect(() => {
    let live = true;
    void whenPageSettled().then(() => {
      if (live) void readStoredNextEvent();
    });
    return () => {
      live = false;
    };
  }, []);
}
