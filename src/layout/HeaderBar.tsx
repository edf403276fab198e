import { Dropdown, Space, Button, Avatar } from "antd";
import { GlobalOutlined, UserOutlined, LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from "@ant-design/icons";
import { useGetIdentity, useLogout } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { changeLanguage, type Language } from "../../providers/i18nProvider";

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Dropdown
      menu={{
        selectedKeys: [i18n.language],
        items: [
          { key: "zh-CN", label: "简体中文" },
          { key: "en-US", label: "English" },
        ],
        onClick: ({ key }) => void changeLanguage(key as Language),
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} aria-label={t("shell.language")} data-testid="language-switch" />
    </Dropdown>
  );
}

export function UserMenu() {
  const { t } = useTranslation();
  const { data: identity } = useGetIdentity<{ name: string }>();
  const { mutate: logout } = useLogout();
  return (
    <Dropdown
      menu={{
        items: [{ key: "logout", icon: <LogoutOutlined />, label: t("shell.logout") }],
        onClick: ({ key }) => {
          if (key === "logout") logout();
        },
      }}
    >
      <Space style={{ cursor: "pointer" }} data-testid="user-menu">
        <Avatar size="small" icon={<UserOutlined />} />
        <span>{identity?.name}</span>
      </Space>
    </Dropdown>
  );
}

export function CollapseToggle({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      type="text"
      aria-label={t(collapsed ? "shell.expandMenu" : "shell.collapseMenu")}
      icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
      onClick={onToggle}
    />
  );
}
