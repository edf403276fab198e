import { FolderOutlined } from "@ant-design/icons";
import { Input, Radio } from "antd";
import { useTranslation } from "react-i18next";
import { tabEntry } from "../../../server/shared/pageDiy/widgets/home_tab";
import {
  binder,
  BoxSection,
  colourAt,
  ColourListProp,
  ItemList,
  PropRow,
  PropSection,
  ThemeToneProp,
  ValSlider,
  type Goods,
} from "./controls";
import { factsShown, GoodsChoiceSettings } from "./goodsParts";
import { boxStyle, THEME_RED } from "./preview/box";
import { GoodsCards, NoGoods } from "./preview/GoodsCards";
import { defineWidget, type Draft } from "./types";

type Tab = Draft<"homeTab">;
type TabItem = Tab["tabItemConfig"]["list"][number];

/**
 * The selected tab's goods and look (edited in the widget's goods blocks) written into its
 * `activeList`, as the original's editor keeps each tab.
 */
function withActiveList(config: Tab): Tab {
  const index = config.tabItemConfig.tabVal;
  const byCategory = config.tabConfig.tabVal === 1;
  const list = config.tabItemConfig.list.map((item, i): TabItem =>
    i !== index
      ? item
      : {
          ...item,
          activeList: {
            ...item.activeList,
            goods: config.goodsList.list,
            activeProTabIndex: config.tabConfig.tabVal,
            activeValue: config.selectConfig.activeValue.join(","),
            styleType: config.itemStyle.tabVal,
            num: config.numConfig.val,
            goodsSort: config.goodsSort.tabVal,
            sortCollation: config.sortCollation.tabVal,
            showContent: config.typeConfig.activeValue,
          },
          activeTabIndex: index,
          ...(byCategory
            ? { selectConfigList: config.selectConfig.goodsList as Goods[] }
            : {}),
        },
  );
  return { ...config, tabItemConfig: { ...config.tabItemConfig, list } };
}

/** Tab `index` selected: its goods and look loaded into the widget's goods blocks. */
function selectTab(config: Tab, index: number): Tab {
  const item = config.tabItemConfig.list[index];
  const saved = item?.activeList;
  return {
    ...config,
    tabItemConfig: { ...config.tabItemConfig, tabVal: index },
    tabConfig: { ...config.tabConfig, tabVal: saved?.activeProTabIndex ?? 0 },
    goodsList: { ...config.goodsList, list: saved?.goods ?? [] },
    selectConfig: {
      ...config.selectConfig,
      activeValue: (saved?.activeValue ?? "")
        .split(",")
        .filter(Boolean)
        .map(Number),
      goodsList: item?.selectConfigList ?? [],
    },
    goodsSort: { ...config.goodsSort, tabVal: saved?.goodsSort ?? 0 },
    sortCollation: {
      ...config.sortCollation,
      tabVal: saved?.sortCollation ?? 0,
    },
    numConfig: { ...config.numConfig, val: saved?.num ?? 6 },
    itemStyle: { ...config.itemStyle, tabVal: saved?.styleType ?? 0 },
    typeConfig: {
      ...config.typeConfig,
      activeValue: saved?.showContent ?? [0, 1, 2],
    },
  };
}

/** 选项卡 (`homeTab`): tabs, each with its own goods and look; the shop switches between them. */
export const homeTab = defineWidget({
  name: "homeTab",
  id: "home_tab",
  group: "basic",
  icon: <FolderOutlined />,
  Preview: function TabPreview({ config }) {
    const tabs = config.tabItemConfig.list;
    const active = Math.min(config.tabItemConfig.tabVal, tabs.length - 1);
    const current = tabs[active]?.activeList;
    const goods =
      (current?.activeProTabIndex === 1
        ? tabs[active]?.selectConfigList
        : current?.goods) ?? [];
    const checked =
      config.checkThemeStyleConfig.tabVal === 1
        ? colourAt(config.checkColor)
        : THEME_RED;
    const price =
      config.priceThemeStyleConfig.tabVal === 1
        ? colourAt(config.priceColor)
        : THEME_RED;
    return (
      <div style={{ marginTop: config.mbConfig.val }}>
        <div
          style={{
            display: "flex",
            gap: 15,
            padding: "0 20px 0 15px",
            height: 37,
            overflow: "hidden",
            background: `linear-gradient(${colourAt(config.tabBgColor, 0)}, ${colourAt(config.tabBgColor, 1)})`,
          }}
        >
          {tabs.map((tab, i) => (
            <span
              key={i}
              style={{
                lineHeight: "36px",
                whiteSpace: "nowrap",
                fontSize: i === active ? 15 : 14,
                fontWeight: i === active ? 600 : 400,
                color: i === active ? checked : colourAt(config.fontColor),
                borderBottom:
                  i === active
                    ? `2px solid ${checked}`
                    : "2px solid transparent",
              }}
            >
              {tab.val}
            </span>
          ))}
        </div>
        <div
          style={{
            ...boxStyle(config, 10),
            margin: `${config.topConfig.val}px ${config.lrConfig.val}px 0`,
          }}
        >
          {goods.length ? (
            <GoodsCards
              goods={goods}
              look={{
                layout: current?.styleType ?? 0,
                show: factsShown(current?.showContent ?? [0, 1, 2]),
                nameColour: colourAt(config.titleColor),
                priceColour: price,
                soldColour: colourAt(config.soldColor),
                radius: config.contentStyle.val,
                gap: config.contentConfig.val,
              }}
            />
          ) : (
            <NoGoods />
          )}
        </div>
      </div>
    );
  },
  Panel: function TabPanel({ config, onChange }) {
    const { t } = useTranslation();
    const bind = binder(config, onChange);
    const items = config.tabItemConfig.list;
    const setItems = (list: TabItem[]) => {
      const next = {
        ...config,
        tabItemConfig: { ...config.tabItemConfig, list },
      };
      // A new tab becomes the edited one; after a removal the first one is.
      if (list.length > items.length)
        onChange(selectTab(next, list.length - 1));
      else if (list.length < items.length) onChange(selectTab(next, 0));
      else
        onChange(
          selectTab(
            next,
            Math.min(config.tabItemConfig.tabVal, list.length - 1),
          ),
        );
    };
    return (
      <>
        <PropSection title={t("pageDiy.props.tabs")}>
          <ItemList
            items={items}
            max={20}
            min={1}
            testId="tabs"
            create={() => tabEntry("") as TabItem}
            onChange={setItems}
            render={(tab, update) => (
              <Input
                size="small"
                maxLength={8}
                placeholder={t("pageDiy.props.tabTitle")}
                value={tab.val}
                onChange={(e) => update({ ...tab, val: e.target.value })}
              />
            )}
          />
          <PropRow label={t("pageDiy.props.editedTab")} wide>
            <Radio.Group
              size="small"
              optionType="button"
              value={config.tabItemConfig.tabVal}
              options={items.map((tab, value) => ({
                value,
                label: tab.val || String(value + 1),
              }))}
              onChange={(e) =>
                onChange(selectTab(config, Number(e.target.value)))
              }
              data-testid="prop-edited-tab"
            />
          </PropRow>
        </PropSection>
        <GoodsChoiceSettings
          config={config}
          onChange={(next) => onChange(withActiveList(next))}
          layouts={[
            t("pageDiy.props.goodsCard"),
            t("pageDiy.props.goodsTwo"),
            t("pageDiy.props.goodsThree"),
            t("pageDiy.props.goodsBig"),
          ]}
        />
        <PropSection title={t("pageDiy.props.look")}>
          <ColourListProp
            label={t("pageDiy.props.tabBgTop")}
            index={0}
            {...bind("tabBgColor")}
          />
          <ColourListProp
            label={t("pageDiy.props.tabBgBottom")}
            index={1}
            {...bind("tabBgColor")}
          />
          <ColourListProp
            label={t("pageDiy.props.tabColour")}
            {...bind("fontColor")}
          />
          <ThemeToneProp
            label={t("pageDiy.props.activeTone")}
            {...bind("checkThemeStyleConfig")}
          >
            <ColourListProp
              label={t("pageDiy.props.activeColour")}
              {...bind("checkColor")}
            />
          </ThemeToneProp>
          <ColourListProp
            label={t("pageDiy.props.nameColour")}
            {...bind("titleColor")}
          />
          <ThemeToneProp
            label={t("pageDiy.props.priceTone")}
            {...bind("priceThemeStyleConfig")}
          >
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
            label={t("pageDiy.props.goodsTop")}
            {...bind("topConfig")}
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
