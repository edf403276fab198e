import { Input, Switch } from "antd";
import { useTranslation } from "react-i18next";
import { ImageProp } from "./ImageProp";

/** A picture entry (carousel slide, menu entry): the picture and its fields; the last field is the link. */
export interface Slide {
  img: string;
  info: Array<{ value: string }>;
  status?: boolean;
}

const numberOr = (value: unknown, fallback: number) =>
  typeof value === "number" ? value : fallback;

/** A new entry for a list: a copy of the last one with its picture and values emptied (as the original adds one). */
export function blankEntry<E extends Slide>(
  list: readonly E[],
  fallback: () => E,
): E {
  const last = list[list.length - 1];
  if (!last) return fallback();
  const copy = structuredClone(last);
  return {
    ...copy,
    img: "",
    info: copy.info.map((field) => ({ ...field, value: "" })),
  };
}

/** The editor row for one entry inside an item list; `withStatus` adds the show/hide switch of menu entries. */
export function SlideEntry<E extends Slide>(props: {
  slide: E;
  onChange: (slide: E) => void;
  titlePlaceholder: string;
  withStatus?: boolean;
}) {
  const { t } = useTranslation();
  const { slide, onChange } = props;
  const last = slide.info.length - 1;
  const setField = (index: number, value: string) =>
    onChange({
      ...slide,
      info: slide.info.map((field, i) =>
        i === index ? { ...field, value } : field,
      ),
    });
  return (
    <div style={{ display: "flex", gap: 8 }}>
      <ImageProp
        value={slide.img}
        size={48}
        onChange={(img) => onChange({ ...slide, img })}
      />
      <div style={{ flex: 1, display: "grid", gap: 6 }}>
        {slide.info.map((field, index) => (
          <Input
            key={index}
            size="small"
            maxLength={numberOr(
              (field as Record<string, unknown>).max,
              index === last ? 255 : 20,
            )}
            placeholder={
              index === last ? t("pageDiy.props.link") : props.titlePlaceholder
            }
            value={field.value}
            onChange={(e) => setField(index, e.target.value)}
          />
        ))}
        {props.withStatus && (
          <Switch
            size="small"
            checked={slide.status !== false}
            checkedChildren={t("pageDiy.props.shown")}
            unCheckedChildren={t("pageDiy.props.hidden")}
            onChange={(status) => onChange({ ...slide, status })}
            style={{ justifySelf: "start" }}
          />
        )}
      </div>
    </div>
  );
}
