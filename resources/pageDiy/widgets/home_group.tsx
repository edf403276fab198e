import { TeamOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import {
  ActivityPreview,
  ActivitySettings,
  activityDefaults,
} from "./activityParts";
import { defineWidget } from "./types";

const FROM = "#ff7a00";

/** 拼团: the group-buy strip. */
export const homeGroup = defineWidget({
  name: "group",
  id: "home_group",
  group: "marketing",
  icon: <TeamOutlined />,
  create: (t) => ({ ...activityDefaults(t, "group", FROM) }),
  Preview: function GroupPreview({ config }) {
    const { t } = useTranslation();
    return (
      <ActivityPreview
        config={config}
        badge={t("pageDiy.preview.groupBadge")}
      />
    );
  },
  Panel: ({ config, onChange }) => (
    <ActivitySettings config={config} onChange={onChange} from={FROM} />
  ),
});
