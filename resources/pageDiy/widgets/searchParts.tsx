/** The search bar the search box and the header share: its preview and its settings. */
import { SearchOutlined } from "@ant-design/icons";
import { Input } from "antd";
import { useTranslation } from "react-i18next";
import { WithAddons } from "../../../src/widgets/WithAddons";
import {
  colourAt,
  ColourListProp,
  ItemList,
  optionsOf,
  PropSection,
  TabChoice,
  ValSlider,
  binder,
} from "./controls";
import { TEXT_ALIGN } from "./preview/box";
import type { Draft } from "./types";

type Search = Pick<
  Draft<"headerSerch">,
  | "hotWords"
  | "titleConfig"
  | "textPosition"
  | "borderColor"
  | "textColor"
  | "contentStyle"
>;

/** The first hot word shows in the bar; without one the placeholder does. */
export function SearchBar({
  config,
  placeholder,
}: {
  config: Search;
  placeholder: string;
}) {
  const word = config.hotWords.list[0]?.val || placeholder;
  return (
    <div
      style={{
        flex: 1,
        height: 30,
        lineHeight: "30px",
        padding: "0 10px",
        borderRadius: config.contentStyle.val,
        background: colourAt(config.borderColor),
        color: colourAt(config.textColor),
        textAlign: TEXT_ALIGN[config.textPosition.tabVal] ?? "left",
        fontSize: 12,
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

/**
 * Placeholder, hot words (up to 20, ten characters each), their switching time, text position
 * (`positions` of left, centre, right), colours and corners. The placeholder block differs
 * between the two widgets, so the caller binds it.
 */
export function SearchSettings<C extends Search>({
  config,
  onChange,
  placeholder,
  positions,
}: {
  config: C;
  onChange: (next: C) => void;
  placeholder: { value: string; onChange: (text: string) => void };
  positions: number;
}) {
  const { t } = useTranslation();
  const bind = binder<Search>(config, (next) => onChange(next as C));
  const hotWords = config.hotWords;
  return (
    <>
      <PropSection title={t("pageDiy.props.content")}>
        <div style={{ marginBottom: 14 }}>
          <WithAddons before={t("pageDiy.props.placeholder")} names block>
            <Input maxLength={30} value={placeholder.value} onChange={(e) => placeholder.onChange(e.target.value)} data-testid="prop-search-placeholder" />
          </WithAddons>
        </div>
        <ItemList
          items={hotWords.list}
          max={20}
          testId="hot-words"
          create={() => ({ val: "" })}
          onChange={(list) =>
            onChange({ ...config, hotWords: { ...hotWords, list } })
          }
          render={(word, update) => (
            <Input
              size="small"
              maxLength={10}
              placeholder={t("pageDiy.props.hotWord")}
              value={word.val}
              onChange={(e) => update({ ...word, val: e.target.value })}
            />
          )}
        />
        <ValSlider
          label={t("pageDiy.props.hotWordSeconds")}
          min={1}
          {...bind("titleConfig")}
        />
      </PropSection>
      <PropSection title={t("pageDiy.props.look")}>
        <TabChoice
          label={t("pageDiy.props.textPosition")}
          options={optionsOf(
            [
              t("pageDiy.props.left"),
              t("pageDiy.props.centre"),
              t("pageDiy.props.right"),
            ].slice(0, positions),
          )}
          {...bind("textPosition")}
        />
        <ColourListProp
          label={t("pageDiy.props.boxColour")}
          {...bind("borderColor")}
        />
        <ColourListProp
          label={t("pageDiy.props.textColour")}
          {...bind("textColor")}
        />
        <ValSlider
          label={t("pageDiy.props.boxRadius")}
          {...bind("contentStyle")}
        />
      </PropSection>
    </>
  );
}
