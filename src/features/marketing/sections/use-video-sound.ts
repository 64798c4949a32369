import { useCallback, useState, type RefObject } from 'react';

/** Mute state kept in step with a <video>; the toggle flips both. */
export function useVideoSound(ref: RefObject<HTMLVideoElement | null>, initiallyMuted = true) {
  const [muted, setMutedState] = useState(initiallyMuted);
  const setMuted = useCallback(
    (next: boolean) => {
      if (ref.current) ref.current.muted = next;
      setMutedState(next);
    },
    [ref],
  );
  const toggle = useCallback(() => {
    const video = ref.current;
    const next = !(video?.muted ?? muted);
    setMuted(next);
    // Unmuting a paused video (reduced motion, autoplay refused) should also start it.
    if (!next && video?.paused) void video.play().catch(() => setMuted(true));
  }, [ref, muted, setMuted]);
  return { muted, setMuted, toggle };
}
