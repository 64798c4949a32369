import { useEffect, useRef, type RefObject } from 'react';

/** What Tab moves between in a dialog of buttons only, and in a dialog with a form. */
export const MODAL_BUTTONS = 'button:not(:disabled)';
export const MODAL_FORM_CONTROLS =
  'input:not(:disabled), select:not(:disabled), textarea:not(:disabled), button:not(:disabled), a[href]';

/**
 * A modal's keys: Escape calls `onEscape` (unless `busy`), and Tab stays among the panel's
 * `focusable` elements. Handled on the document, so the panel itself stays a plain element.
 */
export function useModalKeys(
  panel: RefObject<HTMLElement | null>,
  onEscape: () => void,
  busy = false,
  focusable: string = MODAL_BUTTONS,
): void {
  const busyRef = useRef(busy);
  const escapeRef = useRef(onEscape);
  useEffect(() => {
    busyRef.current = busy;
    escapeRef.current = onEscape;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !busyRef.current) {
        event.stopPropagation();
        escapeRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panel.current) return;
      const elements = [...panel.current.querySelectorAll<HTMLElement>(focusable)];
      const first = elements[0];
      const last = elements[elements.length - 1];
      if (!first || !last) return;
      const inside = panel.current.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [panel, focusable]);
}

/** Focuses `initial` when the modal opens and gives focus back to what had it when it closes. */
export function useModalFocus(initial: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    initial.current?.focus();
    return () => opener?.focus();
  }, [initial]);
}
