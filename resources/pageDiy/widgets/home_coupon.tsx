import { TagsOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import {
  BoxSection,
  ChoiceProp,
  colourAt,
  CouponsProp,
  PropSection,
  SliderProp,
  toPickedCoupon,
  ColourListProp,
} from "./controls";
import { boxStyle, THEME_RED } from "./preview/box";
import { coloursOf, defaultBox } from "./preview/defaults";
import { useClaimableCoupons } from "./preview/usePreviewData";
import { defineWidget } from "./types";

const box = () => defaultBox({ mb: 10, radius: 8 });

/** 优惠券: the coupons shoppers can claim (all of them, or the chosen ones), in a row or a list. */
export const homeCoupon = defineWidget({
  name: "coupon",
  id: "home_coupon",
  group: "marketing",
  icon: <TagsOutlined />,
  create: () => ({
    tabConfig: { tabVal: 0 },
    couponList: { list: [] },
    numConfig: { val: 3 },
    itemStyle: { tabVal: 0 },
    themeColor: coloursOf(THEME_RED),
    ...box(),
  }),
  Preview: function CouponPreview({ config }) {
    const { t } = useTranslation();
    const automatic = config.tabConfig.tabVal === 0;
    const claimable = useClaimableCoupons(automatic);
    const coupons = automatic
      ? claimable.slice(0, config.numConfig.val).map(toPickedCoupon)
      : config.couponList.list;
    const colour = colourAt(config.themeColor);
    const row = config.itemStyle.tabVal === 0;
    if (!coupons.length)
      return (
        <div
          style={{
            ...boxStyle(config, 10),
            textAlign: "center",
            color: "#999",
          }}
        >
          {t("pageDiy.preview.noCoupons")}
        </div>
      );
    return (
      <div style={boxStyle(config, 10)}>
        <div
          style={{
            display: "flex",
            flexDirection: row ? "row" : "column",
            gap: 8,
            overflowX: row ? "auto" : undefined,
          }}
          data-testid="preview-coupons"
        >
          {coupons.map((c) => (
            <div
              key={c.id}
              style={{
                flex: row ? "0 0 auto" : undefined,
                minWidth: row ? 110 : undefined,
                display: "flex",
                alignItems: "center",
                gap: 8,
                border: `1px solid ${colour}`,
                borderRadius: 6,
                padding: "6px 10px",
                color: colour,
                background: "#fff",
              }}
            >
              <div style={{ fontSize: 18, fontWeight: 700 }}>
                <small>¥</small>
                {c.money}
              </div>
              <div style={{ fontSize: 11, lineHeight: "15px", flex: 1 }}>
                <div>
                  {c.minPrice > 0
                    ? t("pageDiy.preview.couponMin", { min: c.minPrice })
                    : t("pageDiy.preview.couponNoMin")}
                </div>
                {!row && <div style={{ color: "#999" }}>{c.name}</div>}
              </div>
              <span
                style={{
                  fontSize: 11,
                  background: colour,
                  color: "#fff",
                  borderRadius: 10,
                  padding: "0 6px",
                }}
              >
                {t("pageDiy.preview.claim")}
              </span>
            </div>
          ))}
        </div>
      </div>
    );
  },
  Panel: function CouponPanel({ config, onChange }) {
    const { t } = useTranslation();
    const set = (patch: Partial<typeof config>) =>
      onChange({ ...config, ...patch });
    return (
      <>
        <PropSection title={t("pageDiy.props.content")}>
          <ChoiceProp
            label={t("pageDiy.props.couponSource")}
            value={config.tabConfig.tabVal}
            options={[
              { value: 0, label: t("pageDiy.props.allCoupons") },
              { value: 1, label: t("pageDiy.props.chosenCoupons") },
            ]}
            onChange={(tabVal) => set({ tabConfig: { tabVal } })}
          />
          {config.tabConfig.tabVal === 1 ? (
            <CouponsProp
              label={t("pageDiy.props.coupons")}
              max={20}
              value={config.couponList.list}
              onChange={(list) => set({ couponList: { list } })}
            />
          ) : (
            <SliderProp
              label={t("pageDiy.props.couponCount")}
              min={1}
              max={20}
              value={config.numConfig.val}
              onChange={(val) => set({ numConfig: { val } })}
            />
          )}
        </PropSection>
        <PropSection title={t("pageDiy.props.look")}>
          <ChoiceProp
            label={t("pageDiy.props.layout")}
            value={config.itemStyle.tabVal}
            options={[
              { value: 0, label: t("pageDiy.props.inRow") },
              { value: 1, label: t("pageDiy.props.inList") },
            ]}
            onChange={(tabVal) => set({ itemStyle: { tabVal } })}
          />
          <ColourListProp
            label={t("pageDiy.props.couponColour")}
            value={config.themeColor}
            reset={THEME_RED}
            onChange={(themeColor) => set({ themeColor })}
          />
        </PropSection>
        <BoxSection config={config} onChange={onChange} defaults={box()} />
      </>
    );
  },
});
