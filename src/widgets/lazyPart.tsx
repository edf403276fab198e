import { lazy, Suspense, useEffect, type ComponentType, type FunctionComponent } from "react";
import { whenIdleAfter } from "./whenIdle";

/** How long after its page mounts a part's code loads anyway (in an idle moment), so a first open need not wait for it. */
const WARM_AFTER_MS = 1500;

export interface LazyPart<P> extends FunctionComponent<P> {
  /** Loads the part's code without rendering it. */
  warm(): void;
}

/**
 * A part of a page that is not shown when the page opens (a dialog, a drawer), rendered only
 * while it is open: its code loads when it first mounts (or earlier, `warm`), so the page's
 * first load neither downloads, compiles nor runs it.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadModule = () => {
    loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(loadModule);
  const part = (props: P) => (
    <Suspense fallback={null}>
      <Lazy {...props} />
    </Suspense>
  );
  return Object.assign(part, { warm: () => void loadModule().catch(() => undefined) });
}

/**
 * Loads the page's lazy parts (a list made once, outside the component) once it has been up a
 * while, in an idle moment: opening one then waits for nothing.
 */
export function useWarmParts(parts: readonly LazyPart<never>[]): void {
  useEffect(() => whenIdleAfter(WARM_AFTER_MS, true, () => parts.forEach((part) => part.warm())), [parts]);
}
