import { ShoppingOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import {
  binder,
  BoxSection,
  colourAt,
  ColourListProp,
  PropSection,
  ThemeToneProp,
  ValSlider,
} from "./controls";
import { factsShown, GoodsChoiceSettings, shownGoods } from "./goodsParts";
import { boxStyle, themed } from "./preview/box";
import { GoodsCards, NoGoods } from "./preview/GoodsCards";
import { defineWidget } from "./types";

/** 商品列表 (`goodList`): chosen goods, or goods of chosen categories, as cards, two or three columns, or big pictures. */
export const homeGoodsList = defineWidget({
  name: "goodList",
  id: "home_goods_list",
  group: "basic",
  icon: <ShoppingOutlined />,
  Preview: function GoodsListPreview({ config }) {
    const goods = shownGoods(config);
    return (
      <div style={boxStyle(config, 8)}>
        {goods.length ? (
          <GoodsCards
            testId="preview-goods-list"
            goods={goods}
            look={{
              layout: config.itemStyle.tabVal,
              show: factsShown(config.typeConfig.activeValue),
              nameColour: colourAt(config.titleColor),
              priceColour: themed(config.themeStyleConfig, config.priceColor),
              soldColour: colourAt(config.soldColor),
              radius: config.contentStyle.val,
              gap: config.contentConfig.val,
            }}
          />
        ) : (
          <NoGoods />
        )}
      </div>
    );
  },
  Panel: function GoodsListPanel({ config, onChange }) {
    const { t } = useTranslation();
    const bind = binder(config, onChange);
    return (
      <>
        <GoodsChoiceSettings
          config={config}
          onChange={onChange}
          layouts={[
            t("pageDiy.props.goodsCard"),
            t("pageDiy.props.goodsTwo"),
            t("pageDiy.props.goodsThree"),
            t("pageDiy.props.goodsBig"),
          ]}
        />
        <PropSection title={t("pageDiy.props.look")}>
          <ColourListProp
            label={t("pageDiy.props.nameColour")}
            {...bind("titleColor")}
          />
          <ThemeToneProp {...bind("themeStyleConfig")}>
            <ColourListProp
              label={t("pageDiy.props.priceColour")}
              {...bind("priceColor")}
            />
          </ThemeToneProp>
          <ColourListProp
            label={t("pageDiy.props.soldColour")}
            {...bind("soldColor")}
          />
          <ValSlider
            label={t("pageDiy.props.goodsGap")}
            {...bind("contentConfig")}
          />
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
