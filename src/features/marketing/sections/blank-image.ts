/**
 * A 1×1 transparent GIF: the `<img>` fallback of a `<picture>` whose only `<source>` is for one
 * kind of screen, so the other kind downloads nothing.
 */
export const BLANK_GIF =
  'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';
