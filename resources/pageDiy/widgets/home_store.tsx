import { ShopOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import {
  BoxSection,
  colourAt,
  PropSection,
  SliderProp,
  ColourListProp,
} from "./controls";
import { boxStyle } from "./preview/box";
import { coloursOf, defaultBox } from "./preview/defaults";
import { StoreCard } from "./preview/StoreCard";
import { defineWidget } from "./types";

const box = () => defaultBox({ mb: 10 });

/** 店铺信息: the shop's logo, name, stars and follow button. */
export const homeStore = defineWidget({
  name: "homeStore",
  id: "home_store",
  group: "basic",
  icon: <ShopOutlined />,
  create: () => ({
    followColor: coloursOf("#303133"),
    logoStyleRadius: { val: 7 },
    ...box(),
  }),
  Preview: ({ config }) => (
    <div style={boxStyle(config, 10)}>
      <StoreCard
        followColour={colourAt(config.followColor)}
        logoRadius={config.logoStyleRadius.val}
      />
    </div>
  ),
  Panel: function StorePanel({ config, onChange }) {
    const { t } = useTranslation();
    return (
      <>
        <PropSection title={t("pageDiy.props.look")}>
          <ColourListProp
            label={t("pageDiy.props.followColour")}
            value={config.followColor}
            reset="#303133"
            onChange={(followColor) => onChange({ ...config, followColor })}
          />
          <SliderProp
            label={t("pageDiy.props.logoRadius")}
            max={30}
            value={config.logoStyleRadius.val}
            onChange={(val) =>
              onChange({ ...config, logoStyleRadius: { val } })
            }
          />
        </PropSection>
        <BoxSection config={config} onChange={onChange} defaults={box()} />
      </>
    );
  },
});
