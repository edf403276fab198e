import { lazy, Suspense } from "react";
import { Form, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { RichTextView } from "../richText/RichTextView";

const RichTextEditor = lazy(() => import("../richText/RichTextEditor"));

/** A form control: Form.Item hands value/onChange to this, which hands them to the lazy editor. */
function LazyRichText(props: { value?: string; onChange?: (html: string) => void }) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}

/** 商品详情: the rich-text description (the editor loads only when this section is used). */
export function DescriptionSection({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  // `preserve`: read-only, the description has no field of its own, and an unregistered
  // field is invisible to a plain watch (it showed the empty text for every product).
  const content = Form.useWatch("content", { form, preserve: true }) ?? "";
  if (disabled) {
    return (
      <Form.Item label={t("product.fields.content")}>
        <RichTextView html={content} />
      </Form.Item>
    );
  }
  return (
    <Form.Item name="content" label={t("product.fields.content")}>
      <LazyRichText />
    </Form.Item>
  );
}
