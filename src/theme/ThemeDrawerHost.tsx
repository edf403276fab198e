import { lazy, Suspense, useSyncExternalStore } from "react";
import { Button } from "antd";
import { SkinOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";

/** The drawer's code loads on first opening only (first-load budget). */
const ThemeDrawer = lazy(() => import("./drawer/ThemeDrawer"));

/**
 * Whether the drawer is open, outside any layout: switching layout from the drawer swaps the
 * header that holds the button, and the drawer stays open to show the result.
 */
let state = { open: false, used: false };
const listeners = new Set<() => void>();
const setOpen = (open: boolean) => {
  state = { open, used: state.used || open };
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const useDrawerState = () => useSyncExternalStore(subscribe, () => state);

const BUTTON_TEST_ID = "theme-drawer-button";

/**
 * Closed, the drawer gives focus back to its button. antd gives it back to the element that
 * opened it only after its closing animation (none when motion is reduced) and only while that
 * element is still there, but a layout chosen in the drawer replaces the header and its button:
 * focus would fall to the page's start. Focus already moved elsewhere (a click) stays there.
 */
function closeDrawer() {
  setOpen(false);
  setTimeout(() => {
    const active = document.activeElement;
    if (active && active !== document.body && !active.closest(".shell-theme-drawer")) return;
    document.querySelector<HTMLElement>(`[data-testid="${BUTTON_TEST_ID}"]`)?.focus();
  }, 0);
}

/** The header button that opens the theme drawer. */
export function ThemeDrawerButton() {
  const { t } = useTranslation();
  return (
    <Button
      type="text"
      className="shell-tool"
      icon={<SkinOutlined aria-hidden />}
      aria-label={t("theme.open")}
      data-testid={BUTTON_TEST_ID}
      onClick={() => setOpen(true)}
    />
  );
}

/** Where the drawer lives (once, in the shell), loaded after the button is first used. */
export function ThemeDrawerMount() {
  const { open, used } = useDrawerState();
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ThemeDrawer open={open} onClose={closeDrawer} />
    </Suspense>
  );
}
