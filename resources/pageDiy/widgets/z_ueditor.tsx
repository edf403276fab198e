import { lazy, Suspense, useMemo } from "react";
import { FileTextOutlined } from "@ant-design/icons";
import { Spin } from "antd";
import { useTranslation } from "react-i18next";
import { sanitizeHtml } from "../../product/editor/richText/sanitize";
import { BoxSection, colourAt, PropRow, PropSection } from "./controls";
import { defineWidget } from "./types";

// The product description editor (TipTap with material-library pictures), loaded when a rich-text block is edited.
const RichTextEditor = lazy(
  () => import("../../product/editor/richText/RichTextEditor"),
);

/** 富文本 (`richTextEditor`): formatted text and pictures. */
export const ueditor = defineWidget({
  name: "richTextEditor",
  id: "z_ueditor",
  group: "tools",
  icon: <FileTextOutlined />,
  Preview: function RichTextPreview({ config }) {
    const { t } = useTranslation();
    const html = useMemo(
      () => sanitizeHtml(config.richText.val),
      [config.richText.val],
    );
    return (
      <div
        style={{
          margin: `${config.mbConfig.val}px ${config.lrConfig.val}px 0`,
          padding: 10,
          minHeight: 100,
          borderRadius: config.bgStyle.val,
          background: `linear-gradient(${colourAt(config.bgColor, 0)}, ${colourAt(config.bgColor, 1)})`,
          fontSize: 14,
          overflowWrap: "anywhere",
        }}
        data-testid="preview-rich-text"
      >
        {html.trim() ? (
          <div
            className="diy-rich-text"
            dangerouslySetInnerHTML={{ __html: html }}
          />
        ) : (
          <div style={{ color: "#999", textAlign: "center" }}>
            {t("pageDiy.preview.richTextEmpty")}
          </div>
        )}
      </div>
    );
  },
  Panel: function RichTextPanel({ config, onChange }) {
    const { t } = useTranslation();
    return (
      <>
        <PropSection title={t("pageDiy.props.content")}>
          <PropRow label={t("pageDiy.props.richText")} wide>
            <Suspense fallback={<Spin />}>
              <RichTextEditor
                value={config.richText.val}
                onChange={(val) =>
                  onChange({ ...config, richText: { ...config.richText, val } })
                }
              />
            </Suspense>
          </PropRow>
        </PropSection>
        <BoxSection config={config} onChange={onChange} />
      </>
    );
  },
});
