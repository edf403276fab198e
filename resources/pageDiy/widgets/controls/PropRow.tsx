import type { ReactNode } from "react";
import { Typography } from "antd";

/** One property: its label on the left, its control on the right (a long control wraps below). */
export function PropRow({
  label,
  children,
  wide = false,
}: {
  label: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div
      style={{
        display: "flex",
        flexDirection: wide ? "column" : "row",
        alignItems: wide ? "stretch" : "center",
        gap: wide ? 6 : 12,
        marginBottom: 14,
      }}
    >
      <Typography.Text
        type="secondary"
        style={{ width: wide ? undefined : 84, flexShrink: 0, fontSize: 13 }}
      >
        {label}
      </Typography.Text>
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
    </div>
  );
}

/** A titled group of properties (内容设置, 样式设置…). */
export function PropSection({
  title,
  children,
}: {
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      style={{ borderTop: "1px solid #f0f0f0", paddingTop: 12, marginTop: 4 }}
    >
      <Typography.Text strong style={{ display: "block", marginBottom: 12 }}>
        {title}
      </Typography.Text>
      {children}
    </section>
  );
}
