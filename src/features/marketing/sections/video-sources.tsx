/** WebM first (smaller), MP4 for Safari. `base` is a path without extension. */
export function VideoSources({ base }: { base: string }) {
  return (
    <>
      <source src={`${base}.webm`} type="video/webm" />
      <source src={`${base}.mp4`} type="video/mp4" />
    </>
  );
}
