/** Flash sale and group buy strips: a title bar over goods in a row or a list, and their settings. */
import { RightOutlined } from "@ant-design/icons";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import {
  BoxSection,
  ChecksProp,
  ChoiceProp,
  colourAt,
  PropSection,
  SliderProp,
  TextProp,
  ColourListProp,
  ThemeToneProp,
} from "./controls";
import { boxStyle, themed, THEME_RED } from "./preview/box";
import { coloursOf, defaultBox } from "./preview/defaults";
import { GoodsCards } from "./preview/GoodsCards";
import type { Goods } from "./controls/pickedItems";
import type { Draft } from "./types";

/** The settings both strips have (same shape, different name). */
export type Activity = Omit<Draft<"seckill">, "name">;

export const activityBox = (from: string) =>
  defaultBox({ mb: 10, radius: 7 }, [from, "#ffffff"]);

export const activityDefaults = (
  t: TFunction,
  kind: "seckill" | "group",
  from: string,
): Activity => ({
  tabConfig: { tabVal: 0 },
  titleConfig: { val: t(`pageDiy.defaults.${kind}Title`) },
  typeConfig: { activeValue: [0, 1] },
  numConfig: { val: 4 },
  nameColor: coloursOf("#282828"),
  titleColor: coloursOf("#ffffff"),
  priceColor: coloursOf(THEME_RED),
  themeStyleConfig: { tabVal: 0 },
  contentStyle: { val: 5 },
  contentConfig: { val: 10 },
  ...activityBox(from),
});

/** The strip: a title bar over the goods in a sliding row or a list. */
export function ActivityPreview({
  config,
  badge,
  goods,
  empty,
}: {
  config: Activity;
  badge: string;
  /** The goods the strip shows (the caller loads them). */
  goods: Goods[];
  /** Said when there are none. */
  empty: string;
}) {
  const shown = config.typeConfig.activeValue;
  const row = config.tabConfig.tabVal === 0;
  return (
    <div style={boxStyle(config, 10)} data-testid="preview-activity">
      <div
        style={{
          display: "flex",
          alignItems: "center",
          gap: 8,
          marginBottom: 10,
          color: colourAt(config.titleColor),
        }}
      >
        <strong style={{ fontStyle: "italic" }}>{badge}</strong>
        <span
          style={{
            width: 1,
            height: 12,
            background: "currentColor",
            opacity: 0.6,
          }}
        />
        <span
          style={{
            fontSize: 13,
            flex: 1,
            whiteSpace: "nowrap",
            overflow: "hidden",
            textOverflow: "ellipsis",
          }}
        >
          {config.titleConfig.val}
        </span>
        <span
          style={{
            fontSize: 11,
            background: "linear-gradient(142deg, #ffe9ce, #ffd6a7)",
            color: "#fe960f",
            borderRadius: 10,
            padding: "0 6px",
            fontWeight: 700,
          }}
        >
          GO <RightOutlined style={{ fontSize: 9 }} />
        </span>
      </div>
      {goods.length ? (
        <GoodsCards
          goods={goods}
          look={{
            layout: row ? 4 : 0,
            show: {
              name: shown.includes(0),
              price: shown.includes(1),
              sold: false,
            },
            nameColour: colourAt(config.nameColor),
            priceColour: themed(config.themeStyleConfig, config.priceColor),
            soldColour: "#999",
            radius: config.contentStyle.val,
            gap: config.contentConfig.val,
          }}
        />
      ) : (
        <div
          style={{
            padding: 16,
            color: "#999",
            background: "#fff",
            borderRadius: 6,
          }}
        >
          {empty}
        </div>
      )}
    </div>
  );
}

export function ActivitySettings<C extends Activity>({
  config,
  onChange,
  from,
}: {
  config: C;
  onChange: (next: C) => void;
  from: string;
}) {
  const { t } = useTranslation();
  const set = (patch: Partial<Activity>) => onChange({ ...config, ...patch });
  return (
    <>
      <PropSection title={t("pageDiy.props.content")}>
        <TextProp
          label={t("pageDiy.props.titleText")}
          max={15}
          value={config.titleConfig.val}
          onChange={(val) => set({ titleConfig: { val } })}
        />
        <SliderProp
          label={t("pageDiy.props.goodsCount")}
          min={1}
          max={20}
          value={config.numConfig.val}
          onChange={(val) => set({ numConfig: { val } })}
        />
        <ChecksProp
          label={t("pageDiy.props.showInfo")}
          value={config.typeConfig.activeValue}
          options={[
            { value: 0, label: t("pageDiy.props.goodsName") },
            { value: 1, label: t("pageDiy.props.goodsPrice") },
          ]}
          onChange={(activeValue) => set({ typeConfig: { activeValue } })}
        />
      </PropSection>
      <PropSection title={t("pageDiy.props.look")}>
        <ChoiceProp
          label={t("pageDiy.props.layout")}
          value={config.tabConfig.tabVal}
          options={[
            { value: 0, label: t("pageDiy.props.inRow") },
            { value: 1, label: t("pageDiy.props.inList") },
          ]}
          onChange={(tabVal) => set({ tabConfig: { tabVal } })}
        />
        <ColourListProp
          label={t("pageDiy.props.titleColour")}
          value={config.titleColor}
          reset="#ffffff"
          onChange={(titleColor) => set({ titleColor })}
        />
        <ColourListProp
          label={t("pageDiy.props.nameColour")}
          value={config.nameColor}
          reset="#282828"
          onChange={(nameColor) => set({ nameColor })}
        />
        <ThemeToneProp
          value={config.themeStyleConfig}
          onChange={(themeStyleConfig) => set({ themeStyleConfig })}
        >
          <ColourListProp
            label={t("pageDiy.props.priceColour")}
            value={config.priceColor}
            reset={THEME_RED}
            onChange={(priceColor) => set({ priceColor })}
          />
        </ThemeToneProp>
        <SliderProp
          label={t("pageDiy.props.goodsGap")}
          max={30}
          value={config.contentConfig.val}
          onChange={(val) => set({ contentConfig: { val } })}
        />
        <SliderProp
          label={t("pageDiy.props.pictureRadius")}
          max={30}
          value={config.contentStyle.val}
          onChange={(val) => set({ contentStyle: { val } })}
        />
      </PropSection>
      <BoxSection
        config={config}
        onChange={onChange}
        defaults={activityBox(from)}
      />
    </>
  );
}
