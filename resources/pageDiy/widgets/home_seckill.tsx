import { ThunderboltOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import {
  ActivityPreview,
  ActivitySettings,
  activityDefaults,
} from "./activityParts";
import { useSeckillGoods } from "./preview/usePreviewData";
import { defineWidget } from "./types";

const FROM = "#ff2200";

/** 秒杀: the flash-sale strip with the merchant's approved flash-sale goods at their flash-sale price. */
export const homeSeckill = defineWidget({
  name: "seckill",
  id: "home_seckill",
  group: "marketing",
  icon: <ThunderboltOutlined />,
  create: (t) => ({ ...activityDefaults(t, "seckill", FROM) }),
  Preview: function SeckillPreview({ config }) {
    const { t } = useTranslation();
    const { goods } = useSeckillGoods(config.numConfig.val);
    return (
      <ActivityPreview
        config={config}
        goods={goods}
        empty={t("pageDiy.preview.noSeckill")}
        badge={t("pageDiy.preview.seckillBadge")}
      />
    );
  },
  Panel: ({ config, onChange }) => (
    <ActivitySettings config={config} onChange={onChange} from={FROM} />
  ),
});
