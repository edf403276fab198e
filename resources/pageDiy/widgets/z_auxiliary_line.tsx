import { LineOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import {
  binder,
  BoxSection,
  colourAt,
  ColourListProp,
  optionsOf,
  PropSection,
  TabChoice,
  ValSlider,
} from "./controls";
import { defineWidget } from "./types";

/** `lineStyle`: dashed, solid, dotted (the original's order). */
const LINE_STYLES = ["dashed", "solid", "dotted"] as const;

/** 辅助线 (`guide`): a dashed, solid or dotted line. */
export const auxiliaryLine = defineWidget({
  name: "guide",
  id: "z_auxiliary_line",
  group: "tools",
  icon: <LineOutlined />,
  Preview: ({ config }) => (
    <div
      style={{
        margin: `${config.mbConfig.val}px ${config.lrConfig.val}px 0`,
        padding: 10,
        background: `linear-gradient(${colourAt(config.bgColor, 0)}, ${colourAt(config.bgColor, 1)})`,
      }}
      data-testid="preview-line"
    >
      <div
        style={{
          borderBottom: `${config.heightConfig.val}px ${LINE_STYLES[config.lineStyle.tabVal] ?? "solid"} ${colourAt(config.lineColor)}`,
        }}
      />
    </div>
  ),
  Panel: function LinePanel({ config, onChange }) {
    const { t } = useTranslation();
    const bind = binder(config, onChange);
    return (
      <>
        <PropSection title={t("pageDiy.props.look")}>
          <TabChoice
            label={t("pageDiy.props.lineStyle")}
            options={optionsOf(
              LINE_STYLES.map((style) => t(`pageDiy.props.line_${style}`)),
            )}
            {...bind("lineStyle")}
          />
          <ColourListProp
            label={t("pageDiy.props.lineColour")}
            {...bind("lineColor")}
          />
          <ValSlider
            label={t("pageDiy.props.lineWidth")}
            max={10}
            {...bind("heightConfig")}
          />
        </PropSection>
        <BoxSection config={config} onChange={onChange} />
      </>
    );
  },
});
