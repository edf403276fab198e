/**
 * Geometric checks of a page's lists and filter cards, run in the browser (each function is
 * passed whole to `page.evaluate`, so it may use nothing from outside its own body).
 */

/** One finding: which table (its test id or position), which column, what is wrong, the text concerned. */
export interface LayoutProblem {
  where: string;
  column: string;
  kind: "overlaps its neighbour" | "cut without an ellipsis" | "cut without a tooltip" | "out of its card" | "not stacked" | "cut, with an ellipsis and a tooltip";
  text: string;
}

/**
 * Every visible table under `root`: the header and the first `rowLimit` rows. A cell's content
 * (its elements and lines of text) must lie inside the cell, unless an element inside the cell
 * clips it; whatever is clipped so must end in an ellipsis and carry the whole text as a `title`
 * (on the clipping element or around it, up to the cell).
 */
export function findCellProblems({ root, rowLimit }: { root: string; rowLimit: number }): { problems: LayoutProblem[]; cut: LayoutProblem[] } {
  const SLACK = 1;
  // Widgets whose insides clip on purpose (a switch's hidden label, an image, an icon).
  const ATOMIC = ".ant-switch, .cell-switch, .ant-image, .ant-checkbox, .ant-radio, .cell-checkbox, img, svg, .anticon, .ant-avatar, .ant-badge";
  const squash = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
  const problems: LayoutProblem[] = [];
  // What is cut as it should be, for the record.
  const cut: LayoutProblem[] = [];
  const scope = document.querySelector(root);
  if (!scope) return { problems, cut };
  const clips = (el: Element) => {
    const x = getComputedStyle(el).overflowX;
    return x !== "visible";
  };
  const shown = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
  /** An element between `from` (inclusive) and `cell` (inclusive) that clips a box reaching outside it. */
  const clippedBy = (from: Element, cell: Element, box: DOMRect) => {
    for (let el: Element | null = from; el; el = el === cell ? null : el.parentElement) {
      if (!clips(el)) continue;
      const r = el.getBoundingClientRect();
      if (box.left < r.left - SLACK || box.right > r.right + SLACK) return el;
    }
    return null;
  };
  const tables = [...scope.querySelectorAll<HTMLElement>(".ant-table-wrapper")].filter(shown);
  tables.forEach((wrapper, index) => {
    const where = wrapper.querySelector(".ant-table")?.getAttribute("data-testid") ?? `table ${index + 1}`;
    const headers = [...wrapper.querySelectorAll<HTMLElement>("thead > tr:last-child > th")].map((th) => squash(th.textContent));
    const rows = [
      ...wrapper.querySelectorAll<HTMLTableRowElement>("thead > tr"),
      ...[...wrapper.querySelectorAll<HTMLTableRowElement>("tbody > tr.ant-table-row")].slice(0, rowLimit),
    ];
    for (const row of rows) {
      [...row.cells].forEach((cell, columnIndex) => {
        if (!shown(cell) || cell.classList.contains("ant-table-cell-scrollbar")) return;
        const column = headers[columnIndex] || `column ${columnIndex + 1}`;
        const cellBox = cell.getBoundingClientRect();
        const note = (kind: LayoutProblem["kind"], text: string) => {
          if (!problems.some((p) => p.where === where && p.column === column && p.kind === kind)) problems.push({ where, column, kind, text: text.slice(0, 80) });
        };
        const outside = (box: DOMRect) => box.width > 0 && (box.left < cellBox.left - SLACK || box.right > cellBox.right + SLACK);
        const clippers = new Set<Element>();
        // Elements and text, outside any atomic widget (the widget's own box counts).
        const insideAtomic = (node: Node) => {
          const atomic = node.parentElement?.closest(ATOMIC);
          return !!atomic && atomic !== cell && cell.contains(atomic);
        };
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
          acceptNode: (node) => (insideAtomic(node) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
        });
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node instanceof Element) {
            if (!shown(node) || getComputedStyle(node).position === "fixed") continue;
            const box = node.getBoundingClientRect();
            if (!outside(box)) continue;
            if (!clippedBy(node.parentElement ?? cell, cell, box)) note("overlaps its neighbour", squash(node.textContent) || node.tagName.toLowerCase());
          } else if (node instanceof Text && squash(node.data)) {
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const box of range.getClientRects()) {
              if (!outside(box)) continue;
              if (!clippedBy(node.parentElement!, cell, box)) note("overlaps its neighbour", squash(node.data));
            }
          }
        }
        // What is cut: an element (the cell too: antd's `ellipsis` columns) hiding part of its text.
        for (const el of [cell, ...cell.querySelectorAll("*")]) {
          if (insideAtomic(el) || el.matches(ATOMIC) || !shown(el)) continue;
          const style = getComputedStyle(el);
          const lineClamped = style.webkitLineClamp !== "none" && el.scrollHeight > el.clientHeight + SLACK;
          const cuts = style.overflowX === "hidden" || style.overflowX === "clip";
          if ((cuts && el.scrollWidth > el.clientWidth + SLACK) || lineClamped) clippers.add(el);
        }
        for (const clipper of clippers) {
          const edge = clipper.getBoundingClientRect();
          const clamped = getComputedStyle(clipper).webkitLineClamp !== "none";
          // The lines of text the clipper hides in part: each needs a title (on it or around it) saying it whole.
          const hidden: Text[] = [];
          const texts = document.createTreeWalker(clipper, NodeFilter.SHOW_TEXT);
          for (let node = texts.nextNode(); node; node = texts.nextNode()) {
            const text = node as Text;
            if (!squash(text.data) || insideAtomic(text)) continue;
            const range = document.createRange();
            range.selectNodeContents(text);
            if ([...range.getClientRects()].some((box) => box.width > 0 && (box.right > edge.right + SLACK || box.left < edge.left - SLACK || (clamped && box.bottom > edge.bottom + SLACK))))
              hidden.push(text);
          }
          if (hidden.length === 0) continue;
          const style = getComputedStyle(clipper);
          const cutText = squash(hidden.map((text) => text.data).join(" "));
          if (style.textOverflow !== "ellipsis" && style.webkitLineClamp === "none") note("cut without an ellipsis", cutText);
          const titled = (text: Text) => {
            for (let el: Element | null = text.parentElement; el; el = el === cell ? null : el.parentElement) {
              const title = squash(el.getAttribute("title"));
              if (title && title.includes(squash(text.data))) return true;
            }
            return false;
          };
          if (!hidden.every(titled)) note("cut without a tooltip", cutText);
          else if (!cut.some((c) => c.where === where && c.column === column && c.text === cutText.slice(0, 80)))
            cut.push({ where, column, kind: "cut, with an ellipsis and a tooltip", text: cutText.slice(0, 80) });
        }
      });
    }
  });
  return { problems, cut };
}

/**
 * Every filter form under `root` (an inline antd Form outside a table, dialog or drawer): each of
 * its fields and their controls lies inside the card around the form (or, without one, the
 * window), and with `stacked` each field sits below the one before it.
 */
export function findFilterProblems({ root, stacked }: { root: string; stacked: boolean }): LayoutProblem[] {
  const SLACK = 1;
  const problems: LayoutProblem[] = [];
  const scope = document.querySelector(root);
  if (!scope) return problems;
  const shown = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
  const forms = [...scope.querySelectorAll<HTMLElement>("form.ant-form-inline")].filter((form) => shown(form) && !form.closest(".ant-table, .ant-modal, .ant-drawer"));
  forms.forEach((form, index) => {
    const where = form.getAttribute("data-testid") ?? `filter form ${index + 1}`;
    const card = form.closest(".ant-card-body") ?? form.closest(".ant-card");
    const bounds = card ? card.getBoundingClientRect() : new DOMRect(0, 0, window.innerWidth, window.innerHeight);
    const right = Math.min(bounds.right, window.innerWidth);
    const items = [...form.querySelectorAll<HTMLElement>(".ant-form-item")].filter((item) => shown(item) && !item.parentElement?.closest(".ant-form-item"));
    let above: DOMRect | undefined;
    for (const item of items) {
      const label = (item.querySelector(".ant-form-item-label")?.textContent ?? "").trim() || "(buttons)";
      const parts = [item, ...item.querySelectorAll<HTMLElement>(".ant-form-item-control *")].filter(shown);
      for (const part of parts) {
        const box = part.getBoundingClientRect();
        if (box.width === 0) continue;
        if (box.left < bounds.left - SLACK || box.right > right + SLACK) {
          problems.push({ where, column: label, kind: "out of its card", text: `${Math.round(box.left)}–${Math.round(box.right)} outside ${Math.round(bounds.left)}–${Math.round(right)}` });
          break;
        }
      }
      const box = item.getBoundingClientRect();
      if (stacked && above && box.top < above.bottom - SLACK) problems.push({ where, column: label, kind: "not stacked", text: "beside the field before it" });
      above = box;
    }
  });
  return problems;
}
