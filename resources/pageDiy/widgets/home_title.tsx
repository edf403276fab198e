import { FontSizeOutlined, RightOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import {
  BoxSection,
  ChoiceProp,
  colourAt,
  PropSection,
  SliderProp,
  TextProp,
  ColourListProp,
} from "./controls";
import { ALIGN, boxStyle } from "./preview/box";
import { coloursOf, defaultBox } from "./preview/defaults";
import { defineWidget } from "./types";

const box = () => defaultBox({ mb: 10, radius: 8 });

/** 标题: a section title with an optional "more" link on the right. */
export const homeTitle = defineWidget({
  name: "titles",
  id: "home_title",
  group: "basic",
  icon: <FontSizeOutlined />,
  create: (t) => ({
    titleConfig: { val: t("pageDiy.defaults.title") },
    titleRightConfig: { val: t("pageDiy.defaults.more") },
    linkConfig: { val: "" },
    textPosition: { tabVal: 0 },
    fontSizeConfig: { val: 16 },
    titleColor: coloursOf("#282828"),
    titleRightColor: coloursOf("#999999"),
    ...box(),
  }),
  Preview: ({ config }) => (
    <div
      style={{
        ...boxStyle(config, 12),
        display: "flex",
        alignItems: "center",
        justifyContent: ALIGN[config.textPosition.tabVal],
        gap: 8,
      }}
      data-testid="preview-title"
    >
      <span
        style={{
          fontSize: config.fontSizeConfig.val,
          fontWeight: 600,
          color: colourAt(config.titleColor),
        }}
      >
        {config.titleConfig.val}
      </span>
      {config.titleRightConfig.val && (
        <span
          style={{
            marginLeft: config.textPosition.tabVal === 0 ? "auto" : 0,
            fontSize: 12,
            color: colourAt(config.titleRightColor),
          }}
        >
          {config.titleRightConfig.val}{" "}
          <RightOutlined style={{ fontSize: 10 }} />
        </span>
      )}
    </div>
  ),
  Panel: function TitlePanel({ config, onChange }) {
    const { t } = useTranslation();
    const set = (patch: Partial<typeof config>) =>
      onChange({ ...config, ...patch });
    return (
      <>
        <PropSection title={t("pageDiy.props.content")}>
          <TextProp
            label={t("pageDiy.props.titleText")}
            max={20}
            value={config.titleConfig.val}
            onChange={(val) => set({ titleConfig: { val } })}
            testId="prop-title-text"
          />
          <TextProp
            label={t("pageDiy.props.rightText")}
            max={10}
            value={config.titleRightConfig.val}
            onChange={(val) => set({ titleRightConfig: { val } })}
          />
          <TextProp
            label={t("pageDiy.props.linkLabel")}
            max={255}
            value={config.linkConfig.val}
            placeholder="/pages/goods/goods_list/index"
            onChange={(val) => set({ linkConfig: { val } })}
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
          <SliderProp
            label={t("pageDiy.props.fontSize")}
            min={12}
            max={24}
            value={config.fontSizeConfig.val}
            onChange={(val) => set({ fontSizeConfig: { val } })}
          />
          <ColourListProp
            label={t("pageDiy.props.titleColour")}
            value={config.titleColor}
            reset="#282828"
            onChange={(titleColor) => set({ titleColor })}
          />
          <ColourListProp
            label={t("pageDiy.props.rightColour")}
            value={config.titleRightColor}
            reset="#999999"
            onChange={(titleRightColor) => set({ titleRightColor })}
          />
        </PropSection>
        <BoxSection config={config} onChange={onChange} defaults={box()} />
      </>
    );
  },
});
