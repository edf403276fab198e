import { useState } from "react";
import { Input, Typography } from "antd";
import { translateNow } from "../../providers/i18nProvider";
import { toastInfo } from "../../providers/notify";
import { modalApi } from "./modalHost";

/** Longest text the prompt accepts (spec doc 1 §9). */
export const PROMPT_MAX_LENGTH = 50;

export interface PromptOptions {
  /** Dialog title; also names the value in the placeholder (请输入{title}). */
  title: string;
  /** The value shown when the dialog opens. */
  value?: string;
  placeholder?: string;
  inputType?: "text" | "textarea";
}

export const promptTooLong = (text: string) => text.length > PROMPT_MAX_LENGTH;

function PromptBody({ options, onChange }: { options: PromptOptions; onChange: (text: string) => void }) {
  const [text, setText] = useState(options.value ?? "");
  const change = (next: string) => {
    setText(next);
    onChange(next);
  };
  const placeholder = options.placeholder ?? translateNow("widgets.prompt.placeholder", { title: options.title });
  return (
    <div style={{ marginTop: 12 }}>
      {options.inputType === "textarea" ? (
        <Input.TextArea autoFocus rows={3} value={text} placeholder={placeholder} onChange={(e) => change(e.target.value)} data-testid="prompt-input" />
      ) : (
        <Input autoFocus value={text} placeholder={placeholder} onChange={(e) => change(e.target.value)} data-testid="prompt-input" />
      )}
      {promptTooLong(text) && (
        <Typography.Text type="danger" style={{ display: "block", marginTop: 4 }}>
          {translateNow("widgets.prompt.tooLong")}
        </Typography.Text>
      )}
    </div>
  );
}

/**
 * Asks for one line of text (spec doc 1 §5): at most 50 characters (输入限制50字以内).
 * Resolves with the text on OK; on cancel shows 取消输入 and resolves with null.
 */
export function promptText(options: PromptOptions): Promise<string | null> {
  return new Promise((resolve) => {
    let text = options.value ?? "";
    const handle = modalApi().confirm({
      title: options.title,
      icon: null,
      okText: translateNow("widgets.ok"),
      cancelText: translateNow("widgets.cancel"),
      closable: true,
      maskClosable: false,
      okButtonProps: { disabled: promptTooLong(text) },
      content: (
        <PromptBody
          options={options}
          onChange={(next) => {
            text = next;
            handle.update({ okButtonProps: { disabled: promptTooLong(next) } });
          }}
        />
      ),
      onOk: () => resolve(text),
      onCancel: () => {
        toastInfo(translateNow("widgets.prompt.cancelled"));
        resolve(null);
      },
    });
  });
}
