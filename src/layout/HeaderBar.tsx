import { Dropdown, Space, Button, Avatar } from "antd";
export { LanguageSwitch } from "./LanguageSwitch";
import { UserOutlined, LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from "@ant-design/icons";
import { useGetIdentity, useLogout } from "@refinedev/core";
import { useTranslation } from "react-i18next";

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
