import { AimOutlined } from "@ant-design/icons";
import { Input } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  HOTSPOT_WIDTH,
  type HotspotArea,
} from "../../../server/shared/pageDiy/widgets/home_hotspot";
import {
  binder,
  BoxSection,
  ImageProp,
  ItemList,
  PropSection,
  SliderProp,
  ValSlider,
} from "./controls";
import { PHONE_WIDTH } from "../designer/PageFrame";
import { boxStyle } from "./preview/box";
import { Picture } from "./preview/Picture";
import { defineWidget, type Draft } from "./types";

type Hotspot = Draft<"homeHotspot">;

/** The picture's height when shown `HOTSPOT_WIDTH` wide (the areas' coordinate space); until it loads, a square. */
function useHotspotHeight(url: string) {
  const [height, setHeight] = useState(HOTSPOT_WIDTH);
  useEffect(() => {
    if (!url) return;
    const img = new Image();
    img.onload = () =>
      img.naturalWidth &&
      setHeight(
        Math.round((img.naturalHeight * HOTSPOT_WIDTH) / img.naturalWidth),
      );
    img.src = url;
  }, [url]);
  return height;
}

const imageOf = (config: Hotspot) => config.picStyle.picList[0]?.image ?? "";

/** A new picture: in the picture list and the original editor's mirror; the areas drawn on the old one go (as the original). */
function withImage(config: Hotspot, image: string): Hotspot {
  const [first, ...rest] = config.picStyle.picList;
  const [mirror, ...others] = config.menuConfig.list;
  return {
    ...config,
    picStyle: {
      ...config.picStyle,
      picList: [{ ...first, image, link: first?.link ?? "" }, ...rest],
    },
    menuConfig: {
      ...config.menuConfig,
      list: [
        { ...mirror, img: image, info: mirror?.info ?? [{ value: "" }] },
        ...others,
      ],
    },
    checkoutConfig: { ...config.checkoutConfig, hotspot: [] },
  };
}

/** 热区 (`homeHotspot`): a picture with tappable areas, measured on the picture shown 456 pixels wide. */
export const homeHotspot = defineWidget({
  name: "homeHotspot",
  id: "home_hotspot",
  group: "basic",
  icon: <AimOutlined />,
  Preview: ({ config }) => {
    const scale = (PHONE_WIDTH - 2 * config.lrConfig.val) / HOTSPOT_WIDTH;
    const image = imageOf(config);
    return (
      <div style={boxStyle(config)}>
        <div style={{ position: "relative" }} data-testid="preview-hotspot">
          <Picture
            src={image}
            style={{
              borderRadius: config.contentStyle.val,
              ...(image ? { height: "auto" } : { height: 200 }),
            }}
          />
          {config.checkoutConfig.hotspot.map((area, i) => (
            <div
              key={i}
              style={{
                position: "absolute",
                left: area.starX * scale,
                top: area.starY * scale,
                width: area.areaWidth * scale,
                height: area.areaHeight * scale,
                border: "1px dashed #1677ff",
                background: "rgba(22,119,255,0.15)",
                color: "#1677ff",
                fontSize: 11,
                padding: 2,
                overflow: "hidden",
              }}
            >
              {i + 1}. {area.name}
            </div>
          ))}
        </div>
      </div>
    );
  },
  Panel: function HotspotPanel({ config, onChange }) {
    const { t } = useTranslation();
    const bind = binder(config, onChange);
    const image = imageOf(config);
    const height = useHotspotHeight(image);
    const areas = config.checkoutConfig.hotspot;
    const setAreas = (hotspot: HotspotArea[]) =>
      onChange({
        ...config,
        checkoutConfig: { ...config.checkoutConfig, hotspot },
      });
    const sliders = [
      ["starX", HOTSPOT_WIDTH, 0],
      ["starY", height, 0],
      ["areaWidth", HOTSPOT_WIDTH, 1],
      ["areaHeight", height, 1],
    ] as const;
    return (
      <>
        <PropSection title={t("pageDiy.props.content")}>
          <ImageProp
            label={t("pageDiy.props.picture")}
            value={image}
            onChange={(url) => onChange(withImage(config, url))}
          />
          <ItemList
            items={areas as HotspotArea[]}
            max={50}
            testId="hotspots"
            create={() => ({
              starX: 0,
              starY: 0,
              areaWidth: 100,
              areaHeight: 100,
              link: "",
              name: "",
            })}
            onChange={setAreas}
            render={(area, update) => (
              <div style={{ display: "grid", gap: 4 }}>
                <Input
                  size="small"
                  maxLength={6}
                  placeholder={t("pageDiy.props.areaName")}
                  value={area.name ?? ""}
                  onChange={(e) => update({ ...area, name: e.target.value })}
                />
                <Input
                  size="small"
                  maxLength={255}
                  placeholder={t("pageDiy.props.link")}
                  value={area.link ?? ""}
                  onChange={(e) => update({ ...area, link: e.target.value })}
                />
                {sliders.map(([key, max, min]) => (
                  <SliderProp
                    key={key}
                    label={t(`pageDiy.props.area_${key}`)}
                    min={min}
                    max={Math.max(max, area[key])}
                    value={area[key]}
                    onChange={(v) => update({ ...area, [key]: v })}
                  />
                ))}
              </div>
            )}
          />
        </PropSection>
        <PropSection title={t("pageDiy.props.look")}>
          <ValSlider
            label={t("pageDiy.props.pictureRadius")}
            {...bind("contentStyle")}
          />
        </PropSection>
        <BoxSection config={config} onChange={onChange} />
      </>
    );
  },
});
