/**
 * How many pages stay mounted, the shown one included. Each kept page holds its DOM and data:
 * with all 43 menu pages kept, the console held 363 MB of JS heap and 15,000 DOM nodes, and every
 * click waited on them. A page beyond these is unmounted once hidden, unless it has unsaved
 * changes, and mounts again from its address when its tab is chosen.
 */
export const KEPT_PAGES = 8;
