import { Spin } from "antd";

/** What shows while a page's code loads. */
export const PageFallback = () => (
  <div style={{ padding: 48, textAlign: "center" }}>
    <Spin />
  </div>
);
