/** The search bar shared by the search box and the header block: preview and settings. */
import type { TFunction } from "i18next";
import { SearchOutlined } from "@ant-design/icons";
import { Input } from "antd";
import { useTranslation } from "react-i18next";
import {
  ChoiceProp,
  colourAt,
  ItemList,
  PropSection,
  SliderProp,
  TextProp,
  ColourListProp,
} from "./controls";
import { TEXT_ALIGN } from "./preview/box";
import { coloursOf } from "./preview/defaults";
import type { Draft } from "./types";

type Search = Pick<
  Draft<"headerSerch">,
  | "hotWords"
  | "placeWords"
  | "textPosition"
  | "borderColor"
  | "textColor"
  | "contentStyle"
>;

export const searchDefaults = (t: TFunction): Search => ({
  hotWords: { list: [] },
  placeWords: { val: t("pageDiy.defaults.searchPlaceholder") },
  textPosition: { tabVal: 0 },
  borderColor: coloursOf("#f5f5f5"),
  textColor: coloursOf("#999999"),
  contentStyle: { val: 30 },
});

/** The first hot word rotates in the bar; without one the placeholder shows. */
export function SearchBar({ config }: { config: Search }) {
  const word = config.hotWords.list[0]?.val || config.placeWords.val;
  return (
    <div
      style={{
        height: 32,
        lineHeight: "32px",
        padding: "0 14px",
        borderRadius: config.contentStyle.val,
        background: colourAt(config.borderColor),
        color: colourAt(config.textColor),
        textAlign: TEXT_ALIGN[config.textPosition.tabVal],
        fontSize: 13,
        whiteSpace: "nowrap",
        overflow: "hidden",
        textOverflow: "ellipsis",
      }}
      data-testid="preview-search"
    >
      <SearchOutlined style={{ marginRight: 6 }} />
      {word}
    </div>
  );
}

export function SearchSettings<C extends Search>({
  config,
  onChange,
}: {
  config: C;
  onChange: (next: C) => void;
}) {
  const { t } = useTranslation();
  const set = (patch: Partial<Search>) => onChange({ ...config, ...patch });
  return (
    <>
      <PropSection title={t("pageDiy.props.content")}>
        <TextProp
          label={t("pageDiy.props.placeholder")}
          max={30}
          value={config.placeWords.val}
          onChange={(val) => set({ placeWords: { val } })}
          testId="prop-search-placeholder"
        />
        <ItemList
          items={config.hotWords.list}
          max={20}
          testId="hot-words"
          create={() => ({ val: "" })}
          onChange={(list) => set({ hotWords: { list } })}
          render={(word, update) => (
            <Input
              size="small"
              maxLength={20}
              placeholder={t("pageDiy.props.hotWord")}
              value={word.val}
              onChange={(e) => update({ val: e.target.value })}
            />
          )}
        />
      </PropSection>
      <PropSection title={t("pageDiy.props.look")}>
        <ChoiceProp
          label={t("pageDiy.props.textPosition")}
          value={config.textPosition.tabVal}
          options={[
            t("pageDiy.props.left"),
            t("pageDiy.props.centre"),
            t("pageDiy.props.right"),
          ].map((label, value) => ({ label, value }))}
          onChange={(tabVal) => set({ textPosition: { tabVal } })}
        />
        <ColourListProp
          label={t("pageDiy.props.boxColour")}
          value={config.borderColor}
          reset="#f5f5f5"
          onChange={(borderColor) => set({ borderColor })}
        />
        <ColourListProp
          label={t("pageDiy.props.textColour")}
          value={config.textColor}
          reset="#999999"
          onChange={(textColor) => set({ textColor })}
        />
        <SliderProp
          label={t("pageDiy.props.boxRadius")}
          max={30}
          value={config.contentStyle.val}
          onChange={(val) => set({ contentStyle: { val } })}
        />
      </PropSection>
    </>
  );
}
