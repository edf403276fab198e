import { ColumnHeightOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { colourAt, PropSection, SliderProp, ColourListProp } from "./controls";
import { coloursOf } from "./preview/defaults";
import { defineWidget } from "./types";

/** 辅助空白: empty space between blocks. */
export const auxiliaryBox = defineWidget({
  name: "blankPage",
  id: "z_auxiliary_box",
  group: "tools",
  icon: <ColumnHeightOutlined />,
  create: () => ({ heightConf: { val: 20 }, bgColor: coloursOf("#f5f5f5") }),
  Preview: ({ config }) => (
    <div
      style={{
        height: config.heightConf.val,
        background: colourAt(config.bgColor),
      }}
      data-testid="preview-blank"
    />
  ),
  Panel: function BlankPanel({ config, onChange }) {
    const { t } = useTranslation();
    return (
      <PropSection title={t("pageDiy.props.look")}>
        <SliderProp
          label={t("pageDiy.props.height")}
          min={1}
          max={200}
          value={config.heightConf.val}
          onChange={(val) => onChange({ ...config, heightConf: { val } })}
          testId="prop-blank-height"
        />
        <ColourListProp
          label={t("pageDiy.props.bgColour")}
          value={config.bgColor}
          reset="#f5f5f5"
          onChange={(bgColor) => onChange({ ...config, bgColor })}
        />
      </PropSection>
    );
  },
});
