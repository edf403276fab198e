/**
 * The browser's own ResizeObserver, in place of the polyfill antd's resize observer imports
 * (vite.config.ts): every browser the console supports has one, so the polyfill was dead weight
 * on every first load.
 */
export default globalThis.ResizeObserver;
