/**
 * The icons the icon picker offers (spec doc 1 §2.3): a curated list of antd icon names,
 * searched by English keyword. Only names live here; the components load with the panel.
 */
export const ICON_NAMES = [
  "HomeOutlined", "AppstoreOutlined", "DashboardOutlined", "SettingOutlined", "ToolOutlined",
  "UserOutlined", "TeamOutlined", "UsergroupAddOutlined", "IdcardOutlined", "CrownOutlined",
  "SolutionOutlined", "ShopOutlined", "ShoppingOutlined", "ShoppingCartOutlined", "GiftOutlined",
  "TagOutlined", "TagsOutlined", "BarcodeOutlined", "QrcodeOutlined", "InboxOutlined",
  "DollarOutlined", "MoneyCollectOutlined", "PayCircleOutlined", "WalletOutlined", "CreditCardOutlined",
  "BankOutlined", "RedEnvelopeOutlined", "PercentageOutlined", "CalculatorOutlined", "FileOutlined",
  "FileTextOutlined", "FileAddOutlined", "FileSearchOutlined", "FileExcelOutlined", "FileImageOutlined",
  "FolderOutlined", "FolderOpenOutlined", "ProfileOutlined", "CopyOutlined", "PictureOutlined",
  "CameraOutlined", "VideoCameraOutlined", "PlayCircleOutlined", "SoundOutlined", "CustomerServiceOutlined",
  "NotificationOutlined", "MessageOutlined", "CommentOutlined", "MailOutlined", "PhoneOutlined",
  "MobileOutlined", "BellOutlined", "StarOutlined", "HeartOutlined", "LikeOutlined",
  "FireOutlined", "ThunderboltOutlined", "RocketOutlined", "TrophyOutlined", "FlagOutlined",
  "CarOutlined", "EnvironmentOutlined", "GlobalOutlined", "PushpinOutlined", "CalendarOutlined",
  "ClockCircleOutlined", "HistoryOutlined", "ScheduleOutlined", "BarChartOutlined", "LineChartOutlined",
  "PieChartOutlined", "RiseOutlined", "FallOutlined", "LockOutlined", "UnlockOutlined",
  "KeyOutlined", "SafetyOutlined", "SafetyCertificateOutlined", "EyeOutlined", "SearchOutlined",
  "FilterOutlined", "EditOutlined", "FormOutlined", "DeleteOutlined", "PlusOutlined",
  "CheckOutlined", "CloseOutlined", "CheckCircleOutlined", "CloseCircleOutlined", "ExclamationCircleOutlined",
  "InfoCircleOutlined", "QuestionCircleOutlined", "UploadOutlined", "DownloadOutlined", "CloudUploadOutlined",
  "CloudDownloadOutlined", "ExportOutlined", "ImportOutlined", "SyncOutlined", "ReloadOutlined",
  "MenuOutlined", "BarsOutlined", "UnorderedListOutlined", "TableOutlined", "LayoutOutlined",
  "PrinterOutlined", "DesktopOutlined", "LaptopOutlined", "DatabaseOutlined", "CodeOutlined",
  "BugOutlined", "LinkOutlined", "ShareAltOutlined", "SendOutlined", "SwapOutlined",
  "BgColorsOutlined", "FormatPainterOutlined", "SkinOutlined", "WechatOutlined", "AlipayOutlined",
  "AndroidOutlined", "AppleOutlined",
] as const;

export type IconName = (typeof ICON_NAMES)[number];
