import { useState } from "react";
import { Input, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { hexToRgb, isHexColor, isRgbPart, normaliseHex, rgbToHex, type Rgb } from "./colorValue";
import { WithAddons } from "./WithAddons";

const TIGHT = { paddingInline: 8 };

export interface ColorInputProps {
  /** `#rrggbb`. */
  value?: string;
  onChange?: (hex: string) => void;
  disabled?: boolean;
}

const FALLBACK = "#000000";

/**
 * A colour as hex or as r, g, b parts (spec doc 1 §5): a wrong hex shows 'wrong hex input',
 * a wrong part 'wrong rgb colour value'; only valid colours reach `onChange`.
 */
export function ColorInput({ value, onChange, disabled = false }: ColorInputProps) {
  const { t } = useTranslation();
  const current = value && isHexColor(value) ? normaliseHex(value) : FALLBACK;
  const [hexText, setHexText] = useState<string>();
  const [rgbText, setRgbText] = useState<string[]>();
  const shownHex = hexText ?? current;
  const shownRgb = rgbText ?? hexToRgb(current).map(String);
  const hexWrong = hexText !== undefined && !isHexColor(hexText);
  const rgbWrong = rgbText !== undefined && !rgbText.every(isRgbPart);

  const commit = (hex: string) => {
    onChange?.(hex);
    setHexText(undefined);
    setRgbText(undefined);
  };

  const typeHex = (text: string) => {
    setHexText(text);
    if (isHexColor(text)) commit(normaliseHex(text));
  };

  const typeRgb = (index: number, text: string) => {
    const parts = [...shownRgb];
    parts[index] = text;
    setRgbText(parts);
    if (parts.every(isRgbPart)) commit(rgbToHex(parts.map(Number) as Rgb));
  };

  return (
    <div>
      {/* Six-pixel gaps and narrower padding: the four fields fit a 440 px panel with a whole #rrggbb and 255 shown. */}
      <Space wrap size={6}>
        <input
          type="color"
          value={current}
          disabled={disabled}
          onChange={(e) => commit(e.target.value)}
          aria-label={t("widgets.color.picker")}
          style={{ width: 32, height: 32, padding: 0, border: "none", background: "none" }}
        />
        <WithAddons before={t("widgets.color.hex")} width={132}>
          <Input
            style={TIGHT}
            value={shownHex}
            disabled={disabled}
            status={hexWrong ? "error" : undefined}
            onChange={(e) => typeHex(e.target.value)}
            aria-label={t("widgets.color.hexName")}
            data-testid="color-hex"
          />
        </WithAddons>
        {(["R", "G", "B"] as const).map((label, index) => (
          <WithAddons key={label} before={label} width={84}>
            <Input
              style={TIGHT}
              value={shownRgb[index]}
              disabled={disabled}
              status={rgbWrong && !isRgbPart(shownRgb[index]) ? "error" : undefined}
              onChange={(e) => typeRgb(index, e.target.value)}
              aria-label={t(`widgets.color.part${label}`)}
              data-testid={`color-${label.toLowerCase()}`}
            />
          </WithAddons>
        ))}
      </Space>
      {hexWrong && <Typography.Text type="danger" style={{ display: "block" }}>{t("widgets.color.wrongHex")}</Typography.Text>}
      {rgbWrong && <Typography.Text type="danger" style={{ display: "block" }}>{t("widgets.color.wrongRgb")}</Typography.Text>}
    </div>
  );
}

export default ColorInput;
