/**
 * The boot script in index.html adds one of these classes before first paint on a
 * first visit to `/`; the overlays below take them away (docs/product-spec.md §4).
 */
export const MOBILE_INTRO_CLASS = 'show-mobile-intro';
export const DESKTOP_LOADER_CLASS = 'show-desktop-loader';
export const MOBILE_INTRO_FLAG = 'mobileIntroDone';
export const DESKTOP_LOADER_FLAG = 'desktopLoaderDone';

/** Wraps both overlays, so their prerendered HTML can be found and kept. */
export const FIRST_VISIT_ID = 'first-visit';

/** Whether the boot script asked for an overlay on this page load. */
export function overlayRequested(): boolean {
  const classes = document.documentElement.classList;
  return classes.contains(MOBILE_INTRO_CLASS) || classes.contains(DESKTOP_LOADER_CLASS);
}
