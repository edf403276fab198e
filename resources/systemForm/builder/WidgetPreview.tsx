import type { CSSProperties, ReactNode } from "react";
import { CheckSquareFilled, BorderOutlined, CheckCircleFilled, PlusOutlined, RightOutlined } from "@ant-design/icons";
import { Input, InputNumber } from "antd";
import { useTranslation } from "react-i18next";
import { momentDefault } from "./toFormConfig";
import type { MobileItem } from "./mobileForm";

const row: CSSProperties = {
  display: "flex",
  alignItems: "center",
  gap: 8,
  padding: "11px 12px",
  fontSize: 15,
  color: "#333",
  background: "#fff",
  borderBottom: "1px solid #eee",
};
const muted: CSSProperties = { color: "#ccc" };

function Title({ item }: { item: MobileItem }) {
  return (
    <span style={{ width: 95, flexShrink: 0 }}>
      {item.titleShow.val && <span style={{ color: "#e93323" }}>*</span>}
      {item.titleConfig.val}
    </span>
  );
}

function Line({ item, children }: { item: MobileItem; children: ReactNode }) {
  return (
    <div style={row}>
      <Title item={item} />
      <div style={{ flex: 1, textAlign: "right", minWidth: 0 }}>{children}</div>
    </div>
  );
}

function Chooser({ text, placeholder }: { text?: string; placeholder?: string }) {
  return (
    <span>
      <span style={text ? undefined : muted}>{text || placeholder}</span>
      <RightOutlined style={{ color: "#999", marginLeft: 8, fontSize: 12 }} />
    </span>
  );
}

/** How a component looks on the phone (a still picture: the canvas is for arranging). */
export function WidgetPreview({ item }: { item: MobileItem }) {
  const { t } = useTranslation();
  const tip = item.tipConfig?.val;
  switch (item.name) {
    case "texts":
      return (
        <Line item={item}>
          <Input
            variant="borderless"
            readOnly
            tabIndex={-1}
            value={item.defaultValConfig?.val}
            placeholder={tip}
            style={{ textAlign: "right", padding: 0 }}
          />
        </Line>
      );
    case "numbers":
      return (
        <Line item={item}>
          <InputNumber variant="borderless" readOnly tabIndex={-1} placeholder={tip} style={{ width: "100%" }} controls={false} />
        </Line>
      );
    case "radios":
    case "checkboxs": {
      const Checked = item.name === "radios" ? CheckCircleFilled : CheckSquareFilled;
      return (
        <Line item={item}>
          {(item.wordsConfig?.list ?? []).map((o, i) => (
            <span key={i} style={{ marginLeft: 12, fontSize: 13, whiteSpace: "nowrap" }}>
              {o.show ? <Checked style={{ color: "#e93323" }} /> : <BorderOutlined style={{ color: "#ccc" }} />} {o.val}
            </span>
          ))}
        </Line>
      );
    }
    case "selects":
    case "citys":
      return (
        <Line item={item}>
          <Chooser placeholder={tip} />
        </Line>
      );
    case "dates":
    case "dateranges":
    case "times":
    case "timeranges": {
      const value = momentDefault(item, new Date());
      return (
        <Line item={item}>
          <Chooser text={Array.isArray(value) ? value.join(" - ") : (value ?? undefined)} placeholder={tip} />
        </Line>
      );
    }
    case "uploadPicture":
      return (
        <div style={{ ...row, display: "block" }}>
          <Title item={item} />
          <div style={{ display: "flex", gap: 10, marginTop: 10 }}>
            <span
              style={{
                width: 64,
                height: 64,
                border: "1px dashed #ccc",
                display: "grid",
                placeItems: "center",
                color: "#999",
                fontSize: 12,
              }}
            >
              <span>
                <PlusOutlined />{" "}
                {t("systemForm.preview.maxPictures", {
                  count: item.numConfig?.val ?? 0,
                })}
              </span>
            </span>
          </div>
        </div>
      );
  }
}
