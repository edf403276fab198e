import { useTranslation } from "react-i18next";
import type { Draft } from "../types";
import { ColorProp, colourAt, withColour } from "./ColorProp";
import { PropSection } from "./PropRow";
import { SliderProp } from "./simpleProps";

/** The spacing, corner and background settings most blocks share (CRMEB's up/down/lr/mb/bgStyle/bgColor). */
export type BoxConfig = Pick<
  Draft<"swiperBg">,
  "upConfig" | "downConfig" | "lrConfig" | "mbConfig" | "bgStyle" | "bgColor"
>;

export function BoxSection<C extends BoxConfig>({
  config,
  onChange,
  defaults,
}: {
  config: C;
  onChange: (next: C) => void;
  defaults?: BoxConfig;
}) {
  const { t } = useTranslation();
  const set = (patch: Partial<BoxConfig>) => onChange({ ...config, ...patch });
  return (
    <>
      <PropSection title={t("pageDiy.props.colours")}>
        <ColorProp
          label={t("pageDiy.props.bgTop")}
          value={colourAt(config.bgColor, 0)}
          reset={defaults && colourAt(defaults.bgColor, 0)}
          onChange={(v) => set({ bgColor: withColour(config.bgColor, 0, v) })}
        />
        <ColorProp
          label={t("pageDiy.props.bgBottom")}
          value={colourAt(config.bgColor, 1)}
          reset={defaults && colourAt(defaults.bgColor, 1)}
          onChange={(v) => set({ bgColor: withColour(config.bgColor, 1, v) })}
        />
      </PropSection>
      <PropSection title={t("pageDiy.props.spacing")}>
        <SliderProp
          label={t("pageDiy.props.up")}
          max={100}
          value={config.upConfig.val}
          onChange={(val) => set({ upConfig: { val } })}
          testId="prop-up"
        />
        <SliderProp
          label={t("pageDiy.props.down")}
          max={100}
          value={config.downConfig.val}
          onChange={(val) => set({ downConfig: { val } })}
        />
        <SliderProp
          label={t("pageDiy.props.sides")}
          max={50}
          value={config.lrConfig.val}
          onChange={(val) => set({ lrConfig: { val } })}
        />
        <SliderProp
          label={t("pageDiy.props.gapAbove")}
          max={100}
          value={config.mbConfig.val}
          onChange={(val) => set({ mbConfig: { val } })}
        />
        <SliderProp
          label={t("pageDiy.props.bgRadius")}
          max={50}
          value={config.bgStyle.val}
          onChange={(val) => set({ bgStyle: { val } })}
        />
      </PropSection>
    </>
  );
}
