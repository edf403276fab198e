import { Layout, theme } from "antd";
import { Outlet } from "react-router";
import { useState } from "react";
import { SideMenu } from "./SideMenu";
import { useMenu } from "./useMenu";
import { CollapseToggle, LanguageSwitch, UserMenu } from "./HeaderBar";
import { SiteLogo } from "./SiteLogo";

/** The signed-in frame: side menu from the server, header, page. */
export default function ShellLayout() {
  const items = useMenu();
  const [collapsed, setCollapsed] = useState(false);
  const { token } = theme.useToken();
  return (
    <Layout style={{ minHeight: "100vh" }}>
      <Layout.Sider collapsed={collapsed} width={200} theme="light" data-testid="side-menu">
        <SiteLogo collapsed={collapsed} />
        <SideMenu items={items} collapsed={collapsed} />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{ background: token.colorBgContainer, padding: "0 16px", display: "flex", alignItems: "center", gap: 8 }}
        >
          <CollapseToggle collapsed={collapsed} onToggle={() => setCollapsed(!collapsed)} />
          <div style={{ flex: 1 }} />
          <LanguageSwitch />
          <UserMenu />
        </Layout.Header>
        <Layout.Content style={{ padding: 16 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
