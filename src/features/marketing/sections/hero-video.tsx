import { useEffect, useRef } from 'react';
import { MOBILE_QUERY, prefersReducedMotion, useMediaQuery } from '@/lib/use-media-query';
import { SoundToggle } from './sound-toggle';
import { useVideoSound } from './use-video-sound';
import { unloadVideo, videoUrl, whenPageSettled } from './video-sources';

const HERO_VIDEO = '/media/hero-loop';

/**
 * Phone-only looping background video (docs/product-spec.md §2): tries to play with sound, falls
 * back to muted when the browser refuses autoplay with sound.
 */
export function HeroVideo() {
  const ref = useRef<HTMLVideoElement>(null);
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const { muted, setMuted, toggle } = useVideoSound(ref, true);

  useEffect(() => {
    const video = ref.current;
    if (!video || !isMobile || prefersReducedMotion()) return;
    let live = true;
    // Not with the first paint, and only on the phone that shows it (docs/design.md §10.1).
    void whenPageSettled().then(() => {
      if (!live) return;
      video.src = videoUrl(video, HERO_VIDEO);
      video.muted = false;
      video
        .play()
        .then(() => setMuted(false))
        .catch(() => {
          setMuted(true);
          return video.play().catch(() => undefined);
        });
    });
    return () => {
      live = false;
      unloadVideo(video);
    };
  }, [isMobile, setMuted]);

  return (
    <div className="absolute inset-0 md:hidden" data-testid="hero-video">
      {/* No poster attribute (a laptop would fetch it) and no source until it may play: the
          hero's picture (HeroStill, under this) shows through until the first frame. */}
      <video
        ref={ref}
        className="relative size-full object-cover"
        preload="none"
        loop
        playsInline
        muted
        aria-hidden="true"
        tabIndex={-1}
      />
      <div className="absolute inset-0 bg-gradient-to-b from-night/75 via-night/60 to-night" />
      <SoundToggle
        muted={muted}
        onToggle={toggle}
        label="hero video"
        className="absolute bottom-6 left-4 z-10"
      />
    </div>
  );
}
