import { Button, Dropdown, Space } from "antd";
// antd's Avatar by its own file: the `Avatar` of "antd" brings Avatar.Group and its Popover to every first load.
import Avatar from "antd/es/avatar/Avatar";
export { LanguageSwitch } from "./LanguageSwitch";
import { KeyOutlined, LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, UserOutlined } from "@ant-design/icons";
import { useGetIdentity, useLogout } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { PERSONAL_CENTRE_PATH, CHANGE_PASSWORD_PATH } from "../pages/maintainUser/paths";
import { themeStore, useThemePick } from "../theme/themeStore";

/** The signed-in user's menu: personal centre, change password, sign out. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: identity } = useGetIdentity<{ name: string }>();
  const { mutate: logout } = useLogout();
  return (
    <Dropdown
      // Opened by pointing at it, or by Enter or Space on it.
      trigger={["hover", "click"]}
      menu={{
        items: [
          { key: "centre", icon: <UserOutlined aria-hidden />, label: <span data-testid="user-menu-centre">{t("shell.personalCentre")}</span> },
          { key: "password", icon: <KeyOutlined aria-hidden />, label: <span data-testid="user-menu-password">{t("shell.changePassword")}</span> },
          { type: "divider" },
          { key: "logout", icon: <LogoutOutlined aria-hidden />, label: <span data-testid="user-menu-logout">{t("shell.logout")}</span> },
        ],
        onClick: ({ key }) => {
          if (key === "centre") navigate(PERSONAL_CENTRE_PATH);
          if (key === "password") navigate(CHANGE_PASSWORD_PATH);
          if (key === "logout") logout();
        },
      }}
    >
      <button type="button" className="shell-user-button" aria-haspopup="menu" data-testid="user-menu">
        <Space>
          <Avatar size="small" icon={<UserOutlined aria-hidden />} />
          <span className="visually-hidden">{t("shell.accountMenu")}</span>
          <span className="shell-user-name">{identity?.name}</span>
        </Space>
      </button>
    </Dropdown>
  );
}

/** The button that folds the side menu to its icons (the theme's `isCollapse`). */
export function CollapseToggle() {
  const { t } = useTranslation();
  const { isCollapse } = useThemePick("isCollapse");
  return (
    <Button
      type="text"
      className="shell-tool"
      aria-label={t(isCollapse ? "shell.expandMenu" : "shell.collapseMenu")}
      aria-expanded={!isCollapse}
      icon={isCollapse ? <MenuUnfoldOutlined aria-hidden /> : <MenuFoldOutlined aria-hidden />}
      onClick={() => themeStore.update({ isCollapse: !isCollapse })}
      data-testid="collapse-toggle"
    />
  );
}
