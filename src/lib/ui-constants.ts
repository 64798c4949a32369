/** UI thresholds and timings from docs/product-spec.md §9, named once. */
export const HEADER_SCROLL_THRESHOLD_PX = 50;
export const SCROLL_TO_TOP_THRESHOLD_PX = 200;
export const CAROUSEL_INTERVAL_MS = 5000;
export const INTRO_FADE_MS = 600;
export const LOADER_FALLBACK_MS = 8000;
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
/** How long a toast stays open before it dismisses itself. */
export const TOAST_DURATION_MS = 6000;
