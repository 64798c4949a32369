import { useEffect, useRef, useState } from 'react';
import { site } from '@/config/site';
import { writeFlag } from '@/lib/safe-storage';
import { INTRO_FADE_MS } from '@/lib/ui-constants';
import { unloadVideo, videoUrl } from '../sections/video-sources';
import {
  DESKTOP_LOADER_CLASS,
  DESKTOP_LOADER_FLAG,
  MOBILE_INTRO_CLASS,
  MOBILE_INTRO_FLAG,
  FIRST_VISIT_ID,
} from './first-visit-flags';

const root = () => document.documentElement.classList;
/** Its poster, /media/intro-poster.webp, is preloaded by the boot script in index.html. */
const INTRO_VIDEO = '/media/intro';

/**
 * Mobile intro video and desktop loader. Both are in the prerendered HTML but hidden by
 * CSS unless the boot script asked for them, so crawlers and LCP see the page itself.
 */
export function FirstVisitOverlays() {
  return (
    // No box of its own (display: contents): it is never "on screen" for whenNeeded.
    <div id={FIRST_VISIT_ID} className="contents">
      <DesktopLoader />
      <MobileIntro />
    </div>
  );
}

function DesktopLoader() {
  useEffect(() => {
    // Marked done as soon as the app is up (docs/product-spec.md §4); the boot script's 8 s timer
    // is the fallback.
    if (!root().contains(DESKTOP_LOADER_CLASS)) return;
    writeFlag('session', DESKTOP_LOADER_FLAG, 'true');
    root().remove(DESKTOP_LOADER_CLASS);
  }, []);
  return (
    <div
      role="status"
      className="first-visit-overlay desktop-loader fixed inset-0 z-[60] flex-col items-center justify-center gap-6 bg-night"
    >
      <img
        src="/brand/logo-mark.svg"
        alt=""
        width={96}
        height={96}
        loading="lazy"
        className="size-24 animate-pulse"
      />
      <p className="font-display text-2xl text-cream">Loading {site.name}...</p>
    </div>
  );
}

function MobileIntro() {
  const video = useRef<HTMLVideoElement>(null);
  const [fading, setFading] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element || !root().contains(MOBILE_INTRO_CLASS)) return;
    let fadeTimer: ReturnType<typeof setTimeout> | undefined;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      element.pause();
      writeFlag('local', MOBILE_INTRO_FLAG, 'true');
      setFading(true);
      fadeTimer = setTimeout(() => root().remove(MOBILE_INTRO_CLASS), INTRO_FADE_MS);
    };
    // Hidden (after the fade, or by the boot script's fallback timer): nothing plays or loads.
    const hidden = new MutationObserver(() => {
      if (root().contains(MOBILE_INTRO_CLASS)) return;
      hidden.disconnect();
      unloadVideo(element);
    });
    hidden.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    // The poster (the clip's first frame) is the first paint; the clip waits for the page's load.
    const start = () => {
      if (done || !root().contains(MOBILE_INTRO_CLASS)) return;
      element.src = videoUrl(element, INTRO_VIDEO);
      element.play().catch(finish);
    };
    element.addEventListener('ended', finish);
    element.addEventListener('error', finish);
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      element.removeEventListener('ended', finish);
      element.removeEventListener('error', finish);
      window.removeEventListener('load', start);
      hidden.disconnect();
      clearTimeout(fadeTimer);
    };
  }, []);

  return (
    <div
      className={`first-visit-overlay mobile-intro fixed inset-0 z-[60] items-center justify-center bg-night ${fading ? 'animate-fade-out' : ''}`}
      data-testid="mobile-intro"
    >
      {/* Smaller than the hero image behind it, so it never becomes the page's largest paint
          (LCP) when it starts. Its poster is a CSS background that only a shown intro fetches,
          and a soft mask hides the box's edges (src/styles/index.css). */}
      <video
        ref={video}
        className="aspect-[9/16] max-h-[80%] w-4/5 object-contain"
        muted
        playsInline
        preload="none"
        aria-label={`${site.name} intro`}
      />
      <button
        type="button"
        onClick={() => video.current?.dispatchEvent(new Event('ended'))}
        className="absolute right-4 bottom-6 rounded-full bg-cream/15 px-4 py-2 text-sm text-cream ring-1 ring-cream/40"
      >
        Skip intro
      </button>
    </div>
  );
}
