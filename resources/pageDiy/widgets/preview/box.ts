import type { CSSProperties } from "react";
import type { BoxConfig } from "../controls/BoxSection";
import { colourAt } from "../controls/ColorProp";

/** The mobile shop's default theme red (theme 1), for colours that "follow the theme". */
export const THEME_RED = "#E93323";

/** A block's outer box on the phone: gap above, side margins, padding, corners, background gradient (what it has). */
export function boxStyle(config: BoxConfig, sidePadding = 0): CSSProperties {
  const v = (block?: { val: number }) => block?.val ?? 0;
  return {
    margin: `${v(config.mbConfig)}px ${v(config.lrConfig)}px 0`,
    padding: `${v(config.upConfig)}px ${sidePadding}px ${v(config.downConfig)}px`,
    borderRadius: v(config.bgStyle),
    background: config.bgColor
      ? `linear-gradient(${colourAt(config.bgColor, 0)}, ${colourAt(config.bgColor, 1)})`
      : undefined,
    overflow: "hidden",
  };
}

type Colours = { color: Array<{ item: string }> };

/** A colour that follows the shop theme unless the block's tone is set to custom (`themeStyleConfig` 1). */
export const themed = (tone: { tabVal: number }, custom: Colours) =>
  tone.tabVal === 1 ? colourAt(custom) : THEME_RED;

/** Justify/align values of the original's left/centre/right choices. */
export const ALIGN = ["flex-start", "center", "flex-end"] as const;
export const TEXT_ALIGN = ["left", "center", "right"] as const;
