import { ICON_NAMES, type IconName } from "./iconNames";

/** Words people type for an icon whose name does not hold them. */
const ALIASES: Record<string, readonly IconName[]> = {
  money: ["DollarOutlined", "MoneyCollectOutlined", "PayCircleOutlined", "WalletOutlined", "RedEnvelopeOutlined"],
  pay: ["PayCircleOutlined", "WalletOutlined", "CreditCardOutlined", "AlipayOutlined", "WechatOutlined"],
  goods: ["ShoppingOutlined", "ShoppingCartOutlined", "GiftOutlined", "ShopOutlined", "InboxOutlined"],
  product: ["ShoppingOutlined", "ShoppingCartOutlined", "GiftOutlined", "ShopOutlined", "InboxOutlined"],
  store: ["ShopOutlined", "HomeOutlined"],
  order: ["ProfileOutlined", "FileTextOutlined", "UnorderedListOutlined"],
  coupon: ["TagOutlined", "TagsOutlined", "RedEnvelopeOutlined", "GiftOutlined"],
  image: ["PictureOutlined", "FileImageOutlined", "CameraOutlined"],
  photo: ["PictureOutlined", "FileImageOutlined", "CameraOutlined"],
  video: ["VideoCameraOutlined", "PlayCircleOutlined"],
  time: ["ClockCircleOutlined", "HistoryOutlined", "CalendarOutlined", "ScheduleOutlined"],
  date: ["CalendarOutlined", "ScheduleOutlined"],
  trash: ["DeleteOutlined"],
  remove: ["DeleteOutlined", "CloseOutlined", "CloseCircleOutlined"],
  add: ["PlusOutlined", "FileAddOutlined", "UsergroupAddOutlined"],
  chart: ["BarChartOutlined", "LineChartOutlined", "PieChartOutlined", "RiseOutlined", "FallOutlined", "DashboardOutlined"],
  statistics: ["BarChartOutlined", "LineChartOutlined", "PieChartOutlined", "DashboardOutlined"],
  config: ["SettingOutlined", "ToolOutlined"],
  people: ["UserOutlined", "TeamOutlined", "UsergroupAddOutlined", "SolutionOutlined"],
  member: ["UserOutlined", "TeamOutlined", "CrownOutlined", "IdcardOutlined"],
  address: ["EnvironmentOutlined", "PushpinOutlined"],
  location: ["EnvironmentOutlined", "PushpinOutlined", "GlobalOutlined"],
  delivery: ["CarOutlined", "SendOutlined"],
  shipping: ["CarOutlined", "SendOutlined"],
  service: ["CustomerServiceOutlined", "PhoneOutlined", "MessageOutlined"],
  print: ["PrinterOutlined"],
  password: ["LockOutlined", "UnlockOutlined", "KeyOutlined"],
  marketing: ["RocketOutlined", "FireOutlined", "NotificationOutlined", "ThunderboltOutlined"],
  live: ["VideoCameraOutlined", "SoundOutlined"],
  refresh: ["ReloadOutlined", "SyncOutlined"],
};

/** `ShoppingCartOutlined` → `shopping cart`. */
export function iconWords(name: string): string {
  return name
    .replace(/(Outlined|Filled|TwoTone)$/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase();
}

/** Icons whose English words (or aliases) contain the keyword; all of them for an empty keyword. */
export function searchIcons(keyword: string, names: readonly IconName[] = ICON_NAMES): IconName[] {
  const wanted = keyword.trim().toLowerCase();
  if (!wanted) return [...names];
  const compact = wanted.replace(/[\s_-]+/g, "");
  const aliased = new Set<IconName>(
    Object.entries(ALIASES)
      .filter(([word]) => word.startsWith(compact))
      .flatMap(([, icons]) => icons),
  );
  return names.filter((name) => {
    const words = iconWords(name);
    return words.includes(wanted) || words.replace(/ /g, "").includes(compact) || aliased.has(name);
  });
}
