import { AppstoreAddOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { menuEntry } from "../../../server/shared/pageDiy/widgets/home_menu";
import {
  binder,
  blankEntry,
  BoxSection,
  colourAt,
  ColourListProp,
  ItemList,
  optionsOf,
  PropSection,
  SlideEntry,
  TabChoice,
  ValSlider,
} from "./controls";
import { boxStyle } from "./preview/box";
import { Picture } from "./preview/Picture";
import { defineWidget } from "./types";

/** Per row: 3, 4 or 5 shortcuts (`number`); rows: 2, 3 or 4 (`rowsNum`) when shown on several rows. */
const PER_ROW = [3, 4, 5];
const ROWS = [2, 3, 4];

/** 导航组 (`menus`): picture shortcuts with titles and links, on one sliding row or several rows. */
export const homeMenu = defineWidget({
  name: "menus",
  id: "home_menu",
  group: "basic",
  icon: <AppstoreAddOutlined />,
  Preview: ({ config }) => {
    const rows = config.tabConfig.tabVal === 1;
    const perRow = PER_ROW[config.number.tabVal] ?? 3;
    // As the storefront: the first rows × per-row entries, hidden ones left out.
    const shown = config.menuConfig.list
      .slice(0, (ROWS[config.rowsNum.tabVal] ?? 2) * perRow)
      .filter((entry) => entry.status !== false);
    return (
      <div style={boxStyle(config)}>
        <div
          style={
            rows
              ? {
                  display: "grid",
                  gridTemplateColumns: `repeat(${perRow}, minmax(0, 1fr))`,
                  rowGap: config.contentConfig.val,
                  padding: "0 12px",
                }
              : { display: "flex", overflow: "hidden" }
          }
          data-testid="preview-menu"
        >
          {shown.map((entry, index) => (
            <div
              key={index}
              style={{
                textAlign: "center",
                fontSize: 11,
                color: colourAt(config.titleColor),
                flex: rows ? undefined : "0 0 20%",
              }}
            >
              <Picture
                src={entry.img}
                style={{
                  width: 50,
                  height: 50,
                  borderRadius: config.contentStyle.val,
                  margin: "0 auto 5px",
                  fontSize: 16,
                }}
              />
              <div
                style={{
                  whiteSpace: "nowrap",
                  overflow: "hidden",
                  textOverflow: "ellipsis",
                }}
              >
                {entry.info[0]?.value}
              </div>
            </div>
          ))}
        </div>
      </div>
    );
  },
  Panel: function MenuPanel({ config, onChange }) {
    const { t } = useTranslation();
    const bind = binder(config, onChange);
    const menu = config.menuConfig;
    return (
      <>
        <PropSection title={t("pageDiy.props.content")}>
          <TabChoice
            label={t("pageDiy.props.menuStyle")}
            options={optionsOf([
              t("pageDiy.props.oneRow"),
              t("pageDiy.props.manyRows"),
            ])}
            {...bind("tabConfig")}
          />
          {config.tabConfig.tabVal === 1 && (
            <>
              <TabChoice
                label={t("pageDiy.props.rows")}
                options={ROWS.map((n, value) => ({
                  value,
                  label: t("pageDiy.props.rowsN", { n }),
                }))}
                {...bind("rowsNum")}
              />
              <TabChoice
                label={t("pageDiy.props.perRow")}
                options={PER_ROW.map((n, value) => ({
                  value,
                  label: t("pageDiy.props.perRowN", { n }),
                }))}
                {...bind("number")}
              />
            </>
          )}
          <ItemList
            items={menu.list}
            max={100}
            min={1}
            testId="menu-entries"
            create={() => blankEntry(menu.list, () => menuEntry(""))}
            onChange={(list) =>
              onChange({ ...config, menuConfig: { ...menu, list } })
            }
            render={(entry, update) => (
              <SlideEntry
                slide={entry}
                onChange={update}
                titlePlaceholder={t("pageDiy.props.entryTitle")}
                withStatus
              />
            )}
          />
        </PropSection>
        <PropSection title={t("pageDiy.props.look")}>
          <ColourListProp
            label={t("pageDiy.props.textColour")}
            {...bind("titleColor")}
          />
          <ValSlider
            label={t("pageDiy.props.pictureRadius")}
            {...bind("contentStyle")}
          />
          <ValSlider
            label={t("pageDiy.props.rowGap")}
            {...bind("contentConfig")}
          />
        </PropSection>
        <BoxSection config={config} onChange={onChange} />
      </>
    );
  },
});
