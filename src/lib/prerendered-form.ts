import { isHydrating } from './hydration';

// A prerendered page can be typed into before its code runs (about 400 ms on a phone, longer
// for a deferred section). Hydration keeps those DOM nodes and their values, but React's state
// starts from the server's values, so its next render would write them over what was typed.
// These helpers read what the visitor typed, and where their caret was, so the form can start
// from it (docs/design.md §13).

export type FieldValues = Record<string, string>;

type TextField = HTMLInputElement | HTMLTextAreaElement;

export interface FocusedField {
  name: string;
  start: number | null;
  end: number | null;
  direction: 'forward' | 'backward' | 'none' | null;
}

export interface PrerenderedForm<T extends FieldValues> {
  /** `initial` itself when nothing differs from it, so a caller can tell by identity. */
  values: T;
  focus: FocusedField | null;
}

function textField(form: HTMLFormElement, name: string): TextField | null {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field : null;
}

function prerenderedFormById(formId: string): HTMLFormElement | null {
  // Only the page the browser first loaded has prerendered forms; after a client-side
  // navigation any form with this id is one React rendered itself.
  if (typeof document === 'undefined' || !isHydrating()) return null;
  const form = document.getElementById(formId);
  return form instanceof HTMLFormElement ? form : null;
}

function focusedField(form: HTMLFormElement): FocusedField | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement)) return null;
  if (active.form !== form || !active.name) return null;
  return {
    name: active.name,
    // Null where a type has no caret API (e-mail inputs).
    start: active.selectionStart,
    end: active.selectionEnd,
    direction: active.selectionDirection,
  };
}

/** The values of the fields named in `initial`, as they are now in the prerendered form `formId`. */
export function readPrerenderedForm<T extends FieldValues>(
  formId: string,
  initial: T,
): PrerenderedForm<T> {
  const form = prerenderedFormById(formId);
  if (!form) return { values: initial, focus: null };
  const typed: FieldValues = {};
  for (const name of Object.keys(initial)) {
    const field = textField(form, name);
    if (field && field.value !== initial[name]) typed[name] = field.value;
  }
  const values = Object.keys(typed).length > 0 ? { ...initial, ...typed } : initial;
  return { values, focus: focusedField(form) };
}

/**
 * Puts focus and caret back in the field that had them, if React replaced that field's node
 * (a hydration it had to redo on the client) and focus fell to the page. Does nothing while the
 * field still has focus, or once the visitor has moved it elsewhere.
 */
export function restoreFocus(formId: string, focus: FocusedField | null): void {
  if (!focus || typeof document === 'undefined') return;
  const form = document.getElementById(formId);
  const field = form instanceof HTMLFormElement ? textField(form, focus.name) : null;
  const active = document.activeElement;
  if (!field || active === field || (active && active !== document.body)) return;
  field.focus({ preventScroll: true });
  if (focus.start !== null && focus.end !== null) {
    field.setSelectionRange(focus.start, focus.end, focus.direction ?? undefined);
  }
}
