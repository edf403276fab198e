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
 * Decorative (`aria-hidden`): the entry's title names it, in the console's language.
 */
const ICONS: Record<string, ReactNode> = {
  "s-home": <HomeOutlined aria-hidden />,
  "s-goods": <ShoppingOutlined aria-hidden />,
  "s-order": <ProfileOutlined aria-hidden />,
  user: <UserOutlined aria-hidden />,
  "s-custom": <TeamOutlined aria-hidden />,
  money: <MoneyCollectOutlined aria-hidden />,
  "s-ticket": <GiftOutlined aria-hidden />,
  "s-marketing": <RocketOutlined aria-hidden />,
  "video-camera": <VideoCameraOutlined aria-hidden />,
  "s-tools": <ToolOutlined aria-hidden />,
  setting: <SettingOutlined aria-hidden />,
  brush: <BgColorsOutlined aria-hidden />,
  "s-check": <IdcardOutlined aria-hidden />,
};

export const menuIcon = (name: string): ReactNode => ICONS[name.replace(/^el-icon-/, "")] ?? <AppstoreOutlined aria-hidden />;
