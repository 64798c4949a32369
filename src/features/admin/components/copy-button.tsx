import { useEffect, useRef, useState, type RefObject } from 'react';
import { copyText } from '@/lib/copy-text';

type CopyState = 'idle' | 'copied' | 'failed';

/** How long "Copied" stays up: long enough to read, short enough to copy again and see it. */
export const COPIED_VISIBLE_MS = 2500;

export interface CopyButtonProps {
  text: string;
  /** What the copied text is, for the button's accessible name: "Copy VIPAB12CD34". */
  what?: string;
  /** Selected when copying is impossible, so the organiser can copy it by hand. */
  fallbackTarget?: RefObject<HTMLElement | null>;
  className?: string;
}

/**
 * Copies to the clipboard (with the older selection route as a fallback) and says so next to
 * the button in a live region: "Copied", or how to copy by hand when the browser refuses.
 */
export function CopyButton({
  text,
  what = text,
  fallbackTarget,
  className = 'btn-ghost',
}: CopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onCopy = async () => {
    clearTimeout(timer.current);
    const copied = await copyText(text);
    setState(copied ? 'copied' : 'failed');
    if (copied) {
      timer.current = setTimeout(() => setState('idle'), COPIED_VISIBLE_MS);
    } else {
      selectContents(fallbackTarget?.current ?? null);
    }
  };

  return (
    <span className="inline-flex flex-wrap items-center gap-3">
      <button
        type="button"
        aria-label={`Copy ${what}`}
        className={className}
        onClick={() => void onCopy()}
      >
        Copy
      </button>
      <span role="status" className="text-sm font-semibold text-henna-soft">
        {state === 'copied' ? 'Copied' : null}
        {state === 'failed' ? (
          <span className="text-rani-soft">Could not copy. Select the code and copy it.</span>
        ) : null}
      </span>
    </span>
  );
}

function selectContents(element: HTMLElement | null) {
  const selection = window.getSelection();
  if (!element || !selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}
