export interface LoadScriptOptions {
  doc?: Document;
  /** Give up after this long: a script that never arrives must not leave the page waiting. */
  timeoutMs?: number;
  /** True once the script has done what it is for (e.g. defined its global). */
  ready: () => boolean;
}

/**
 * Adds `<script src={src} async>` and settles when it has run: resolves once `ready()` holds,
 * rejects (saying which script) if it fails to load, loads without becoming ready, or takes
 * longer than `timeoutMs`. A failed tag is removed, so a later call can try again.
 */
export function loadScript(src: string, options: LoadScriptOptions): Promise<void> {
  const doc = options.doc ?? document;
  if (options.ready()) return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (error: Error | null) => {
      if (timer !== undefined) clearTimeout(timer);
      script.onload = null;
      script.onerror = null;
      if (!error) return resolve();
      script.remove();
      reject(error);
    };
    script.onload = () =>
      finish(options.ready() ? null : new Error(`${src} loaded but did not start.`));
    script.onerror = () => finish(new Error(`${src} could not be loaded.`));
    if (options.timeoutMs !== undefined) {
      timer = setTimeout(
        () => finish(new Error(`${src} did not load within ${options.timeoutMs} ms.`)),
        options.timeoutMs,
      );
    }
    doc.head.append(script);
  });
}
