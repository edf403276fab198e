import type { ThemeConfig } from "antd";

/** Default primary colour of spec doc 1 §2.4. */
export const DEFAULT_PRIMARY = "#409eff";

/** antd theme of the console; the theme drawer extends this. */
export function useThemeConfig(): ThemeConfig {
  return { token: { colorPrimary: DEFAULT_PRIMARY, borderRadius: 4 } };
}
