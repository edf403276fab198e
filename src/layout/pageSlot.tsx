import { createContext, useCallback, useContext } from "react";

/**
 * The pages live in one DOM node owned by the shell (rendered through a portal), and each
 * layout only lends it a place. Switching layouts therefore moves the node instead of
 * re-mounting every open page.
 */
export const PageNodeContext = createContext<HTMLElement | null>(null);

export function PageSlot() {
  const node = useContext(PageNodeContext);
  const attach = useCallback(
    (slot: HTMLDivElement | null) => {
      if (slot && node && node.parentElement !== slot) slot.appendChild(node);
    },
    [node],
  );
  return <div ref={attach} className="shell-pages" />;
}
