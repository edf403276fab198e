import { TagsOutlined } from "@ant-design/icons";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import {
  binder,
  BoxSection,
  colourAt,
  ColourListProp,
  optionsOf,
  PropSection,
  TabChoice,
  ThemeToneProp,
  ValSlider,
} from "./controls";
import { boxStyle, THEME_RED } from "./preview/box";
import { useClaimableCoupons } from "./preview/usePreviewData";
import { defineWidget, type Draft } from "./types";

type Coupon = Draft<"homeCoupon">;

/** The coupon's card in each of the four styles (the storefront shows the shop's claimable coupons). */
function CouponCard({
  config,
  money,
  min,
}: {
  config: Coupon;
  money: number;
  min: number;
}) {
  const { t } = useTranslation();
  const style = config.tabConfig.tabVal;
  const custom = config.themeStyleConfig.tabVal === 1;
  const price = custom
    ? colourAt(config.priceColor)
    : style === 0
      ? "#FFFFFF"
      : THEME_RED;
  const button = `linear-gradient(90deg, ${colourAt(config.btnColor, 0)}, ${custom ? colourAt(config.btnColor, 1) : THEME_RED})`;
  const card: CSSProperties = {
    flex: "0 0 auto",
    marginRight: config.contentConfig.val,
    borderRadius: 6,
    textAlign: "center",
    overflow: "hidden",
  };
  const amount = (
    <div style={{ color: price, fontWeight: 600 }}>
      ¥<span style={{ fontSize: 22 }}>{money}</span>
    </div>
  );
  const threshold =
    min > 0
      ? t("pageDiy.preview.couponMin", { min })
      : t("pageDiy.preview.couponNoMin");
  if (style === 1)
    return (
      <div
        style={{
          ...card,
          width: 78,
          background: custom ? colourAt(config.itemBgColor) : THEME_RED,
          paddingTop: 4,
        }}
      >
        <div
          style={{
            background: "#fff",
            margin: "0 3px",
            borderRadius: "6px 6px 0 0",
            padding: 4,
          }}
        >
          {amount}
          <div style={{ fontSize: 9, color: "#999" }}>{threshold}</div>
        </div>
        <div
          style={{
            background: button,
            color: "#fff",
            fontSize: 10,
            lineHeight: "26px",
          }}
        >
          {t("pageDiy.preview.claim")}
        </div>
      </div>
    );
  if (style === 3)
    return (
      <div
        style={{
          ...card,
          width: 114,
          height: 54,
          display: "flex",
          background: button,
        }}
      >
        <div
          style={{
            width: 86,
            background: "rgba(255,255,255,0.9)",
            borderRadius: 6,
            paddingTop: 6,
          }}
        >
          {amount}
          <div style={{ fontSize: 11, color: THEME_RED }}>{threshold}</div>
        </div>
        <div
          style={{ flex: 1, color: "#fff", fontSize: 12, alignSelf: "center" }}
        >
          {t("pageDiy.preview.claim")}
        </div>
      </div>
    );
  return (
    <div
      style={{
        ...card,
        width: style === 0 ? 127 : 137,
        height: 72,
        display: "flex",
        alignItems: "center",
        background: style === 0 ? THEME_RED : "#fff1ef",
        border: style === 0 ? undefined : `1px solid ${THEME_RED}`,
        color: style === 0 ? "#fff" : THEME_RED,
      }}
    >
      <div style={{ width: "80%" }}>
        {amount}
        <div style={{ fontSize: 12 }}>{threshold}</div>
      </div>
      <div style={{ width: "20%", fontSize: 12 }}>
        {t("pageDiy.preview.claim")}
      </div>
    </div>
  );
}

/** 优惠券 (`homeCoupon`): the shop's coupons to claim, in four styles; the storefront picks them, the block says how many. */
export const homeCoupon = defineWidget({
  name: "homeCoupon",
  id: "home_coupon",
  group: "marketing",
  icon: <TagsOutlined />,
  Preview: function CouponPreview({ config }) {
    const { t } = useTranslation();
    const coupons = useClaimableCoupons().slice(0, config.numConfig.val);
    const box = boxStyle(config, 10);
    const background =
      config.tabConfig.tabVal === 3
        ? colourAt(config.bgColorNew)
        : `linear-gradient(to right, ${colourAt(config.bgColor, 0)}, ${colourAt(config.bgColor, 1)})`;
    return (
      <div style={{ ...box, background }} data-testid="preview-coupons">
        {coupons.length ? (
          <div style={{ display: "flex", overflow: "hidden" }}>
            {coupons.map((c) => (
              <CouponCard
                key={c.id}
                config={config}
                money={c.money}
                min={c.minPrice}
              />
            ))}
          </div>
        ) : (
          <div style={{ textAlign: "center", color: "#999", padding: 8 }}>
            {t("pageDiy.preview.noCoupons")}
          </div>
        )}
      </div>
    );
  },
  Panel: function CouponPanel({ config, onChange }) {
    const { t } = useTranslation();
    const bind = binder(config, onChange);
    const style = config.tabConfig.tabVal;
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
          <ValSlider
            label={t("pageDiy.props.couponCount")}
            min={1}
            max={20}
            {...bind("numConfig")}
          />
        </PropSection>
        <PropSection title={t("pageDiy.props.look")}>
          {style === 3 ? (
            <ColourListProp
              label={t("pageDiy.props.bgColour")}
              {...bind("bgColorNew")}
            />
          ) : (
            <>
              <ColourListProp
                label={t("pageDiy.props.bgTop")}
                index={0}
                {...bind("bgColor")}
              />
              <ColourListProp
                label={t("pageDiy.props.bgBottom")}
                index={1}
                {...bind("bgColor")}
              />
            </>
          )}
          <ThemeToneProp {...bind("themeStyleConfig")}>
            <ColourListProp
              label={t("pageDiy.props.couponPriceColour")}
              {...bind("priceColor")}
            />
            {(style === 1 || style === 3) && (
              <>
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
              </>
            )}
            {style === 1 && (
              <ColourListProp
                label={t("pageDiy.props.couponBackground")}
                {...bind("itemBgColor")}
              />
            )}
          </ThemeToneProp>
          <ValSlider
            label={t("pageDiy.props.couponGap")}
            {...bind("contentConfig")}
          />
        </PropSection>
        <BoxSection config={config} onChange={onChange} colours={false} />
      </>
    );
  },
});
