import { useEffect, useState, type ReactNode } from "react";

/** `callback` once the browser is idle (a short timeout where requestIdleCallback is missing). */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(callback, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 200);
  return () => window.clearTimeout(id);
}

/**
 * antd generates a component's styles on its first mount: 10 to 40 ms for a menu or a tree
 * select, paid by whatever interaction first shows one (the first switch to a layout with a
 * side menu, the first region field opened). Once the browser is idle, this mounts `children`
 * hidden for one commit instead; the styles stay generated after they unmount
 * (`theme/styleCache.ts`). Give it the components a likely next step will show.
 */
export function StyleWarmup({ children }: { children: ReactNode }) {
  const [phase, setPhase] = useState<"waiting" | "mounted" | "done">("waiting");
  useEffect(() => {
    if (phase === "waiting") return whenIdle(() => setPhase("mounted"));
    if (phase === "mounted") setPhase("done");
  }, [phase]);
  if (phase !== "mounted") return null;
  return (
    <div hidden aria-hidden="true">
      {children}
    </div>
  );
}
