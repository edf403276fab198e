import { ThunderboltOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import {
  ActivityPreview,
  ActivitySettings,
  activityDefaults,
} from "./activityParts";
import { defineWidget } from "./types";

const FROM = "#ff2200";

/** 秒杀: the flash-sale strip. */
export const homeSeckill = defineWidget({
  name: "seckill",
  id: "home_seckill",
  group: "marketing",
  icon: <ThunderboltOutlined />,
  create: (t) => ({ ...activityDefaults(t, "seckill", FROM) }),
  Preview: function SeckillPreview({ config }) {
    const { t } = useTranslation();
    return (
      <ActivityPreview
        config={config}
        badge={t("pageDiy.preview.seckillBadge")}
      />
    );
  },
  Panel: ({ config, onChange }) => (
    <ActivitySettings config={config} onChange={onChange} from={FROM} />
  ),
});
