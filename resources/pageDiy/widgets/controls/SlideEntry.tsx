import { Input } from "antd";
import { useTranslation } from "react-i18next";
import type { Draft } from "../types";
import { ImageProp } from "./ImageProp";

/** One picture entry (carousel slide or menu entry): picture, title and link. */
export type Slide = Draft<"swiperBg">["swiperConfig"]["list"][number];

export const newSlide = (title = ""): Slide => ({
  img: "",
  info: [{ value: title }, { value: "" }],
});

/** The editor row for one slide inside an item list. */
export function SlideEntry(props: {
  slide: Slide;
  onChange: (slide: Slide) => void;
  titlePlaceholder: string;
}) {
  const { t } = useTranslation();
  const { slide, onChange } = props;
  return (
    <div style={{ display: "flex", gap: 8 }}>
      <ImageProp
        value={slide.img}
        size={48}
        onChange={(img) => onChange({ ...slide, img })}
      />
      <div style={{ flex: 1, display: "grid", gap: 6 }}>
        <Input
          size="small"
          maxLength={20}
          placeholder={props.titlePlaceholder}
          value={slide.info[0].value}
          onChange={(e) =>
            onChange({
              ...slide,
              info: [{ value: e.target.value }, slide.info[1]],
            })
          }
        />
        <Input
          size="small"
          maxLength={255}
          placeholder={t("pageDiy.props.link")}
          value={slide.info[1].value}
          onChange={(e) =>
            onChange({
              ...slide,
              info: [slide.info[0], { value: e.target.value }],
            })
          }
        />
      </div>
    </div>
  );
}
