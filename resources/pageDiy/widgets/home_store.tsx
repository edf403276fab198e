import { ShopOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import {
  binder,
  BoxSection,
  colourAt,
  ColourListProp,
  PropSection,
  ValSlider,
} from "./controls";
import { boxStyle } from "./preview/box";
import { StoreCard } from "./preview/StoreCard";
import { defineWidget } from "./types";

/** 店铺信息 (`homeStore`): the shop's logo, name, stars and follow button. */
export const homeStore = defineWidget({
  name: "homeStore",
  id: "home_store",
  group: "basic",
  icon: <ShopOutlined />,
  Preview: ({ config }) => (
    <div style={{ ...boxStyle(config, 10), background: "#fff" }}>
      <StoreCard
        followColour={colourAt(config.followColor)}
        logoRadius={config.logoStyleRadius.val}
      />
    </div>
  ),
  Panel: function StorePanel({ config, onChange }) {
    const { t } = useTranslation();
    const bind = binder(config, onChange);
    return (
      <>
        <PropSection title={t("pageDiy.props.look")}>
          <ColourListProp
            label={t("pageDiy.props.followColour")}
            {...bind("followColor")}
          />
          <ValSlider
            label={t("pageDiy.props.logoRadius")}
            {...bind("logoStyleRadius")}
          />
        </PropSection>
        <BoxSection config={config} onChange={onChange} />
      </>
    );
  },
});
