import { ShoppingOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import {
  BoxSection,
  ChecksProp,
  ChoiceProp,
  colourAt,
  ProductsProp,
  PropSection,
  SliderProp,
  ColourListProp,
  ThemeToneProp,
} from "./controls";
import { boxStyle, themed, THEME_RED } from "./preview/box";
import { coloursOf, defaultBox } from "./preview/defaults";
import { GoodsCards, NoGoods } from "./preview/GoodsCards";
import { useShowcaseGoods } from "./preview/usePreviewData";
import { defineWidget, type Draft } from "./types";

const box = () => defaultBox({ mb: 10, radius: 8 }, ["#f5f5f5", "#f5f5f5"]);
export const GOODS_MAX = 50;

/** The goods a list shows: the chosen ones, or (automatic) the newest on sale. */
export function useListedGoods(
  config: Pick<Draft<"goodList">, "tabConfig" | "goodsList" | "numConfig">,
) {
  const automatic = config.tabConfig.tabVal === 1;
  const showcase = useShowcaseGoods(config.numConfig.val, automatic);
  return automatic ? showcase.goods : config.goodsList.list;
}

/** 商品列表: chosen goods (or the newest on sale) as cards, a list, three columns or big pictures. */
export const homeGoodsList = defineWidget({
  name: "goodList",
  id: "home_goods_list",
  group: "basic",
  icon: <ShoppingOutlined />,
  create: () => ({
    tabConfig: { tabVal: 0 },
    goodsList: { list: [] },
    numConfig: { val: 6 },
    itemStyle: { tabVal: 1 },
    typeConfig: { activeValue: [0, 1, 2] },
    titleColor: coloursOf("#333333"),
    priceColor: coloursOf(THEME_RED),
    soldColor: coloursOf("#999999"),
    themeStyleConfig: { tabVal: 0 },
    contentStyle: { val: 8 },
    contentConfig: { val: 10 },
    ...box(),
  }),
  Preview: function GoodsListPreview({ config }) {
    const goods = useListedGoods(config);
    const shown = config.typeConfig.activeValue;
    return (
      <div style={boxStyle(config, 8)}>
        {goods.length ? (
          <GoodsCards
            testId="preview-goods-list"
            goods={goods}
            look={{
              layout: config.itemStyle.tabVal,
              show: {
                name: shown.includes(0),
                price: shown.includes(1),
                sold: shown.includes(2),
              },
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
    const set = (patch: Partial<typeof config>) =>
      onChange({ ...config, ...patch });
    return (
      <>
        <PropSection title={t("pageDiy.props.content")}>
          <ChoiceProp
            label={t("pageDiy.props.goodsSource")}
            value={config.tabConfig.tabVal}
            options={[
              { value: 0, label: t("pageDiy.props.chosenGoods") },
              { value: 1, label: t("pageDiy.props.newestGoods") },
            ]}
            onChange={(tabVal) => set({ tabConfig: { tabVal } })}
            testId="prop-goods-source"
          />
          {config.tabConfig.tabVal === 0 ? (
            <ProductsProp
              label={t("pageDiy.props.goods")}
              max={GOODS_MAX}
              value={config.goodsList.list}
              onChange={(list) => set({ goodsList: { list } })}
              testId="goods"
            />
          ) : (
            <SliderProp
              label={t("pageDiy.props.goodsCount")}
              min={1}
              max={GOODS_MAX}
              value={config.numConfig.val}
              onChange={(val) => set({ numConfig: { val } })}
            />
          )}
        </PropSection>
        <PropSection title={t("pageDiy.props.look")}>
          <ChoiceProp
            label={t("pageDiy.props.layout")}
            value={config.itemStyle.tabVal}
            options={["goodsCard", "goodsTwo", "goodsThree", "goodsBig"].map(
              (key, value) => ({ value, label: t(`pageDiy.props.${key}`) }),
            )}
            onChange={(tabVal) => set({ itemStyle: { tabVal } })}
            testId="prop-goods-layout"
          />
          <ChecksProp
            label={t("pageDiy.props.showInfo")}
            value={config.typeConfig.activeValue}
            options={["goodsName", "goodsPrice", "goodsSold"].map(
              (key, value) => ({ value, label: t(`pageDiy.props.${key}`) }),
            )}
            onChange={(activeValue) => set({ typeConfig: { activeValue } })}
          />
          <ThemeToneProp
            value={config.themeStyleConfig}
            onChange={(themeStyleConfig) => set({ themeStyleConfig })}
          >
            <ColourListProp
              label={t("pageDiy.props.priceColour")}
              value={config.priceColor}
              reset={THEME_RED}
              onChange={(priceColor) => set({ priceColor })}
            />
          </ThemeToneProp>
          <ColourListProp
            label={t("pageDiy.props.nameColour")}
            value={config.titleColor}
            reset="#333333"
            onChange={(titleColor) => set({ titleColor })}
          />
          <ColourListProp
            label={t("pageDiy.props.soldColour")}
            value={config.soldColor}
            reset="#999999"
            onChange={(soldColor) => set({ soldColor })}
          />
          <SliderProp
            label={t("pageDiy.props.goodsGap")}
            max={30}
            value={config.contentConfig.val}
            onChange={(val) => set({ contentConfig: { val } })}
          />
          <SliderProp
            label={t("pageDiy.props.pictureRadius")}
            max={30}
            value={config.contentStyle.val}
            onChange={(val) => set({ contentStyle: { val } })}
          />
        </PropSection>
        <BoxSection config={config} onChange={onChange} defaults={box()} />
      </>
    );
  },
});
