/** Issue 23: toasts land in a polite live region; form errors are read out as they appear. */
import { afterEach, describe, expect, it } from "vitest";
import { ANNOUNCER_ID, announce, TOAST_REGION_ID, toastContainer } from "../../../providers/liveRegions";
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

  it("announce replaces what the hidden announcer says", () => {
    announce("第一条");
    announce("第二条");
    const announcer = document.getElementById(ANNOUNCER_ID);
    expect(announcer?.textContent).toBe("第二条");
    expect(announcer?.className).toBe("visually-hidden");
  });
});

describe("form errors", () => {
  it("are announced when antd shows them, a holder's items and items joining it later", async () => {
    const stop = watchFormErrors();
    const holder = document.createElement("div");
    holder.className = "ant-form-item-explain";
    holder.innerHTML = '<div class="ant-form-item-explain-error">请输入原始密码</div><div class="ant-form-item-explain-error">请输入新密码</div>';
    document.body.append(holder);
    await flush();
    expect(document.getElementById(ANNOUNCER_ID)?.textContent).toBe("请输入原始密码；请输入新密码");

    const later = document.createElement("div");
    later.className = "ant-form-item-explain-error";
    later.textContent = "两次输入的密码不一致";
    holder.append(later);
    await flush();
    expect(document.getElementById(ANNOUNCER_ID)?.textContent).toBe("两次输入的密码不一致");

    // Anything else added to the page says nothing; after stop, nothing is watched.
    document.body.append(Object.assign(document.createElement("p"), { textContent: "行" }));
    await flush();
    expect(document.getElementById(ANNOUNCER_ID)?.textContent).toBe("两次输入的密码不一致");
    stop();
    const after = document.createElement("div");
    after.className = "ant-form-item-explain-error";
    after.textContent = "不再读出";
    document.body.append(after);
    await flush();
    expect(document.getElementById(ANNOUNCER_ID)?.textContent).toBe("两次输入的密码不一致");
  });
});
