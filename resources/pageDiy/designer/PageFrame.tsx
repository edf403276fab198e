import type { CSSProperties, ReactNode } from "react";
import { LeftOutlined } from "@ant-design/icons";
import { TEXT_ALIGN } from "../widgets/preview/box";
import type { PageSettings } from "./designState";

/** The phone's width (a 375 pt screen), as the original designer's canvas. */
export const PHONE_WIDTH = 375;

/** Background picture fill: stretch, scale to the width, or tile. */
const FILLS: CSSProperties[] = [
  { backgroundSize: "100% 100%", backgroundRepeat: "no-repeat" },
  { backgroundSize: "100% auto", backgroundRepeat: "no-repeat" },
  { backgroundSize: "auto", backgroundRepeat: "repeat" },
];

export function pageBackground(settings: PageSettings): CSSProperties {
  if (settings.isBgPic && settings.bgPic)
    return {
      backgroundImage: `url("${settings.bgPic}")`,
      backgroundColor: "#f5f5f5",
      ...FILLS[settings.bgTabVal],
    };
  return { background: settings.isBgColor ? settings.colorPicker : "#f5f5f5" };
}

/**
 * A phone showing a page: the title bar in the page's colours, the page background, the
 * blocks, and a footer kept at the bottom of the screen.
 */
export function PageFrame({
  settings,
  children,
  footer,
  height = 667,
  testId,
}: {
  settings: PageSettings;
  children: ReactNode;
  footer?: ReactNode;
  height?: number;
  testId?: string;
}) {
  return (
    <div
      style={{
        width: PHONE_WIDTH + 4,
        height,
        display: "flex",
        flexDirection: "column",
        margin: "0 auto",
        border: "2px solid #e5e5e5",
        borderRadius: 24,
        overflow: "hidden",
        background: "#fff",
        boxShadow: "0 6px 24px rgba(0,0,0,0.08)",
      }}
      data-testid={testId}
    >
      <div
        style={{
          background: settings.titleBgColor,
          color: settings.titleColor,
          padding: "8px 14px",
          flexShrink: 0,
        }}
      >
        <div style={{ height: 14, fontSize: 10, opacity: 0.7 }}>9:41</div>
        <div style={{ display: "flex", alignItems: "center", height: 32 }}>
          {settings.returnAddress ? <LeftOutlined /> : null}
          <div
            style={{
              flex: 1,
              textAlign: TEXT_ALIGN[settings.textPosition] ?? "center",
              fontSize: 16,
              fontWeight: 500,
              whiteSpace: "nowrap",
              overflow: "hidden",
              textOverflow: "ellipsis",
            }}
            data-testid="phone-title"
          >
            {settings.title}
          </div>
        </div>
      </div>
      <div
        style={{
          flex: 1,
          overflowY: "auto",
          position: "relative",
          ...pageBackground(settings),
        }}
      >
        {children}
      </div>
      {footer && <div style={{ flexShrink: 0 }}>{footer}</div>}
    </div>
  );
}
