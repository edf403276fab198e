import { LineOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import {
  ChoiceProp,
  colourAt,
  PropSection,
  SliderProp,
  ColourListProp,
} from "./controls";
import { coloursOf } from "./preview/defaults";
import { defineWidget } from "./types";

const LINE_STYLES = ["solid", "dashed", "dotted"] as const;

/** 辅助线: a solid, dashed or dotted line. */
export const auxiliaryLine = defineWidget({
  name: "guide",
  id: "z_auxiliary_line",
  group: "tools",
  icon: <LineOutlined />,
  create: () => ({
    lineStyle: { tabVal: 0 },
    lineColor: coloursOf("#dddddd"),
    heightConfig: { val: 1 },
    lrConfig: { val: 0 },
    upConfig: { val: 10 },
    downConfig: { val: 10 },
  }),
  Preview: ({ config }) => (
    <div
      style={{
        padding: `${config.upConfig.val}px ${config.lrConfig.val}px ${config.downConfig.val}px`,
        background: "#fff",
      }}
      data-testid="preview-line"
    >
      <div
        style={{
          borderTop: `${config.heightConfig.val}px ${LINE_STYLES[config.lineStyle.tabVal]} ${colourAt(config.lineColor)}`,
        }}
      />
    </div>
  ),
  Panel: function LinePanel({ config, onChange }) {
    const { t } = useTranslation();
    const set = (patch: Partial<typeof config>) =>
      onChange({ ...config, ...patch });
    return (
      <PropSection title={t("pageDiy.props.look")}>
        <ChoiceProp
          label={t("pageDiy.props.lineStyle")}
          value={config.lineStyle.tabVal}
          options={LINE_STYLES.map((style, value) => ({
            value,
            label: t(`pageDiy.props.line_${style}`),
          }))}
          onChange={(tabVal) => set({ lineStyle: { tabVal } })}
        />
        <ColourListProp
          label={t("pageDiy.props.lineColour")}
          value={config.lineColor}
          reset="#dddddd"
          onChange={(lineColor) => set({ lineColor })}
        />
        <SliderProp
          label={t("pageDiy.props.lineWidth")}
          min={1}
          max={10}
          value={config.heightConfig.val}
          onChange={(val) => set({ heightConfig: { val } })}
        />
        <SliderProp
          label={t("pageDiy.props.sides")}
          max={50}
          value={config.lrConfig.val}
          onChange={(val) => set({ lrConfig: { val } })}
        />
        <SliderProp
          label={t("pageDiy.props.up")}
          max={100}
          value={config.upConfig.val}
          onChange={(val) => set({ upConfig: { val } })}
        />
        <SliderProp
          label={t("pageDiy.props.down")}
          max={100}
          value={config.downConfig.val}
          onChange={(val) => set({ downConfig: { val } })}
        />
      </PropSection>
    );
  },
});
