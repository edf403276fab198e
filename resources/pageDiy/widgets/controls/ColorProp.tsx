import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { ColorInput } from "../../../../src/widgets/ColorInput";
import { PropRow } from "./PropRow";

/** `#abc` → `#aabbcc` (the colour input takes six digits); other values pass unchanged. */
export const sixDigits = (colour: string) =>
  /^#[0-9a-fA-F]{3}$/.test(colour)
    ? `#${[...colour.slice(1)].map((c) => c + c).join("")}`
    : colour;

/** A colour through the console's colour input, with a reset to the widget's default. */
export function ColorProp(props: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  reset?: string;
}) {
  const { t } = useTranslation();
  return (
    <PropRow label={props.label} wide>
      <div style={{ display: "flex", alignItems: "flex-start", gap: 8 }}>
        <ColorInput value={sixDigits(props.value)} onChange={props.onChange} />
        {props.reset && props.reset !== props.value && (
          <Button
            size="small"
            type="link"
            onClick={() => props.onChange(props.reset!)}
          >
            {t("pageDiy.props.reset")}
          </Button>
        )}
      </div>
    </PropRow>
  );
}

export type Colours = {
  color: Array<{ item: string }>;
  default?: Array<{ item: string }>;
};

/** The `index`th colour of a CRMEB colour list. */
export const colourAt = (colours: Colours, index = 0) =>
  colours.color[index]?.item ?? colours.color[0]?.item ?? "#000000";
/** The list with its `index`th colour replaced. */
export const withColour = <C extends Colours>(
  colours: C,
  index: number,
  item: string,
): C => ({
  ...colours,
  color: colours.color.map((c, i) => (i === index ? { item } : c)),
});

/** A colour edited in place inside a colour block (its `default` is what reset restores; the saved shape stays the block). */
export function ColourListProp<C extends Colours>(props: {
  label: string;
  value: C;
  onChange: (colours: C) => void;
  reset?: string;
  index?: number;
}) {
  const index = props.index ?? 0;
  return (
    <ColorProp
      label={props.label}
      value={colourAt(props.value, index)}
      reset={props.reset ?? props.value.default?.[index]?.item}
      onChange={(v) => props.onChange(withColour(props.value, index, v))}
    />
  );
}
