/**
 * The boot script in index.html adds one of these classes before first paint on a
 * first visit to `/`; the overlays below take them away (spec §4).
 */
export const MOBILE_INTRO_CLASS = 'show-mobile-intro';
export const DESKTOP_LOADER_CLASS = 'show-desktop-loader';
export const MOBILE_INTRO_FLAG = 'mobileIntroDone';
export const DESKTOP_LOADER_FLAG = 'desktopLoaderDone';
