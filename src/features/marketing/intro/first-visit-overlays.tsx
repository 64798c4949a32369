import { useEffect, useRef, useState } from 'react';
import { site } from '@/config/site';
import { writeFlag } from '@/lib/safe-storage';
import { INTRO_FADE_MS } from '@/lib/ui-constants';
import { VideoSources } from '../sections/video-sources';
import {
  DESKTOP_LOADER_CLASS,
  DESKTOP_LOADER_FLAG,
  MOBILE_INTRO_CLASS,
  MOBILE_INTRO_FLAG,
  FIRST_VISIT_ID,
} from './first-visit-flags';

const root = () => document.documentElement.classList;
/** Also preloaded by the boot script in index.html when it asks for the intro. */
export const INTRO_POSTER = '/media/intro-poster.webp';

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
    // Marked done as soon as the app is up (spec §4); the boot script's 8 s timer is the fallback.
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
    const finish = () => {
      writeFlag('local', MOBILE_INTRO_FLAG, 'true');
      setFading(true);
      fadeTimer = setTimeout(() => root().remove(MOBILE_INTRO_CLASS), INTRO_FADE_MS);
    };
    element.addEventListener('ended', finish);
    element.addEventListener('error', finish);
    element.play().catch(finish);
    return () => {
      element.removeEventListener('ended', finish);
      element.removeEventListener('error', finish);
      clearTimeout(fadeTimer);
    };
  }, []);

  return (
    <div
      className={`first-visit-overlay mobile-intro fixed inset-0 z-[60] items-center justify-center bg-night ${fading ? 'animate-fade-out' : ''}`}
      data-testid="mobile-intro"
    >
      {/* The clip's own background is the page's night colour, so at 80% it still fills the
          screen to the eye, while staying smaller than the hero image behind it: the intro must
          not become the page's largest paint (LCP) when it arrives. */}
      <video
        ref={video}
        className="max-h-[80%] w-4/5 object-contain"
        muted
        playsInline
        preload="none"
        poster={INTRO_POSTER}
        aria-label={`${site.name} intro`}
      >
        <VideoSources base="/media/intro" />
      </video>
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
