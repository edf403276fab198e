import { useEffect, useRef } from "react";

/**
 * A wide table whose cells hold nothing focusable (no link, no button) cannot be scrolled
 * sideways from the keyboard: its scrolling box becomes a Tab stop, a region named `label`, so
 * the arrow keys scroll it (WCAG 2.1.1). Put the returned ref on an element around the table.
 */
export function useKeyboardScroll<E extends HTMLElement>(label: string) {
  const ref = useRef<E>(null);
  useEffect(() => {
    for (const box of ref.current?.querySelectorAll<HTMLElement>(".ant-table-content, .ant-table-body") ?? []) {
      box.tabIndex = 0;
      box.setAttribute("role", "region");
      box.setAttribute("aria-label", label);
    }
  });
  return ref;
}
