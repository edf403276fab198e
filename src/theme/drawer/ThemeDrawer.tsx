import { Button, Divider, Drawer, Space } from "antd";
import { CopyOutlined, ReloadOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { toastError, toastSuccess } from "../../../providers/notify";
import { writeClipboard } from "../../widgets/clipboard";
import { themeStore, useThemePick } from "../themeStore";
import { LayoutChooser } from "./LayoutChooser";
import { ThemeChooser } from "./ThemeChooser";
import { SwitchRows } from "./SwitchRows";
import { ChoiceRows } from "./ChoiceRows";

/** The layout thumbnails, on the current layout: only they render again when it changes. */
function ChosenLayout() {
  const { layout } = useThemePick("layout");
  return <LayoutChooser value={layout} onChange={themeStore.setLayout} />;
}

/** Drawer width of spec doc 1 §2.4. */
export const THEME_DRAWER_WIDTH = 320;

/**
 * The theme drawer (spec doc 1 §2.4): layout, colour theme, switches and choices, copy and
 * reset. Each part reads the settings it shows, so a change renders only the parts it concerns.
 */
export default function ThemeDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();

  const copy = async () => {
    try {
      await writeClipboard(JSON.stringify(themeStore.get(), null, 2));
      toastSuccess(t("theme.copied"));
    } catch {
      toastError(t("theme.copyFailed"));
    }
  };

  return (
    <Drawer
      title={t("theme.title")}
      open={open}
      onClose={onClose}
      width={THEME_DRAWER_WIDTH}
      rootClassName="shell-theme-drawer"
      data-testid="theme-drawer"
      styles={{ body: { paddingTop: 8 } }}
      footer={
        <Space style={{ width: "100%", justifyContent: "space-between" }}>
          <Button icon={<CopyOutlined />} onClick={() => void copy()} data-testid="theme-copy">
            {t("theme.copy")}
          </Button>
          <Button icon={<ReloadOutlined />} danger onClick={() => themeStore.reset()} data-testid="theme-reset">
            {t("theme.reset")}
          </Button>
        </Space>
      }
    >
      <div data-testid="theme-drawer-body">
        <Divider plain>{t("theme.sections.layout")}</Divider>
        <ChosenLayout />
        <Divider plain>{t("theme.sections.interface")}</Divider>
        <ThemeChooser />
        <SwitchRows />
        <Divider plain>{t("theme.sections.other")}</Divider>
        <ChoiceRows />
      </div>
    </Drawer>
  );
}
