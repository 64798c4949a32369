/** A promise as React's `use()` tracks it: once these fields say it has settled, `use()` reads them. */
type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/**
 * Loads a module once, on demand. After it has loaded, `use(load())` returns it at once instead
 * of suspending, so a screen whose code was fetched ahead (say, while a payment completes)
 * appears without a fallback, and without React's 300 ms hold on revealing suspended content.
 * A failed load is forgotten, so the next call tries again.
 */
export function preloadable<T>(importer: () => Promise<T>): () => Promise<T> {
  let promise: Tracked<T> | undefined;
  return () => {
    if (promise) return promise;
    const loading: Tracked<T> = importer().then(
      (module) => {
        loading.status = 'fulfilled';
        loading.value = module;
        return module;
      },
      (error: unknown) => {
        promise = undefined;
        throw error;
      },
    );
    promise = loading;
    return loading;
  };
}
