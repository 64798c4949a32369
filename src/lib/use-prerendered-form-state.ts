import { useCallback, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import {
  readPrerenderedForm,
  restoreFocus,
  type FieldValues,
  type PrerenderedForm,
} from './prerendered-form';

type Update<T> = (current: T) => T;

const neverChanges = () => () => undefined;

/** Reads the prerendered form once, when first asked, and keeps the answer. */
function typedIntoPrerender<T extends FieldValues>(formId: string, initial: T) {
  let read: PrerenderedForm<T> | undefined;
  const once = () => (read ??= readPrerenderedForm(formId, initial));
  return {
    initial: () => initial,
    values: () => once().values,
    restoreFocus: () => restoreFocus(formId, once().focus),
  };
}

/**
 * useState for the values of the form with id `formId` (fields named as `initial`'s keys), that
 * starts from what the visitor typed into its prerendered HTML before the page's code ran.
 *
 * The hydrating render uses `initial`, exactly as the server did, so anything derived from the
 * values (a character count) matches the HTML and React reports no mismatch; right after,
 * useSyncExternalStore re-renders with the values read from the DOM, which hydration left as
 * typed. That re-render writes nothing to the fields (they already hold those values), so the
 * caret stays where it was.
 */
export function usePrerenderedFormState<T extends FieldValues>(
  formId: string,
  initial: T,
): [T, (update: Update<T>) => void] {
  const [typed] = useState(() => typedIntoPrerender(formId, initial));
  const seeded = useSyncExternalStore(neverChanges, typed.values, typed.initial);
  const [edited, setEdited] = useState<T | null>(null);

  useLayoutEffect(() => {
    if (seeded !== typed.initial()) typed.restoreFocus();
  }, [seeded, typed]);

  // An edit that arrives before the re-render above (an event in between) still starts from
  // what was typed, not from the server's values.
  const update = useCallback(
    (change: Update<T>) => setEdited((current) => change(current ?? typed.values())),
    [typed],
  );
  return [edited ?? seeded, update];
}
