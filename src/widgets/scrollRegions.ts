const DRAWER_BODY = "ant-drawer-body";
/** A table's scrolling box: `.ant-table-content`, or `.ant-table-body` under a fixed header. */
const TABLE_BOXES = ["ant-table-content", "ant-table-body"];

function makeDrawerBodyStop(body: Element) {
  if (body.hasAttribute("tabindex")) return;
  body.setAttribute("tabindex", "0");
  // Named as the drawer is (its title), so the stop is announced as that drawer's content.
  const labelledBy = body.closest('[role="dialog"]')?.getAttribute("aria-labelledby");
  body.setAttribute("role", "region");
  if (labelledBy) body.setAttribute("aria-labelledby", labelledBy);
}

function makeTableBoxStop(box: HTMLElement) {
  const { overflow, overflowX, overflowY } = box.style;
  if (box.hasAttribute("tabindex") || ![overflow, overflowX, overflowY].some((value) => /auto|scroll/.test(value))) return;
  box.tabIndex = 0;
}

/** rc-table's hidden row that measures column widths: `aria-hidden` yet `tabindex="-1"`, focusable by script under a hidden name. */
const MEASURE_ROW = "ant-table-measure-row";
const unfocusable = (row: Element) => row.removeAttribute("tabindex");

function repair(node: Element) {
  if (node.classList.contains(MEASURE_ROW)) unfocusable(node);
  for (const row of node.getElementsByClassName(MEASURE_ROW)) unfocusable(row);
  if (node.classList.contains(DRAWER_BODY)) makeDrawerBodyStop(node);
  for (const body of node.getElementsByClassName(DRAWER_BODY)) makeDrawerBodyStop(body);
  for (const name of TABLE_BOXES) {
    if (node.classList.contains(name)) makeTableBoxStop(node as HTMLElement);
    for (const box of node.getElementsByClassName(name)) makeTableBoxStop(box as HTMLElement);
  }
}

/**
 * What scrolls on its own must scroll from the keyboard (WCAG 2.1.1): a drawer's body, and a
 * table that scrolls sideways, may hold only text (a customer's details, a group's members) and
 * then nothing in them can take focus. Every drawer body becomes a Tab stop named by the drawer's
 * title, and every scrolling table box a Tab stop, where the arrow keys scroll; a table's hidden
 * measuring row is no focus target at all. Once for every drawer and list of the console (started
 * with the console).
 */
export function watchScrollRegions(root: Node = document.body): () => void {
  if (typeof MutationObserver === "undefined") return () => undefined;
  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) repair(node);
  });
  observer.observe(root, { childList: true, subtree: true });
  // What the console's first render already put on the page (it renders the page before effects
  // run: a list opened by its address has its table before this starts).
  if (root instanceof Element) repair(root);
  return () => observer.disconnect();
}
