/**
 * Issue 23: focus goes back to what opened a dialog once the dialog has left the page: to the
 * opener, to the element a list redrew in its place (same test id), or, when the list now shows
 * other rows, to the page's main landmark rather than the top of the document.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { returnFocusFromDialogs } from "../../../src/widgets/dialogFocusReturn";

/** Past the watcher's own zero-delay look, which a mutation record schedules a microtask later. */
const flush = () => new Promise((resolve) => setTimeout(() => setTimeout(resolve, 0), 0));

/** jsdom lays nothing out: an element counts as shown while it is in the page and not `hidden`. */
function layoutByHidden() {
  return vi.spyOn(Element.prototype, "getClientRects").mockImplementation(function (this: Element) {
    const shown = this.isConnected && !this.closest("[hidden]");
    return (shown ? [new DOMRect(0, 0, 1, 1)] : []) as unknown as DOMRectList;
  });
}

/** Adds `html` to the body and returns its first element. */
function add(html: string): HTMLElement {
  const holder = document.createElement("div");
  holder.innerHTML = html;
  document.body.append(holder);
  return holder;
}

const button = (testId: string) => document.querySelector<HTMLElement>(`[data-testid="${testId}"]`)!;

/** Opens a dialog (a portal element with a focusable inside) from `opener`, the way antd does. */
function openDialogFrom(opener: HTMLElement, testId: string): HTMLElement {
  opener.focus();
  const portal = add(`<div class="ant-modal-wrap"><button data-testid="${testId}">OK</button></div>`);
  button(testId).focus();
  return portal;
}

let stop: () => void;
beforeEach(() => {
  layoutByHidden();
  stop = returnFocusFromDialogs();
});
afterEach(() => {
  stop();
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

describe("closing a dialog", () => {
  it("gives focus back to the button that opened it", async () => {
    add(`<main tabindex="-1"><button data-testid="row-detail-1">详情</button></main>`);
    const portal = openDialogFrom(button("row-detail-1"), "dialog-ok");
    portal.remove();
    await flush();
    expect(document.activeElement).toBe(button("row-detail-1"));
  });

  it("gives it to the button the list redrew in the opener's place", async () => {
    const page = add(`<main tabindex="-1"><button data-testid="row-detail-1">详情</button></main>`);
    const portal = openDialogFrom(button("row-detail-1"), "dialog-ok");
    page.querySelector("main")!.innerHTML = `<button data-testid="row-detail-1">详情</button>`;
    portal.remove();
    await flush();
    expect(document.activeElement).toBe(button("row-detail-1"));
  });

  it("gives it to the page's main landmark when the list now shows other rows", async () => {
    const page = add(`<main tabindex="-1"><button data-testid="row-detail-1">详情</button></main>`);
    const portal = openDialogFrom(button("row-detail-1"), "dialog-ok");
    page.querySelector("main")!.innerHTML = `<button data-testid="row-detail-2">详情</button>`;
    portal.remove();
    await flush();
    expect(document.activeElement).toBe(page.querySelector("main"));
  });

  it("gives it to the first dialog's opener when a dialog opened from inside another closes with it", async () => {
    add(`<main tabindex="-1"><button data-testid="row-detail-1">详情</button></main>`);
    const outer = openDialogFrom(button("row-detail-1"), "outer-edit");
    const inner = openDialogFrom(button("outer-edit"), "inner-ok");
    inner.remove();
    outer.remove();
    await flush();
    expect(document.activeElement).toBe(button("row-detail-1"));
  });

  it("leaves focus where the page put it while the dialog closed", async () => {
    add(`<main tabindex="-1"><button data-testid="row-detail-1">详情</button><input data-testid="search" /></main>`);
    const portal = openDialogFrom(button("row-detail-1"), "dialog-ok");
    button("search").focus();
    portal.remove();
    await flush();
    expect(document.activeElement).toBe(button("search"));
  });
});
