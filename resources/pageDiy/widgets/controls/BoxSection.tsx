import { useTranslation } from "react-i18next";
import { ColourListProp } from "./ColorProp";
import { PropSection } from "./PropRow";
import { ValSlider } from "./blockProps";

type Val = { val: number };
type Colours = {
  color: Array<{ item: string }>;
  default?: Array<{ item: string }>;
};

/** The spacing, corner and background blocks widgets end with; a widget shows those it has. */
export interface BoxConfig {
  upConfig?: Val;
  downConfig?: Val;
  lrConfig?: Val;
  mbConfig?: Val;
  bgStyle?: Val;
  bgColor?: Colours;
}

/** `colours` false: the widget edits its background elsewhere. */
export function BoxSection<C extends BoxConfig>({
  config,
  onChange,
  colours = true,
}: {
  config: C;
  onChange: (next: C) => void;
  colours?: boolean;
}) {
  const { t } = useTranslation();
  const slider = (
    key: "upConfig" | "downConfig" | "lrConfig" | "mbConfig" | "bgStyle",
    label: string,
    testId?: string,
  ) => {
    const block = config[key];
    return (
      block && (
        <ValSlider
          label={label}
          value={block}
          onChange={(next) => onChange({ ...config, [key]: next })}
          testId={testId}
        />
      )
    );
  };
  const bg = colours ? config.bgColor : undefined;
  return (
    <>
      {bg && (
        <PropSection title={t("pageDiy.props.colours")}>
          {[t("pageDiy.props.bgTop"), t("pageDiy.props.bgBottom")].map(
            (label, index) =>
              bg.color[index] && (
                <ColourListProp
                  key={index}
                  label={label}
                  index={index}
                  value={bg}
                  onChange={(bgColor) => onChange({ ...config, bgColor })}
                />
              ),
          )}
        </PropSection>
      )}
      <PropSection title={t("pageDiy.props.spacing")}>
        {slider("upConfig", t("pageDiy.props.up"), "prop-up")}
        {slider("downConfig", t("pageDiy.props.down"))}
        {slider("lrConfig", t("pageDiy.props.sides"))}
        {slider("mbConfig", t("pageDiy.props.gapAbove"))}
        {slider("bgStyle", t("pageDiy.props.bgRadius"))}
      </PropSection>
    </>
  );
}
