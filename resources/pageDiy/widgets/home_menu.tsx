import { AppstoreAddOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import {
  BoxSection,
  ChoiceProp,
  colourAt,
  ItemList,
  PropSection,
  ColourListProp,
  SlideEntry,
  newSlide,
} from "./controls";
import { boxStyle } from "./preview/box";
import { coloursOf, defaultBox } from "./preview/defaults";
import { Picture } from "./preview/Picture";
import { defineWidget } from "./types";

const box = () => defaultBox({ mb: 10, radius: 8 });
/** Per row: 3, 4 or 5 shortcuts; rows: 1, 2 or 3 (the rest scroll sideways in the shop). */
const PER_ROW = [3, 4, 5];

/** 导航组: picture shortcuts with titles and links. */
export const homeMenu = defineWidget({
  name: "menus",
  id: "home_menu",
  group: "basic",
  icon: <AppstoreAddOutlined />,
  create: (t) => ({
    menuConfig: {
      list: [1, 2, 3, 4, 5].map((n) =>
        newSlide(t("pageDiy.defaults.menuTitle", { n })),
      ),
    },
    rowsNum: { tabVal: 0 },
    number: { tabVal: 2 },
    menuStyle: { tabVal: 0 },
    titleColor: coloursOf("#333333"),
    ...box(),
  }),
  Preview: ({ config }) => {
    const perRow = PER_ROW[config.number.tabVal] ?? 5;
    const shown = config.menuConfig.list.slice(
      0,
      perRow * (config.rowsNum.tabVal + 1),
    );
    return (
      <div style={boxStyle(config, 6)}>
        <div
          style={{
            display: "grid",
            gridTemplateColumns: `repeat(${perRow}, minmax(0, 1fr))`,
            rowGap: 12,
          }}
          data-testid="preview-menu"
        >
          {shown.map((entry, index) => (
            <div
              key={index}
              style={{
                textAlign: "center",
                fontSize: 12,
                color: colourAt(config.titleColor),
              }}
            >
              {config.menuStyle.tabVal === 0 && (
                <Picture
                  src={entry.img}
                  style={{
                    width: 42,
                    height: 42,
                    borderRadius: "50%",
                    margin: "0 auto 4px",
                    fontSize: 16,
                  }}
                />
              )}
              <div
                style={{
                  whiteSpace: "nowrap",
                  overflow: "hidden",
                  textOverflow: "ellipsis",
                }}
              >
                {entry.info[0].value}
              </div>
            </div>
          ))}
        </div>
      </div>
    );
  },
  Panel: function MenuPanel({ config, onChange }) {
    const { t } = useTranslation();
    const set = (patch: Partial<typeof config>) =>
      onChange({ ...config, ...patch });
    return (
      <>
        <PropSection title={t("pageDiy.props.content")}>
          <ItemList
            items={config.menuConfig.list}
            max={20}
            min={1}
            testId="menu-entries"
            create={() => newSlide()}
            onChange={(list) => set({ menuConfig: { list } })}
            render={(entry, update) => (
              <SlideEntry
                slide={entry}
                onChange={update}
                titlePlaceholder={t("pageDiy.props.entryTitle")}
              />
            )}
          />
        </PropSection>
        <PropSection title={t("pageDiy.props.look")}>
          <ChoiceProp
            label={t("pageDiy.props.menuStyle")}
            value={config.menuStyle.tabVal}
            options={[
              { value: 0, label: t("pageDiy.props.pictureAndText") },
              { value: 1, label: t("pageDiy.props.textOnly") },
            ]}
            onChange={(tabVal) => set({ menuStyle: { tabVal } })}
          />
          <ChoiceProp
            label={t("pageDiy.props.rows")}
            value={config.rowsNum.tabVal}
            options={[1, 2, 3].map((n, value) => ({
              value,
              label: t("pageDiy.props.rowsN", { n }),
            }))}
            onChange={(tabVal) => set({ rowsNum: { tabVal } })}
          />
          <ChoiceProp
            label={t("pageDiy.props.perRow")}
            value={config.number.tabVal}
            options={PER_ROW.map((n, value) => ({
              value,
              label: t("pageDiy.props.perRowN", { n }),
            }))}
            onChange={(tabVal) => set({ number: { tabVal } })}
          />
          <ColourListProp
            label={t("pageDiy.props.textColour")}
            value={config.titleColor}
            reset="#333333"
            onChange={(titleColor) => set({ titleColor })}
          />
        </PropSection>
        <BoxSection config={config} onChange={onChange} defaults={box()} />
      </>
    );
  },
});
