import { useEffect, useState } from 'react';

/**
 * Code that only some requests need, in a chunk of its own (the bundler splits at `import()`),
 * fetched once, on demand: the file field, the stepper, the receipts, the URL consent screen. One
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

/**
 * What {@link onDemand} returns.
 *
 * @example
 * const chunk: OnDemand<typeof import('./file-field')> = onDemand(() => import('./file-field'));
 */
export type OnDemand<T> = ReturnType<typeof onDemand<T>>;

/**
 * `chunk`'s module once it is here, loading it while `wanted`: `undefined` until then, and the
 * component renders again when it arrives. For code that needs the module's functions as well as
 * its components (a receipt's sentence for the announcer).
 *
 * @example
 * const receipt = useOnDemand(receiptChunk, inline);
 */
export function useOnDemand<T>(chunk: OnDemand<T>, wanted: boolean): T | undefined {
  const [module, setModule] = useState(chunk.loaded);
  useEffect(() => {
    if (!wanted || module !== undefined) return;
    let live = true;
    chunk.load().then(
      (value) => {
        if (live) setModule(() => value);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [chunk, wanted, module]);
  return module ?? chunk.loaded();
}
