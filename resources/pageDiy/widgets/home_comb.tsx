import { AppstoreOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { colourAt, PropSection, SliderProp, ColourListProp } from "./controls";
import { coloursOf } from "./preview/defaults";
import { StoreCard } from "./preview/StoreCard";
import { SearchBar, SearchSettings, searchDefaults } from "./searchParts";
import {
  RadiusProp,
  SwiperPreview,
  SwiperSettings,
  swiperDefaults,
} from "./swiperParts";
import { defineWidget } from "./types";

/** 头部组件: search, shop information and banner over a blurred picture; at the top, never with a search box. */
export const homeComb = defineWidget({
  name: "homeComb",
  id: "home_comb",
  group: "basic",
  icon: <AppstoreOutlined />,
  placement: "top",
  create: (t) => ({
    ...searchDefaults(t),
    ...swiperDefaults(t),
    borderColor: coloursOf("#ffffff"),
    textColor: coloursOf("#303133"),
    followColor: coloursOf("#303133"),
    logoStyleRadius: { val: 7 },
    contentStyleBanner: { val: 7 },
  }),
  Preview: ({ config }) => {
    const backdrop = config.swiperConfig.list[0]?.img;
    return (
      <div
        style={{
          position: "relative",
          overflow: "hidden",
          padding: "10px 12px",
          display: "grid",
          gap: 10,
        }}
      >
        {backdrop && (
          <img
            src={backdrop}
            alt=""
            style={{
              position: "absolute",
              inset: 0,
              width: "100%",
              height: "100%",
              objectFit: "cover",
              filter: "blur(24px)",
              transform: "scale(1.2)",
              zIndex: 0,
            }}
          />
        )}
        <div style={{ position: "relative", display: "grid", gap: 10 }}>
          <SearchBar config={config} />
          <StoreCard
            followColour={colourAt(config.followColor)}
            logoRadius={config.logoStyleRadius.val}
          />
          <SwiperPreview
            config={config}
            radius={config.contentStyleBanner.val}
            height={140}
          />
        </div>
      </div>
    );
  },
  Panel: function HeaderPanel({ config, onChange }) {
    const { t } = useTranslation();
    return (
      <>
        <SearchSettings config={config} onChange={onChange} />
        <PropSection title={t("pageDiy.props.shop")}>
          <ColourListProp
            label={t("pageDiy.props.followColour")}
            value={config.followColor}
            reset="#303133"
            onChange={(followColor) => onChange({ ...config, followColor })}
          />
          <SliderProp
            label={t("pageDiy.props.logoRadius")}
            max={30}
            value={config.logoStyleRadius.val}
            onChange={(val) =>
              onChange({ ...config, logoStyleRadius: { val } })
            }
          />
        </PropSection>
        <SwiperSettings config={config} onChange={onChange} max={10} />
        <RadiusProp
          label={t("pageDiy.props.pictureRadius")}
          value={config.contentStyleBanner.val}
          onChange={(val) =>
            onChange({ ...config, contentStyleBanner: { val } })
          }
        />
      </>
    );
  },
});
