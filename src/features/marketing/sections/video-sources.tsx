import { MOBILE_INTRO_CLASS } from '../intro/first-visit-flags';

/** WebM first (smaller), MP4 for Safari. `base` is a path without extension. */
export function VideoSources({ base }: { base: string }) {
  return (
    <>
      <source src={`${base}.webm`} type="video/webm" />
      <source src={`${base}.mp4`} type="video/mp4" />
    </>
  );
}

/** The file to give `video` for `base`: WebM where it plays (smaller), else MP4. */
export const videoUrl = (video: HTMLVideoElement, base: string) =>
  `${base}.${video.canPlayType('video/webm') ? 'webm' : 'mp4'}`;

/** Stops a video and cancels its download (a paused video keeps buffering). */
export function unloadVideo(video: HTMLVideoElement) {
  video.pause();
  if (!video.hasAttribute('src')) return;
  video.removeAttribute('src');
  video.load();
}

/**
 * Resolves once the page has loaded, the browser has been idle once and no first-visit intro
 * covers it: when a video may start without competing with the first paint (docs/design.md §10.1).
 */
export const whenPageSettled = () =>
  new Promise<void>((resolve) => {
    const root = document.documentElement;
    const observer = new MutationObserver(() => check());
    const check = () => {
      if (root.classList.contains(MOBILE_INTRO_CLASS)) return;
      observer.disconnect();
      resolve();
    };
    const start = () =>
      (window.requestIdleCallback ?? setTimeout)(() => {
        observer.observe(root, { attributes: true, attributeFilter: ['class'] });
        check();
      });
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
  });
