import { TeamOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import {
  ActivityPreview,
  ActivitySettings,
  activityDefaults,
} from "./activityParts";
import { useShowcaseGoods } from "./preview/usePreviewData";
import { defineWidget } from "./types";

const FROM = "#ff7a00";

/** 拼团: the group-buy strip (the preview shows the merchant's goods on sale; the shop fills it with its group-buy goods). */
export const homeGroup = defineWidget({
  name: "group",
  id: "home_group",
  group: "marketing",
  icon: <TeamOutlined />,
  create: (t) => ({ ...activityDefaults(t, "group", FROM) }),
  Preview: function GroupPreview({ config }) {
    const { t } = useTranslation();
    const { goods } = useShowcaseGoods(config.numConfig.val);
    return (
      <ActivityPreview
        config={config}
        goods={goods}
        empty={t("pageDiy.preview.noGoodsOnSale")}
        badge={t("pageDiy.preview.groupBadge")}
      />
    );
  },
  Panel: ({ config, onChange }) => (
    <ActivitySettings config={config} onChange={onChange} from={FROM} />
  ),
});
