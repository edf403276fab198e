import { AppstoreOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import {
  binder,
  colourAt,
  ColourListProp,
  PropSection,
  ValSlider,
} from "./controls";
import { StoreCard } from "./preview/StoreCard";
import { SearchBar, SearchSettings } from "./searchParts";
import { SwiperPreview, SwiperSettings } from "./swiperParts";
import { defineWidget, type Draft } from "./types";

/** The header's placeholder: its editor writes `val`, its defaults hold `value` (as the original). */
const placeholderOf = (config: Draft<"homeComb">) =>
  config.placeWords.val ?? config.placeWords.value ?? "";

/** 头部组件 (`homeComb`): search, shop information and banner over a blurred picture; at the top, never with a search box. */
export const homeComb = defineWidget({
  name: "homeComb",
  id: "home_comb",
  group: "basic",
  icon: <AppstoreOutlined />,
  placement: "top",
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
          <div style={{ display: "flex" }}>
            <SearchBar config={config} placeholder={placeholderOf(config)} />
          </div>
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
    const bind = binder(config, onChange);
    return (
      <>
        <SearchSettings
          config={config}
          onChange={onChange}
          positions={3}
          placeholder={{
            value: placeholderOf(config),
            onChange: (val) =>
              onChange({
                ...config,
                placeWords: { ...config.placeWords, val },
              }),
          }}
        />
        <PropSection title={t("pageDiy.props.shop")}>
          <ColourListProp
            label={t("pageDiy.props.followColour")}
            {...bind("followColor")}
          />
          <ValSlider
            label={t("pageDiy.props.logoRadius")}
            {...bind("logoStyleRadius")}
          />
        </PropSection>
        <SwiperSettings
          config={config}
          onChange={onChange}
          max={10}
          titleMax={10}
          radius={
            <ValSlider
              label={t("pageDiy.props.pictureRadius")}
              {...bind("contentStyleBanner")}
            />
          }
        />
      </>
    );
  },
});
