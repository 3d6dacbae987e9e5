/**
 * Code that only some requests need, in a chunk of its own (the bundler splits at `import()`),
 * fetched once, on demand: the file field, the URL consent screen. One
 * download per page; a failed one is forgotten so the next need tries again. `loaded()` hands out
 * the module synchronously once it is here, so a part mounted after the download renders at once
 * instead of suspending for a frame.
 *
 * @example
 * const fileField = onDemand(() => import('./file-field'));
 * fileField.preload(); // a request that asks for a file was queued
 */
export function onDemand<T>(importer: () => Promise<T>) {
  let loading: Promise<T> | undefined;
  let module: T | undefined;
  const load = (): Promise<T> => {
    loading ??= importer().then(
      (value) => (module = value),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return {
    /** The module, fetched once (every caller shares the promise). */
    load,
    /** The module once it is here, else `undefined`. */
    loaded: (): T | undefined => module,
    /** Starts the download; safe to call often, never rejects. */
    preload: (): void => {
      load().catch(() => undefined);
    },
  };
}
