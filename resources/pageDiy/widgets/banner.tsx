import { PictureOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { BoxSection } from "./controls";
import { boxStyle } from "./preview/box";
import { defaultBox } from "./preview/defaults";
import {
  RadiusProp,
  SwiperPreview,
  SwiperSettings,
  swiperDefaults,
} from "./swiperParts";
import { defineWidget } from "./types";

/** 轮播图: pictures that slide, with dots. */
export const banner = defineWidget({
  name: "swiperBg",
  id: "banner",
  group: "basic",
  icon: <PictureOutlined />,
  create: (t) => ({
    ...swiperDefaults(t),
    contentStyle: { val: 7 },
    ...defaultBox(),
  }),
  Preview: ({ config }) => (
    <div style={boxStyle(config)}>
      <SwiperPreview config={config} radius={config.contentStyle.val} />
    </div>
  ),
  Panel: function BannerPanel({ config, onChange }) {
    const { t } = useTranslation();
    return (
      <>
        <SwiperSettings config={config} onChange={onChange} max={10} />
        <RadiusProp
          label={t("pageDiy.props.pictureRadius")}
          value={config.contentStyle.val}
          onChange={(val) => onChange({ ...config, contentStyle: { val } })}
        />
        <BoxSection
          config={config}
          onChange={onChange}
          defaults={defaultBox()}
        />
      </>
    );
  },
});
