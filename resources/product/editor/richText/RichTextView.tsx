import { useMemo } from "react";
import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { sanitizeHtml } from "./sanitize";

/** A stored description, sanitised, read-only. */
export function RichTextView({ html }: { html: string }) {
  const { t } = useTranslation();
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  if (!clean.trim()) return <Typography.Text type="secondary">{t("product.editor.content.empty")}</Typography.Text>;
  return (
    <div
      className="product-rich-text"
      style={{ maxWidth: 760, overflowWrap: "anywhere" }}
      dangerouslySetInnerHTML={{ __html: clean }}
      data-testid="content-view"
    />
  );
}
