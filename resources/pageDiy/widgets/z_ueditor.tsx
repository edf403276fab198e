import { lazy, Suspense, useMemo } from "react";
import { FileTextOutlined } from "@ant-design/icons";
import { Spin } from "antd";
import { useTranslation } from "react-i18next";
import { sanitizeHtml } from "../../product/editor/richText/sanitize";
import {
  colourAt,
  PropRow,
  PropSection,
  SliderProp,
  ColourListProp,
} from "./controls";
import { coloursOf } from "./preview/defaults";
import { defineWidget } from "./types";

// The product description editor (TipTap with material-library pictures), loaded when a rich-text block is edited.
const RichTextEditor = lazy(
  () => import("../../product/editor/richText/RichTextEditor"),
);

/** 富文本: formatted text and pictures. */
export const ueditor = defineWidget({
  name: "richTextEditor",
  id: "z_ueditor",
  group: "tools",
  icon: <FileTextOutlined />,
  create: () => ({
    richText: { val: "" },
    bgColor: coloursOf("#ffffff"),
    lrConfig: { val: 12 },
    upConfig: { val: 10 },
    downConfig: { val: 10 },
  }),
  Preview: function RichTextPreview({ config }) {
    const { t } = useTranslation();
    const html = useMemo(
      () => sanitizeHtml(config.richText.val),
      [config.richText.val],
    );
    return (
      <div
        style={{
          padding: `${config.upConfig.val}px ${config.lrConfig.val}px ${config.downConfig.val}px`,
          background: colourAt(config.bgColor),
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
    const set = (patch: Partial<typeof config>) =>
      onChange({ ...config, ...patch });
    return (
      <>
        <PropSection title={t("pageDiy.props.content")}>
          <PropRow label={t("pageDiy.props.richText")} wide>
            <Suspense fallback={<Spin />}>
              <RichTextEditor
                value={config.richText.val}
                onChange={(val) => set({ richText: { val } })}
              />
            </Suspense>
          </PropRow>
        </PropSection>
        <PropSection title={t("pageDiy.props.look")}>
          <ColourListProp
            label={t("pageDiy.props.bgColour")}
            value={config.bgColor}
            reset="#ffffff"
            onChange={(bgColor) => set({ bgColor })}
          />
          <SliderProp
            label={t("pageDiy.props.sides")}
            max={50}
            value={config.lrConfig.val}
            onChange={(val) => set({ lrConfig: { val } })}
          />
          <SliderProp
            label={t("pageDiy.props.up")}
            max={100}
            value={config.upConfig.val}
            onChange={(val) => set({ upConfig: { val } })}
          />
          <SliderProp
            label={t("pageDiy.props.down")}
            max={100}
            value={config.downConfig.val}
            onChange={(val) => set({ downConfig: { val } })}
          />
        </PropSection>
      </>
    );
  },
});
