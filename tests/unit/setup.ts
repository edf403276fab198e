import "@testing-library/jest-dom/vitest";
import { createElement } from "react";
import { ConfigProvider } from "antd";
import i18next from "i18next";
import { DEFAULT_LANGUAGE } from "../../providers/i18nProvider";

// Static dialogs and toasts render in their own React roots and unmount only when their closing
// animation ends, which never happens in jsdom. With motion off they close at once, so no React
// work is left to run after a test file's environment is torn down.
ConfigProvider.config({
  holderRender: (children) => createElement(ConfigProvider, { theme: { token: { motion: false } } }, children),
});

// Unit files share one jsdom and one module graph per worker (vite.config.ts): each file starts
// from what a fresh page would have, whatever the file before it left behind.
if (i18next.isInitialized && i18next.language !== DEFAULT_LANGUAGE) await i18next.changeLanguage(DEFAULT_LANGUAGE);
if (typeof document !== "undefined") {
  document.documentElement.removeAttribute("lang");
  document.body.innerHTML = "";
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
