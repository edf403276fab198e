import { useState } from "react";
import { FolderOutlined } from "@ant-design/icons";
import { Input } from "antd";
import { useTranslation } from "react-i18next";
import {
  BoxSection,
  ChoiceProp,
  colourAt,
  ItemList,
  ProductsProp,
  PropSection,
  SliderProp,
  ColourListProp,
} from "./controls";
import { boxStyle, THEME_RED } from "./preview/box";
import { coloursOf, defaultBox } from "./preview/defaults";
import { GoodsCards, NoGoods } from "./preview/GoodsCards";
import { defineWidget } from "./types";

const box = () => defaultBox({ mb: 10 }, ["#f5f5f5", "#f5f5f5"]);

/** 选项卡: tabs, each with its own chosen goods; the shop switches between them. */
export const homeTab = defineWidget({
  name: "homeTab",
  id: "home_tab",
  group: "basic",
  icon: <FolderOutlined />,
  create: (t) => ({
    listConfig: {
      list: [1, 2].map((n) => ({
        title: t("pageDiy.defaults.tabTitle", { n }),
        goods: [],
      })),
    },
    itemStyle: { tabVal: 0 },
    activeColor: coloursOf(THEME_RED),
    titleColor: coloursOf("#333333"),
    priceColor: coloursOf(THEME_RED),
    contentStyle: { val: 8 },
    ...box(),
  }),
  Preview: function TabPreview({ config }) {
    const [active, setActive] = useState(0);
    const tabs = config.listConfig.list;
    const current = tabs[Math.min(active, tabs.length - 1)];
    return (
      <div style={boxStyle(config, 8)}>
        <div
          style={{
            display: "flex",
            gap: 16,
            overflowX: "auto",
            paddingBottom: 8,
          }}
        >
          {tabs.map((tab, i) => (
            <button
              key={i}
              type="button"
              onClick={(e) => {
                e.stopPropagation();
                setActive(i);
              }}
              style={{
                border: "none",
                background: "none",
                padding: "4px 0",
                cursor: "pointer",
                whiteSpace: "nowrap",
                fontWeight: i === active ? 600 : 400,
                color:
                  i === active
                    ? colourAt(config.activeColor)
                    : colourAt(config.titleColor),
                borderBottom:
                  i === active
                    ? `2px solid ${colourAt(config.activeColor)}`
                    : "2px solid transparent",
              }}
            >
              {tab.title}
            </button>
          ))}
        </div>
        {current?.goods.length ? (
          <GoodsCards
            goods={current.goods}
            look={{
              layout: config.itemStyle.tabVal === 0 ? 1 : 0,
              show: { name: true, price: true, sold: false },
              nameColour: "#333",
              priceColour: colourAt(config.priceColor),
              soldColour: "#999",
              radius: config.contentStyle.val,
              gap: 8,
            }}
          />
        ) : (
          <NoGoods />
        )}
      </div>
    );
  },
  Panel: function TabPanel({ config, onChange }) {
    const { t } = useTranslation();
    const set = (patch: Partial<typeof config>) =>
      onChange({ ...config, ...patch });
    return (
      <>
        <PropSection title={t("pageDiy.props.tabs")}>
          <ItemList
            items={config.listConfig.list}
            max={10}
            min={1}
            testId="tabs"
            create={() => ({ title: "", goods: [] })}
            onChange={(list) => set({ listConfig: { list } })}
            render={(tab, update) => (
              <div style={{ display: "grid", gap: 6 }}>
                <Input
                  size="small"
                  maxLength={8}
                  placeholder={t("pageDiy.props.tabTitle")}
                  value={tab.title}
                  onChange={(e) => update({ ...tab, title: e.target.value })}
                />
                <ProductsProp
                  label={t("pageDiy.props.goods")}
                  max={20}
                  value={tab.goods}
                  onChange={(goods) => update({ ...tab, goods })}
                />
              </div>
            )}
          />
        </PropSection>
        <PropSection title={t("pageDiy.props.look")}>
          <ChoiceProp
            label={t("pageDiy.props.layout")}
            value={config.itemStyle.tabVal}
            options={[
              { value: 0, label: t("pageDiy.props.goodsTwo") },
              { value: 1, label: t("pageDiy.props.goodsCard") },
            ]}
            onChange={(tabVal) => set({ itemStyle: { tabVal } })}
          />
          <ColourListProp
            label={t("pageDiy.props.activeColour")}
            value={config.activeColor}
            reset={THEME_RED}
            onChange={(activeColor) => set({ activeColor })}
          />
          <ColourListProp
            label={t("pageDiy.props.tabColour")}
            value={config.titleColor}
            reset="#333333"
            onChange={(titleColor) => set({ titleColor })}
          />
          <ColourListProp
            label={t("pageDiy.props.priceColour")}
            value={config.priceColor}
            reset={THEME_RED}
            onChange={(priceColor) => set({ priceColor })}
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
