/** Issue 23: toasts land in a polite live region; form errors are read out as they appear. */
import { afterEach, describe, expect, it } from "vitest";
import { TOAST_REGION_ID, toastContainer } from "../../../providers/liveRegions";
import { watchFormErrors } from "../../../src/widgets/formErrorAnnouncer";

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => document.body.replaceChildren());

describe("live regions", () => {
  it("the toast container is one polite status region, created once", () => {
    const first = toastContainer();
    expect(first.id).toBe(TOAST_REGION_ID);
    expect(first.getAttribute("role")).toBe("status");
    expect(first.getAttribute("aria-live")).toBe("polite");
    expect(toastContainer()).toBe(first);
    expect(document.querySelectorAll(`#${TOAST_REGION_ID}`)).toHaveLength(1);
  });
});

describe("form errors", () => {
  it("become alerts where antd shows them, holders added alone or inside a larger node", async () => {
    const stop = watchFormErrors();
    const holder = document.createElement("div");
    holder.className = "ant-form-item-explain";
    holder.innerHTML = '<div class="ant-form-item-explain-error">请输入原始密码</div>';
    document.body.append(holder);
    const item = document.createElement("div");
    item.innerHTML = '<div class="ant-form-item-explain"><div class="ant-form-item-explain-error">请输入新密码</div></div>';
    document.body.append(item);
    await flush();
    expect(Array.from(document.querySelectorAll('[role="alert"]'), (alert) => alert.textContent)).toEqual(["请输入原始密码", "请输入新密码"]);
    // The message is on the page once: no copy elsewhere.
    expect(document.body.textContent?.match(/请输入原始密码/g)).toHaveLength(1);

    // Anything else added is left alone; after stop, nothing is watched.
    const other = Object.assign(document.createElement("p"), { textContent: "行" });
    document.body.append(other);
    stop();
    const after = document.createElement("div");
    after.className = "ant-form-item-explain";
    document.body.append(after);
    await flush();
    expect(other.hasAttribute("role")).toBe(false);
    expect(after.hasAttribute("role")).toBe(false);
  });

  it("a holder already on the page when the watch starts becomes an alert too", () => {
    const holder = Object.assign(document.createElement("div"), { className: "ant-form-item-explain" });
    document.body.append(holder);
    const stop = watchFormErrors();
    expect(holder.getAttribute("role")).toBe("alert");
    stop();
  });
});
