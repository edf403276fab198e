import { AimOutlined } from "@ant-design/icons";
import { Input } from "antd";
import { useTranslation } from "react-i18next";
import {
  BoxSection,
  ImageProp,
  ItemList,
  PropSection,
  SliderProp,
} from "./controls";
import { boxStyle } from "./preview/box";
import { defaultBox } from "./preview/defaults";
import { Picture } from "./preview/Picture";
import { defineWidget } from "./types";

const box = () => defaultBox({ lr: 0, up: 0, down: 0 });

/** 热区: a picture with tappable areas (position and size in percent of the picture). */
export const homeHotspot = defineWidget({
  name: "homeHotspot",
  id: "home_hotspot",
  group: "basic",
  icon: <AimOutlined />,
  create: () => ({
    imgConfig: { url: "" },
    hotspotList: { list: [] },
    ...box(),
  }),
  Preview: ({ config }) => (
    <div style={boxStyle(config)}>
      <div style={{ position: "relative" }} data-testid="preview-hotspot">
        <Picture
          src={config.imgConfig.url}
          style={config.imgConfig.url ? undefined : { height: 160 }}
        />
        {config.hotspotList.list.map((area, i) => (
          <div
            key={i}
            style={{
              position: "absolute",
              left: `${area.left}%`,
              top: `${area.top}%`,
              width: `${area.width}%`,
              height: `${area.height}%`,
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
  ),
  Panel: function HotspotPanel({ config, onChange }) {
    const { t } = useTranslation();
    return (
      <>
        <PropSection title={t("pageDiy.props.content")}>
          <ImageProp
            label={t("pageDiy.props.picture")}
            value={config.imgConfig.url}
            onChange={(url) => onChange({ ...config, imgConfig: { url } })}
          />
          <ItemList
            items={config.hotspotList.list}
            max={20}
            testId="hotspots"
            create={() => ({
              name: "",
              link: "",
              left: 10,
              top: 10,
              width: 30,
              height: 30,
            })}
            onChange={(list) => onChange({ ...config, hotspotList: { list } })}
            render={(area, update) => (
              <div style={{ display: "grid", gap: 4 }}>
                <Input
                  size="small"
                  maxLength={10}
                  placeholder={t("pageDiy.props.areaName")}
                  value={area.name}
                  onChange={(e) => update({ ...area, name: e.target.value })}
                />
                <Input
                  size="small"
                  maxLength={255}
                  placeholder={t("pageDiy.props.link")}
                  value={area.link}
                  onChange={(e) => update({ ...area, link: e.target.value })}
                />
                {(["left", "top", "width", "height"] as const).map((key) => (
                  <SliderProp
                    key={key}
                    label={t(`pageDiy.props.area_${key}`)}
                    min={key === "width" || key === "height" ? 1 : 0}
                    max={100}
                    value={area[key]}
                    onChange={(v) => update({ ...area, [key]: v })}
                  />
                ))}
              </div>
            )}
          />
        </PropSection>
        <BoxSection config={config} onChange={onChange} defaults={box()} />
      </>
    );
  },
});
