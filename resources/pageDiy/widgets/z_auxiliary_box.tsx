import { ColumnHeightOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import {
  binder,
  BoxSection,
  colourAt,
  PropSection,
  ValSlider,
} from "./controls";
import { defineWidget } from "./types";

/** 辅助空白 (`blankPage`): empty space between blocks. */
export const auxiliaryBox = defineWidget({
  name: "blankPage",
  id: "z_auxiliary_box",
  group: "tools",
  icon: <ColumnHeightOutlined />,
  Preview: ({ config }) => (
    <div
      style={{
        margin: `${config.mbConfig.val}px ${config.lrConfig.val}px 0`,
        height: config.heightConfig.val,
        background: `linear-gradient(${colourAt(config.bgColor, 0)}, ${colourAt(config.bgColor, 1)})`,
      }}
      data-testid="preview-blank"
    />
  ),
  Panel: function BlankPanel({ config, onChange }) {
    const { t } = useTranslation();
    const bind = binder(config, onChange);
    return (
      <>
        <PropSection title={t("pageDiy.props.look")}>
          <ValSlider
            label={t("pageDiy.props.height")}
            max={200}
            testId="prop-blank-height"
            {...bind("heightConfig")}
          />
        </PropSection>
        <BoxSection config={config} onChange={onChange} />
      </>
    );
  },
});
