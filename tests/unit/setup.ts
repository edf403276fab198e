import "@testing-library/jest-dom/vitest";
import { createElement } from "react";
import { ConfigProvider } from "antd";

// Static dialogs and toasts render in their own React roots and unmount only when their closing
// animation ends, which never happens in jsdom. With motion off they close at once, so no React
// work is left to run after a test file's environment is torn down.
ConfigProvider.config({
  holderRender: (children) => createElement(ConfigProvider, { theme: { token: { motion: false } } }, children),
});
