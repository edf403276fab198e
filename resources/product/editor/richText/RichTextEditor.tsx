import { useEffect } from "react";
import { Button, Divider, Space, Tooltip } from "antd";
import { BoldOutlined, ItalicOutlined, OrderedListOutlined, RedoOutlined, StrikethroughOutlined, UndoOutlined, UnorderedListOutlined } from "@ant-design/icons";
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import Image from "@tiptap/extension-image";
import { useTranslation } from "react-i18next";
import { ImagePicker } from "../../../../src/widgets/library";
import { sanitizeHtml } from "./sanitize";
import styles from "./RichTextEditor.module.css";

const NO_MARKS = { bold: false, italic: false, strike: false, h2: false, h3: false, bullet: false, ordered: false };

export interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
}

/** The description editor (TipTap), loaded on demand; pictures come from the material library. */
export default function RichTextEditor({ value = "", onChange }: RichTextEditorProps) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [StarterKit, Image.configure({ inline: false })],
    content: sanitizeHtml(value),
    immediatelyRender: true,
    // The form item's label cannot point at an editable div: the editor names itself.
    editorProps: { attributes: { "aria-label": t("product.fields.content"), "aria-multiline": "true" } },
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? "" : e.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      !e || e.isDestroyed
        ? NO_MARKS
        : {
            bold: e.isActive("bold"),
            italic: e.isActive("italic"),
            strike: e.isActive("strike"),
            h2: e.isActive("heading", { level: 2 }),
            h3: e.isActive("heading", { level: 3 }),
            bullet: e.isActive("bulletList"),
            ordered: e.isActive("orderedList"),
          },
  });

  // A value set from outside (a loaded product) replaces the content. The editor may be a
  // destroyed one: React can render this part ahead, hidden (while something near it loads),
  // and TipTap destroys an editor whose component has not mounted a moment after creating it;
  // on mounting it makes a new one, and this runs again with that.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (value !== editor.getHTML() && !(value === "" && editor.isEmpty)) editor.commands.setContent(sanitizeHtml(value), { emitUpdate: false });
  }, [editor, value]);

  const chain = () => editor.chain().focus();
  const tool = (title: string, active: boolean, icon: React.ReactNode, run: () => void, label?: string) => (
    <Tooltip title={title}>
      <Button size="small" type={active ? "primary" : "text"} icon={icon} onClick={run} aria-label={title}>
        {label}
      </Button>
    </Tooltip>
  );

  return (
    <div style={{ border: "1px solid #d9d9d9", borderRadius: 6 }} data-testid="rich-text-editor">
      <Space wrap size={4} style={{ padding: 6, borderBottom: "1px solid #f0f0f0", width: "100%" }}>
        {tool(t("product.editor.content.bold"), state.bold, <BoldOutlined />, () => chain().toggleBold().run())}
        {tool(t("product.editor.content.italic"), state.italic, <ItalicOutlined />, () => chain().toggleItalic().run())}
        {tool(t("product.editor.content.strike"), state.strike, <StrikethroughOutlined />, () => chain().toggleStrike().run())}
        <Divider type="vertical" />
        {tool(t("product.editor.content.h2"), state.h2, null, () => chain().toggleHeading({ level: 2 }).run(), "H2")}
        {tool(t("product.editor.content.h3"), state.h3, null, () => chain().toggleHeading({ level: 3 }).run(), "H3")}
        {tool(t("product.editor.content.bullet"), state.bullet, <UnorderedListOutlined />, () => chain().toggleBulletList().run())}
        {tool(t("product.editor.content.ordered"), state.ordered, <OrderedListOutlined />, () => chain().toggleOrderedList().run())}
        <Divider type="vertical" />
        {tool(t("product.editor.content.undo"), false, <UndoOutlined />, () => chain().undo().run())}
        {tool(t("product.editor.content.redo"), false, <RedoOutlined />, () => chain().redo().run())}
        <Divider type="vertical" />
        <Tooltip title={t("product.editor.content.image")}>
          <span>
            <ImagePicker
              multiple
              size={24}
              value={[]}
              onChange={(urls) => {
                for (const src of Array.isArray(urls) ? urls : [urls]) if (src) chain().setImage({ src }).run();
              }}
            />
          </span>
        </Tooltip>
      </Space>
      <EditorContent editor={editor} className={styles.content} style={{ padding: "8px 12px" }} />
    </div>
  );
}
