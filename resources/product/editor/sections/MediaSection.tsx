import { Form } from "antd";
import { useTranslation } from "react-i18next";
import { ImagePicker } from "../../../../src/widgets/library";
import { VideoField } from "../fields/VideoField";
import { MAX_SLIDER_IMAGES } from "../formModel";
import type { editorRules } from "../rules";

/** 商品图片: main image, slider images (≤ 10, drag to reorder), optional main video. */
export function MediaSection({ rules, disabled }: { rules: ReturnType<typeof editorRules>; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="image" className="product-field-image" label={t("product.fields.image")} rules={rules.image} extra={t("product.editor.help.image")}>
        <ImagePicker disabled={disabled} size={88} />
      </Form.Item>
      <Form.Item
        name="sliderImages"
        className="product-field-slider"
        label={t("product.fields.sliderImages")}
        rules={rules.sliderImages}
        extra={t("product.editor.help.sliderImages", { max: MAX_SLIDER_IMAGES })}
      >
        <ImagePicker multiple max={MAX_SLIDER_IMAGES} disabled={disabled} size={88} />
      </Form.Item>
      <Form.Item name="video" label={t("product.fields.video")} extra={t("product.editor.help.video")}>
        <VideoField disabled={disabled} />
      </Form.Item>
    </>
  );
}
