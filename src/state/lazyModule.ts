// A module loaded when first needed, that can be used at once after that: `now` is the module
// once loaded (else undefined), `load()` loads it once. An action that must change state in the
// same event as the user's keystroke (a controlled editor loses its caret otherwise) uses `now`
// and loads ahead of time, where the page that needs it opens. A load that fails (a chunk the
// network dropped) is tried again on the next call, not kept as a failure for the page's life.
export interface LazyModule<T> {
  readonly now: T | undefined;
  load(): Promise<T>;
}

export function lazyModule<T>(load: () => Promise<T>): LazyModule<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    get now() {
      return value;
    },
    load() {
      pending ??= load().then(
        (v) => (value = v),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
}

/** `load`, run once for every call of the function it gives (lazyModule, without `now`). */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  const m = lazyModule(load);
  return () => m.load();
}
