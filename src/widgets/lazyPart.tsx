import { lazy, Suspense, useEffect, type ComponentType, type FunctionComponent } from "react";
import { whenIdleAfter } from "./whenIdle";

/** How long after its page mounts a part's code loads anyway (in an idle moment), so a first open need not wait for it. */
const WARM_AFTER_MS = 1500;

export interface LazyPart<P> extends FunctionComponent<P> {
  /** Loads the part's code without rendering it; settles once it is here (or failed). */
  warm(): Promise<void>;
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
  return Object.assign(part, { warm: () => loadModule().then(ignore, ignore) });
}

const ignore = () => undefined;

/** Parts waiting to be warmed, in the order their pages asked. */
const warmQueue: LazyPart<never>[] = [];
let warming = false;

/** How long the person must have left the pointer and keys alone before the next part warms. */
const QUIET_MS = 1000;
let lastInput = -Infinity;
if (typeof window !== "undefined") {
  const noted = () => {
    lastInput = performance.now();
  };
  for (const type of ["pointermove", "pointerdown", "keydown", "wheel"]) window.addEventListener(type, noted, { capture: true, passive: true });
}

/**
 * Warms the queued parts one at a time, each at an idle moment once the person has paused: a
 * part brings a few chunks to fetch, compile and run, and a page's dozen parts asked at once
 * kept the main thread busy for 100 ms and more with those small tasks. A menu click landing
 * then rendered its page in the gaps (and a person pointing at something is about to act).
 */
function warmNext(): void {
  if (warming) return;
  if (warmQueue.length === 0) return;
  warming = true;
  const waitMs = Math.max(0, lastInput + QUIET_MS - performance.now());
  whenIdleAfter(waitMs, true, () => {
    if (performance.now() - lastInput < QUIET_MS) {
      warming = false;
      warmNext();
      return;
    }
    const part = warmQueue.shift()!;
    void part.warm().then(() => {
      warming = false;
      warmNext();
    });
  });
}

/**
 * Loads the page's lazy parts (a list made once, outside the component) once it has been up a
 * while, in an idle moment: opening one then waits for nothing.
 */
export function useWarmParts(parts: readonly LazyPart<never>[]): void {
  useEffect(
    () =>
      whenIdleAfter(WARM_AFTER_MS, false, () => {
        for (const part of parts) if (!warmQueue.includes(part)) warmQueue.push(part);
        warmNext();
      }),
    [parts],
  );
}
