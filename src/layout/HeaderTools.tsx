import { Space } from "antd";
import { LanguageSwitch, UserMenu } from "./HeaderBar";
import { ThemeDrawerButton } from "../theme/ThemeDrawerHost";
import { FullscreenToggle } from "./FullscreenToggle";
import { PendingAlerts } from "./PendingAlerts";

/** The right end of every header: pending-work alerts, full screen, language, theme settings, the user's menu. */
export function HeaderTools() {
  return (
    <Space size={4} style={{ flex: "none" }}>
      <PendingAlerts />
      <FullscreenToggle />
      <LanguageSwitch />
      <ThemeDrawerButton />
      <UserMenu />
    </Space>
  );
}
