import { site } from '@/config/site';
import { useEffect, useRef } from 'react';
import { prefersReducedMotion } from '@/lib/use-media-query';
import type { Shoutout } from '../data/shoutouts';
import { SoundToggle } from './sound-toggle';
import { useVideoSound } from './use-video-sound';
import { VideoSources, whenPageSettled } from './video-sources';

/** One looping shoutout video, muted at first, playing only while on screen. */
export function ShoutoutCard({ item }: { item: Shoutout }) {
  const ref = useRef<HTMLVideoElement>(null);
  const { muted, toggle } = useVideoSound(ref, true);

  useEffect(() => {
    const video = ref.current;
    if (!video || typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return;
    let visible = false;
    let live = true;
    // Plays (and so downloads) only on screen, and never before the page has settled.
    const settled = whenPageSettled();
    const update = () => {
      if (!live) return;
      if (visible) void video.play().catch(() => undefined);
      else video.pause();
    };
    const observer = new IntersectionObserver(
      ([entry]) => {
        visible = entry?.isIntersecting ?? false;
        void settled.then(update);
      },
      { threshold: 0.5 },
    );
    observer.observe(video);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, []);

  return (
    // As tall as its row, so two cards side by side end level when one caption takes two lines.
    <figure className="flex h-full flex-col overflow-hidden rounded-3xl bg-night-2 ring-1 ring-white/10">
      <div className="relative aspect-[9/16]">
        {/* The poster as a lazy image, not the video's poster attribute (fetched at once, even
            far below the fold); it shows through until the video has a frame. */}
        <img
          src={item.poster}
          alt=""
          loading="lazy"
          className="absolute inset-0 size-full object-cover"
        />
        <video
          ref={ref}
          className="relative size-full object-cover"
          preload="none"
          loop
          muted
          playsInline
          aria-label={item.videoLabel}
        >
          <VideoSources base={item.videoBase} />
        </video>
        <SoundToggle
          muted={muted}
          onToggle={toggle}
          label={item.soundLabel}
          className="absolute top-3 right-3"
        />
      </div>
      <figcaption className="flex items-center gap-3 p-4">
        <a
          href={item.url}
          target="_blank"
          rel="noopener noreferrer"
          className="shrink-0 rounded-full"
        >
          <img
            src={item.profilePicture}
            alt={`${item.handle} on ${site.social.network}`}
            width={44}
            height={44}
            loading="lazy"
            className="size-11 rounded-full"
          />
        </a>
        <span className="min-w-0">
          <a
            href={item.url}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-cream hover:text-marigold"
          >
            {item.handle}
          </a>
          {item.note && <span className="block text-sm text-cream/70">{item.note}</span>}
        </span>
      </figcaption>
    </figure>
  );
}
