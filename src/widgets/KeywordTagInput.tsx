import { useState } from "react";
import { Input, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { addKeyword, keywordRejection, KEYWORD_MAX_LENGTH } from "./keywords";

export interface KeywordTagInputProps {
  value?: string[];
  onChange?: (value: string[]) => void;
  placeholder?: string;
  disabled?: boolean;
}

/** Keywords as tags (spec doc 2 §2): Enter adds one, at most 32 characters, duplicates ignored. */
export function KeywordTagInput({ value = [], onChange, placeholder, disabled = false }: KeywordTagInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const tooLong = keywordRejection(value, text) === "tooLong";
  const add = () => {
    const rejection = keywordRejection(value, text);
    if (rejection === "tooLong") return;
    if (!rejection) onChange?.(addKeyword(value, text));
    setText("");
  };
  return (
    <div>
      {value.length > 0 && (
        <div style={{ marginBottom: 8, display: "flex", flexWrap: "wrap", gap: 4 }} data-testid="keyword-tags">
          {value.map((keyword) => (
            <Tag
              key={keyword}
              closable={!disabled}
              onClose={(e) => {
                e.preventDefault();
                onChange?.(value.filter((k) => k !== keyword));
              }}
            >
              {keyword}
            </Tag>
          ))}
        </div>
      )}
      <Input
        value={text}
        disabled={disabled}
        status={tooLong ? "error" : undefined}
        placeholder={placeholder ?? t("widgets.keywordTag.placeholder")}
        onChange={(e) => setText(e.target.value)}
        onPressEnter={(e) => {
          e.preventDefault();
          add();
        }}
        data-testid="keyword-input"
      />
      {tooLong && (
        <Typography.Text type="danger" style={{ display: "block" }}>
          {t("widgets.keywordTag.tooLong", { max: KEYWORD_MAX_LENGTH })}
        </Typography.Text>
      )}
    </div>
  );
}

export default KeywordTagInput;
