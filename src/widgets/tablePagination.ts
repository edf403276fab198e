import type { TablePaginationConfig } from "antd";

/** Page sizes of every list (spec doc 1 §9; contract §1.3). */
export const PAGE_SIZES = [20, 40, 60, 80];

/** antd's `sm` breakpoint, read when the pagination is made (antd's hook answers only after mounting). */
const wideWindow = () => typeof window === "undefined" || typeof window.matchMedia !== "function" || window.matchMedia("(min-width: 576px)").matches;

/**
 * A Refine `useTable` pagination with the console's page sizes, size changer, jumper and
 * total (`total` formats the count, e.g. t("coupon.list.total", { total })).
 */
export function tablePagination(pagination: TablePaginationConfig | false | undefined, total?: (count: number) => string): TablePaginationConfig | false {
  if (pagination === false) return false;
  const wide = wideWindow();
  return {
    ...pagination,
    // Refine's own choice starts from an empty breakpoint map (narrow) and is corrected after
    // the first render, which rendered the whole table a second time before its first paint.
    simple: !wide,
    position: wide ? ["bottomRight"] : ["bottomCenter"],
    pageSizeOptions: PAGE_SIZES,
    showSizeChanger: true,
    showQuickJumper: true,
    ...(total ? { showTotal: total } : {}),
  };
}

/**
 * Horizontal scrolling for a wide list. The table's scroll-to-first-row animation on a page
 * change is off: the container scrolls only sideways, yet the animation forced a layout on
 * every frame of it (about 250 ms of main-thread time per page turn, profiled).
 */
export const wideScroll = (x: number) => ({ x, scrollToFirstRowOnChange: false });
