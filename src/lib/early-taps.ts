declare global {
  interface Window {
    /** Taps kept by index.html's boot script until the app takes over (docs/design.md §12.9). */
    __earlyTaps?: string[];
  }
}

/**
 * Presses again, in order, the controls marked `data-early-tap` that were tapped before the app's
 * code was running (index.html's boot script keeps them instead of letting them fall on a page
 * with no handlers), and tells the boot script to stop keeping taps: from here React has them.
 * Call it once the controls are hydrated, e.g. from an effect of the component that owns them.
 */
export function replayEarlyTaps(): void {
  const taps = window.__earlyTaps;
  window.__earlyTaps = undefined;
  for (const id of taps ?? []) {
    document.querySelector<HTMLElement>(`[data-early-tap="${CSS.escape(id)}"]`)?.click();
  }
}
