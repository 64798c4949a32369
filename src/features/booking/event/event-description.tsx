import { useCallback, useId, useState } from 'react';

/**
 * The event description, clamped to its first 4 lines until the visitor asks for the rest. The
 * toggle appears only when the text is longer than that (measured, since it depends on width).
 */
export function EventDescription({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const id = useId();

  const measure = useCallback((node: HTMLParagraphElement | null) => {
    if (!node) return;
    const check = () => {
      // Expanded text never overflows, so only a clamped measurement says whether to offer it.
      if (node.dataset['expanded'] !== 'true') {
        setOverflows(node.scrollHeight > node.clientHeight + 1);
      }
    };
    // The observer's first report comes after the browser's own layout; measuring here, in the
    // commit, would force a layout of the whole page that has just been inserted
    // (docs/design.md §10.2).
    if (typeof ResizeObserver === 'undefined') return check();
    const observer = new ResizeObserver(check);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  if (text.trim() === '') return null;
  return (
    <section aria-labelledby={`${id}-title`} className="mt-8">
      <h2 id={`${id}-title`} className="font-display text-2xl font-semibold">
        About the night
      </h2>
      <p
        id={id}
        ref={measure}
        data-expanded={expanded}
        className={`mt-3 leading-relaxed whitespace-pre-line wrap-anywhere text-muted ${expanded ? '' : 'line-clamp-4'}`}
      >
        {text}
      </p>
      {(overflows || expanded) && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
          className="mt-2 font-semibold text-marigold underline-offset-4 hover:underline"
        >
          {expanded ? 'Show less' : 'Show more'}
        </button>
      )}
    </section>
  );
}
