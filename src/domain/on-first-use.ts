/**
 * A value made on its first use, then kept. For Intl formatters: building one loads its locale's
 * data, tens of milliseconds on a throttled phone, so a module that builds one while it loads
 * makes every page importing it pay, formatting or not (docs/design.md §10.2).
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
