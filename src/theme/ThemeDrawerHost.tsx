import { lazy, Suspense, useState } from "react";
import { Button } from "antd";
import { SkinOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";

/** The drawer's code loads on first opening only (first-load budget). */
const ThemeDrawer = lazy(() => import("./drawer/ThemeDrawer"));

/** The header button that opens the theme drawer. */
export function ThemeDrawerHost() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        type="text"
        className="shell-tool"
        icon={<SkinOutlined />}
        aria-label={t("theme.open")}
        data-testid="theme-drawer-button"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      />
      {used && (
        <Suspense fallback={null}>
          <ThemeDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
