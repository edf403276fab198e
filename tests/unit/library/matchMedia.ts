/** jsdom has no matchMedia; antd's grid (Row / Col) asks it for breakpoints. */
export function stubMatchMedia(): void {
  if (typeof window.matchMedia === "function") return;
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
