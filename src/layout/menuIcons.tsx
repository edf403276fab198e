import type { ReactNode } from "react";
import {
  AppstoreOutlined,
  BgColorsOutlined,
  GiftOutlined,
  HomeOutlined,
  MoneyCollectOutlined,
  ProfileOutlined,
  RocketOutlined,
  SettingOutlined,
  ShoppingOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
  VideoCameraOutlined,
  IdcardOutlined,
} from "@ant-design/icons";

/**
 * The server names Element-UI icons (`el-icon-<name>`); each maps to one antd icon here.
 * An explicit table keeps the icon library out of the bundle except for these.
 */
const ICONS: Record<string, ReactNode> = {
  "s-home": <HomeOutlined />,
  "s-goods": <ShoppingOutlined />,
  "s-order": <ProfileOutlined />,
  user: <UserOutlined />,
  "s-custom": <TeamOutlined />,
  money: <MoneyCollectOutlined />,
  "s-ticket": <GiftOutlined />,
  "s-marketing": <RocketOutlined />,
  "video-camera": <VideoCameraOutlined />,
  "s-tools": <ToolOutlined />,
  setting: <SettingOutlined />,
  brush: <BgColorsOutlined />,
  "s-check": <IdcardOutlined />,
};

export const menuIcon = (name: string): ReactNode => ICONS[name.replace(/^el-icon-/, "")] ?? <AppstoreOutlined />;
