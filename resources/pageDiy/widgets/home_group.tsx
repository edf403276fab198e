import { RightOutlined, TeamOutlined } from "@ant-design/icons";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import {
  BackgroundProps,
  binder,
  BoxSection,
  colourAt,
  ColourListProp,
  FactChecks,
  optionsOf,
  PropSection,
  TabChoice,
  ThemeToneProp,
  UrlPicture,
  ValSlider,
  ValText,
  type Goods,
} from "./controls";
import { NoActivityGoods, TitlePicture } from "./activityParts";
import { THEME_RED } from "./preview/box";
import { Picture } from "./preview/Picture";
import { useShowcaseGoods } from "./preview/usePreviewData";
import { defineWidget, type Draft } from "./types";

type Group = Draft<"group">;

/** `headerTitleStyle`: bold, normal, italic. */
const TITLE_STYLES: CSSProperties[] = [
  { fontWeight: 600 },
  {},
  { fontStyle: "italic" },
];
/** Goods per row in each style (style 4 slides sideways). */
const COLUMNS = [1, 2, 3, 3];

function GroupGoods({ config, item }: { config: Group; item: Goods }) {
  const { t } = useTranslation();
  const custom = config.themeStyleConfig.tabVal === 1;
  const price = custom ? colourAt(config.priceColor) : THEME_RED;
  const label = custom ? colourAt(config.groupTitleColor) : THEME_RED;
  const shown = config.typeConfig.activeValue;
  const style = config.tabConfig.tabVal;
  const button = config.groupBtnConfig.tabVal === 0 && style < 2;
  return (
    <div
      style={{ display: style === 0 ? "flex" : "block", gap: 10, minWidth: 0 }}
      data-testid="preview-goods"
    >
      <Picture
        src={item.image}
        style={{
          width: style === 0 ? 120 : "100%",
          height: style === 0 ? 120 : 105,
          borderRadius: config.contentStyle.val,
          flexShrink: 0,
        }}
      />
      <div
        style={{
          flex: 1,
          minWidth: 0,
          fontSize: 12,
          display: "grid",
          gap: 4,
          alignContent: "start",
          marginTop: 6,
        }}
      >
        {shown.includes(0) && (
          <div
            style={{
              color: colourAt(config.nameColor),
              whiteSpace: "nowrap",
              overflow: "hidden",
              textOverflow: "ellipsis",
            }}
          >
            {item.name}
          </div>
        )}
        {shown.includes(1) && (
          <span
            style={{
              justifySelf: "start",
              background: label,
              color: "#fff",
              borderRadius: 4,
              padding: "0 6px",
              fontSize: 11,
            }}
          >
            {t("pageDiy.preview.groupSize", { count: 2 })}
          </span>
        )}
        <div
          style={{
            display: "flex",
            alignItems: "flex-end",
            justifyContent: "space-between",
            gap: 4,
          }}
        >
          <div>
            {shown.includes(2) && (
              <div style={{ color: price, fontWeight: 600 }}>¥{item.price}</div>
            )}
            {shown.includes(3) && (
              <div
                style={{
                  color: colourAt(config.originalColor),
                  textDecoration: "line-through",
                }}
              >
                ¥{item.price}
              </div>
            )}
          </div>
          {button && (
            <span
              style={{
                background: `linear-gradient(to right, ${custom ? colourAt(config.btnColor, 0) : "#FF7931"}, ${custom ? colourAt(config.btnColor, 1) : THEME_RED})`,
                color: colourAt(config.btnFontColor),
                borderRadius: 25,
                padding: "4px 10px",
                fontSize: 11,
                whiteSpace: "nowrap",
              }}
            >
              {t("pageDiy.preview.joinGroup")}
            </span>
          )}
        </div>
      </div>
    </div>
  );
}

/** 拼团 (`group`): the group-buy strip, its header a picture or text over a picture or colours (the preview shows the merchant's goods on sale). */
export const homeGroup = defineWidget({
  name: "group",
  id: "home_group",
  group: "marketing",
  icon: <TeamOutlined />,
  Preview: function GroupPreview({ config }) {
    const { t } = useTranslation();
    const style = config.tabConfig.tabVal;
    const { goods } = useShowcaseGoods(style === 0 ? 2 : style === 1 ? 4 : 6);
    const header: CSSProperties =
      config.selectBgImg.tabVal === 0
        ? // The theme colour shows until the picture loads (or where it is missing).
          {
            backgroundColor: THEME_RED,
            backgroundImage: config.bgImg.url
              ? `url(${config.bgImg.url})`
              : undefined,
            backgroundSize: "cover",
          }
        : {
            background: `linear-gradient(to right, ${colourAt(config.bgColor, 0)}, ${colourAt(config.bgColor, 1)})`,
          };
    return (
      <div
        style={{
          padding: `${config.upConfig.val}px 0 ${config.downConfig.val}px`,
          marginTop: config.mbConfig.val,
        }}
      >
        <div
          style={{
            margin: `0 ${config.lrConfig.val}px`,
            borderRadius: config.bgStyle.val,
            overflow: "hidden",
          }}
          data-testid="preview-activity"
        >
          <div
            style={{
              ...header,
              height: 50,
              padding: "0 12px",
              display: "flex",
              alignItems: "center",
              gap: 10,
            }}
          >
            {config.selectStyle.tabVal === 0 ? (
              <TitlePicture
                url={config.logoConfig.url}
                text={t("pageDiy.preview.groupBadge")}
                width={70}
              />
            ) : (
              <span
                style={{
                  fontSize: 16,
                  color: colourAt(config.headerTitleColor),
                  ...TITLE_STYLES[config.headerTitleStyle.tabVal],
                }}
              >
                {config.titleConfig.val}
              </span>
            )}
            <span
              style={{
                height: 14,
                borderLeft: `1px solid ${colourAt(config.lineColor)}`,
                opacity: 0.6,
              }}
            />
            <span
              style={{
                flex: 1,
                fontSize: 13,
                color: colourAt(config.titleColor),
              }}
            >
              {t("pageDiy.preview.groupJoined")}
            </span>
            <span
              style={{ fontSize: 12, color: colourAt(config.headerBtnColor) }}
            >
              {t("pageDiy.preview.more")}{" "}
              <RightOutlined style={{ fontSize: 10 }} />
            </span>
          </div>
          <div
            style={{
              padding: 10,
              display: "grid",
              gap: config.contentConfig.val,
              background: `linear-gradient(to right, ${colourAt(config.contentBgColor, 0)}, ${colourAt(config.contentBgColor, 1)})`,
              ...(style === 3
                ? {
                    gridAutoFlow: "column",
                    gridAutoColumns: 105,
                    overflow: "hidden",
                  }
                : {
                    gridTemplateColumns: `repeat(${COLUMNS[style] ?? 1}, minmax(0, 1fr))`,
                  }),
            }}
          >
            {goods.length ? (
              goods.map((item, i) => (
                <GroupGoods
                  key={`${item.id}-${i}`}
                  config={config}
                  item={item}
                />
              ))
            ) : (
              <NoActivityGoods text={t("pageDiy.preview.noGoodsOnSale")} />
            )}
          </div>
        </div>
      </div>
    );
  },
  Panel: function GroupPanel({ config, onChange }) {
    const { t } = useTranslation();
    const bind = binder(config, onChange);
    return (
      <>
        <PropSection title={t("pageDiy.props.content")}>
          <TabChoice
            label={t("pageDiy.props.layout")}
            options={optionsOf(
              [1, 2, 3, 4].map((n) => t("pageDiy.props.styleN", { n })),
            )}
            {...bind("tabConfig")}
          />
          <TabChoice
            label={t("pageDiy.props.headerTitle")}
            options={optionsOf([
              t("pageDiy.props.picture"),
              t("pageDiy.props.text"),
            ])}
            {...bind("selectStyle")}
          />
          {config.selectStyle.tabVal === 0 ? (
            <UrlPicture
              label={t("pageDiy.props.titlePicture")}
              {...bind("logoConfig")}
            />
          ) : (
            <>
              <ValText
                label={t("pageDiy.props.titleText")}
                {...bind("titleConfig")}
              />
              <TabChoice
                label={t("pageDiy.props.textStyle")}
                options={optionsOf([
                  t("pageDiy.props.textBold"),
                  t("pageDiy.props.textNormal"),
                  t("pageDiy.props.textItalic"),
                ])}
                {...bind("headerTitleStyle")}
              />
              <ColourListProp
                label={t("pageDiy.props.titleColour")}
                {...bind("headerTitleColor")}
              />
            </>
          )}
          <BackgroundProps choice={bind("selectBgImg")} picture={bind("bgImg")} colours={bind("bgColor")} />
          <FactChecks
            label={t("pageDiy.props.showInfo")}
            options={optionsOf([
              t("pageDiy.props.goodsName"),
              t("pageDiy.props.groupLabel"),
              t("pageDiy.props.goodsPrice"),
              t("pageDiy.props.originalPrice"),
            ])}
            {...bind("typeConfig")}
          />
          <TabChoice
            label={t("pageDiy.props.groupButton")}
            options={optionsOf([
              t("pageDiy.props.show"),
              t("pageDiy.props.hide"),
            ])}
            {...bind("groupBtnConfig")}
          />
        </PropSection>
        <PropSection title={t("pageDiy.props.look")}>
          <ColourListProp
            label={t("pageDiy.props.separatorColour")}
            {...bind("lineColor")}
          />
          <ColourListProp
            label={t("pageDiy.props.hintColour")}
            {...bind("titleColor")}
          />
          <ColourListProp
            label={t("pageDiy.props.moreColour")}
            {...bind("headerBtnColor")}
          />
          <ColourListProp
            label={t("pageDiy.props.contentTop")}
            index={0}
            {...bind("contentBgColor")}
          />
          <ColourListProp
            label={t("pageDiy.props.contentBottom")}
            index={1}
            {...bind("contentBgColor")}
          />
          <ColourListProp
            label={t("pageDiy.props.nameColour")}
            {...bind("nameColor")}
          />
          <ColourListProp
            label={t("pageDiy.props.originalPriceColour")}
            {...bind("originalColor")}
          />
          <ThemeToneProp {...bind("themeStyleConfig")}>
            <ColourListProp
              label={t("pageDiy.props.priceColour")}
              {...bind("priceColor")}
            />
            <ColourListProp
              label={t("pageDiy.props.labelColour")}
              {...bind("groupTitleColor")}
            />
            <ColourListProp
              label={t("pageDiy.props.buttonFrom")}
              index={0}
              {...bind("btnColor")}
            />
            <ColourListProp
              label={t("pageDiy.props.buttonTo")}
              index={1}
              {...bind("btnColor")}
            />
          </ThemeToneProp>
          <ColourListProp
            label={t("pageDiy.props.buttonText")}
            {...bind("btnFontColor")}
          />
          <ValSlider
            label={t("pageDiy.props.goodsGap")}
            {...bind("contentConfig")}
          />
          <ValSlider
            label={t("pageDiy.props.pictureRadius")}
            {...bind("contentStyle")}
          />
        </PropSection>
        <BoxSection config={config} onChange={onChange} colours={false} />
      </>
    );
  },
});
