import { PictureOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { BoxSection, ValSlider } from "./controls";
import { boxStyle } from "./preview/box";
import { SwiperPreview, SwiperSettings } from "./swiperParts";
import { defineWidget } from "./types";

/** 轮播图 (`swiperBg`): pictures that slide, with dots. */
export const banner = defineWidget({
  name: "swiperBg",
  id: "banner",
  group: "basic",
  icon: <PictureOutlined />,
  Preview: ({ config }) => (
    <div style={boxStyle(config)}>
      <SwiperPreview config={config} radius={config.contentStyle.val} />
    </div>
  ),
  Panel: function BannerPanel({ config, onChange }) {
    const { t } = useTranslation();
    return (
      <>
        <SwiperSettings
          config={config}
          onChange={onChange}
          max={10}
          titleMax={8}
          radius={
            <ValSlider
              label={t("pageDiy.props.pictureRadius")}
              value={config.contentStyle}
              onChange={(contentStyle) => onChange({ ...config, contentStyle })}
            />
          }
        />
        <BoxSection config={config} onChange={onChange} />
      </>
    );
  },
});
