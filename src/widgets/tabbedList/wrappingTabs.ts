import "./wrappingTabs.css";

/** Class of a `Tabs` whose tabs wrap onto another line when they do not fit (wrappingTabs.css). */
export const WRAPPING_TABS = "tabs-wrapping";
