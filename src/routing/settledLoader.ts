/** A loader that loads once and can say, synchronously, what it has loaded. */
export interface SettledLoader<M> {
  (): Promise<M>;
  /** The module, once loaded; undefined before. */
  loaded(): M | undefined;
}

/**
 * `load` asked once (again after a failure, so a lost chunk can be retried), with its result kept
 * for `loaded()`: the boot starts the console's chunks from the address, and the components that
 * render them later find them already here (readyLazy.tsx).
 */
export function settledLoader<M>(load: () => Promise<M>): SettledLoader<M> {
  let pending: Promise<M> | undefined;
  let module: M | undefined;
  const start = () =>
    (pending ??= load().then(
      (result) => (module = result),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return Object.assign(start, { loaded: () => module });
}
