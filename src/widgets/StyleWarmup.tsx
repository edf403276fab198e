import { useEffect, useState, type ReactNode } from "react";
import { whenIdleAfter } from "./whenIdle";

/** By default, long enough for the page being opened to get its data and show it first. */
const AFTER_MS = 1000;

/**
 * antd generates a component's styles on its first mount: 10 to 40 ms for a menu or a tree
 * select, paid by whatever interaction first shows one (the first switch to a layout with a
 * side menu, the first region field opened). Once the page has settled and the browser is idle,
 * this mounts `children` hidden for one commit instead; the styles stay generated after they unmount
 * (`theme/styleCache.ts`). Give it the components a likely next step will show; `afterMs`
 * earlier where that step is near (the theme drawer just opened). `idle={false}` mounts them
 * once `afterMs` has passed, busy or not: for the time a page waits on its answer, which is
 * not idle time when other parts of the page are being built meanwhile.
 */
export function StyleWarmup({ children, afterMs = AFTER_MS, idle = true }: { children: ReactNode; afterMs?: number; idle?: boolean }) {
  const [phase, setPhase] = useState<"waiting" | "mounted" | "done">("waiting");
  useEffect(() => {
    if (phase === "waiting") return whenIdleAfter(afterMs, idle, () => setPhase("mounted"));
    if (phase === "mounted") setPhase("done");
  }, [phase, afterMs, idle]);
  if (phase !== "mounted") return null;
  return (
    <div hidden aria-hidden="true">
      {children}
    </div>
  );
}
