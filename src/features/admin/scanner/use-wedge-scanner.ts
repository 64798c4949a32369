import { useEffect, useRef } from 'react';
import { unlockSound } from './feedback';
import { createWedgeBurst } from './wedge-burst';

const NOT_TEXT_INPUTS = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

/** Whether keys sent to `target` are a person typing into a field (never a scan). */
function typesText(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('[contenteditable]:not([contenteditable="false"])')) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !NOT_TEXT_INPUTS.has(target.type);
}

/** A shortcut, not text; AltGr (Ctrl+Alt on Windows) types characters such as @ on some layouts. */
const isShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey || event.altKey) && !event.getModifierState('AltGraph');

/**
 * Hands `onScan` each code a hardware (keyboard-wedge) scanner types while the page is open and
 * no text field has focus (docs/design.md §5.8). The Enter that ends a scan does nothing else, so
 * a focused button is not pressed by it. `null` listens to nothing.
 */
export function useWedgeScanner(onScan: ((text: string) => void) | null): void {
  const onScanRef = useRef(onScan);
  useEffect(() => {
    onScanRef.current = onScan;
  });
  const listening = onScan !== null;

  useEffect(() => {
    if (!listening) return;
    const burst = createWedgeBurst();
    const onKeyDown = (event: KeyboardEvent) => {
      const scanned = burst.feed({
        key: event.key,
        at: event.timeStamp,
        ignored: event.repeat || event.isComposing || isShortcut(event) || typesText(event.target),
      });
      if (scanned === null) return;
      event.preventDefault();
      unlockSound();
      onScanRef.current?.(scanned);
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [listening]);
}
