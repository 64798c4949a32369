import { useEffect } from 'react';
import type { ShownVerdict } from './use-check-in';

/**
 * How long a verdict fills the screen unless the next scan replaces it first: 3 s, long enough to
 * read at arm's length, short enough not to hold up the queue (docs/design.md §5.5).
 */
export const VERDICT_SHOWN_MS = { admit: 3000, already: 3000, refuse: 3000 } as const;

const TONE_CLASS = {
  admit: 'bg-green-600 text-white',
  already: 'bg-amber-400 text-night',
  refuse: 'bg-red-700 text-white',
} as const;

const TONE_MARK = { admit: '✓', already: '!', refuse: '✕' } as const;

/**
 * The verdict, filling the screen so a door person reads it at arm's length: colour, a mark,
 * the spec's words, then whom to admit. Tap anywhere (or press Escape) for the next guest.
 */
export function VerdictOverlay({
  verdict,
  onDismiss,
}: {
  verdict: ShownVerdict;
  onDismiss: () => void;
}) {
  useEffect(() => {
    // decode → verdict on screen, for `npm run bench` (after the frame that paints it).
    const frame = requestAnimationFrame(() => {
      try {
        performance.measure('scan-to-verdict', {
          start: verdict.decodedAt,
          end: performance.now(),
        });
      } catch {
        // Older browsers without measure options: nothing to report.
      }
    });
    const timer = setTimeout(onDismiss, VERDICT_SHOWN_MS[verdict.tone]);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      document.removeEventListener('keydown', onKey);
    };
  }, [verdict, onDismiss]);

  return (
    <div
      className={`fixed inset-0 z-40 flex flex-col items-center justify-center gap-5 p-6 text-center ${TONE_CLASS[verdict.tone]}`}
      data-verdict={verdict.tone}
    >
      <div aria-hidden="true" className="absolute inset-0" onClick={onDismiss} />
      <div role="alert" className="relative flex flex-col items-center gap-4">
        <span aria-hidden="true" className="text-7xl leading-none font-black sm:text-8xl">
          {TONE_MARK[verdict.tone]}
        </span>
        <p className="font-display text-4xl leading-tight font-bold sm:text-6xl">{verdict.title}</p>
        {verdict.lines.map((line, index) => (
          <p
            key={line}
            className={
              index === 0 ? 'text-2xl font-bold sm:text-4xl' : 'text-lg break-all sm:text-2xl'
            }
          >
            {line}
          </p>
        ))}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        className="relative mt-6 min-h-14 rounded-full border-2 border-current px-8 text-lg font-semibold"
      >
        Next guest
      </button>
    </div>
  );
}
