import { useEffect, useState } from "react";
import { Menu, type MenuProps } from "antd";

const ITEMS: MenuProps["items"] = [{ key: "group", label: "·", children: [{ key: "item", label: "·" }] }];

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
 * antd generates a component's styles on its first mount, about 40 ms for the menu. A start
 * page without a side menu (the dashboard in the columns layout) would leave that to the
 * merchant's first switch of layout; instead, once the shell is idle, a hidden menu mounts for
 * one commit. Its styles stay generated after it unmounts (`theme/styleCache.ts`).
 */
export function MenuStyleWarmup() {
  const [phase, setPhase] = useState<"waiting" | "mounted" | "done">("waiting");
  useEffect(() => {
    if (phase === "waiting") return whenIdle(() => setPhase("mounted"));
    if (phase === "mounted") setPhase("done");
  }, [phase]);
  if (phase !== "mounted") return null;
  return (
    <div hidden aria-hidden="true">
      <Menu mode="inline" theme="dark" items={ITEMS} />
    </div>
  );
}
