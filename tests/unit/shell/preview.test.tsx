import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { act, cleanup, configure, fireEvent, render, screen } from "@testing-library/react";
import { buildPreviewDocument, readPreviewMessage } from "../../../src/pages/preview/previewDocument";
import PreviewPage, { PREVIEW_DOCUMENT_MESSAGE, PREVIEW_FRAME_URL, PREVIEW_SANDBOX } from "../../../src/pages/preview/PreviewPage";
import { useLocale } from "./i18n";

// antd renders slowly under a loaded CI machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(cleanup);

const message = { type: "refreshFrame", data: { html: "<div id=app>表单</div>", css: ".a{color:red}", js: "console.log(1)", links: ["/x.css"], scripts: ["/y.js"] } };

describe("preview document", () => {
  it("reads only refreshFrame messages", () => {
    expect(readPreviewMessage(message)).toMatchObject({ html: "<div id=app>表单</div>", links: ["/x.css"] });
    expect(readPreviewMessage({ type: "other", data: {} })).toBeUndefined();
    expect(readPreviewMessage("refreshFrame")).toBeUndefined();
  });
  it("puts links, css, html, scripts and js in one document", () => {
    const doc = buildPreviewDocument(readPreviewMessage(message)!);
    expect(doc).toContain('<link rel="stylesheet" href="/x.css">');
    expect(doc).toContain("<style>.a{color:red}</style>");
    expect(doc).toContain("<div id=app>表单</div>");
    expect(doc).toContain('<script src="/y.js"></script>');
    expect(doc).toContain("<script>console.log(1)</script>");
  });
  it("keeps js from closing its script element", () => {
    expect(buildPreviewDocument({ js: "a('</script><b>')" })).toContain("a('<\\/script><b>')");
  });
});

describe("PreviewPage", () => {
  beforeAll(() => useLocale("zh-CN"));
  const post = (data: unknown, origin: string) => act(() => void window.dispatchEvent(new MessageEvent("message", { data, origin })));

  it("ignores messages from another origin", () => {
    render(<PreviewPage />);
    post(message, "https://evil.example");
    expect(screen.getByTestId("preview-waiting")).toBeInTheDocument();
  });
  it("renders messages from its own origin in a sandboxed frame without same-origin access", () => {
    render(<PreviewPage />);
    post(message, window.location.origin);
    const frame = screen.getByTestId("preview-frame");
    expect(frame).toHaveAttribute("sandbox", PREVIEW_SANDBOX);
    expect(PREVIEW_SANDBOX).not.toContain("allow-same-origin");
    // Its own page (with its own policy), not a srcdoc frame that would inherit the console's.
    expect(frame).not.toHaveAttribute("srcdoc");
    expect(frame).toHaveAttribute("src", PREVIEW_FRAME_URL);
    const target = (frame as HTMLIFrameElement).contentWindow!;
    const send = vi.spyOn(target, "postMessage");
    fireEvent.load(frame);
    expect(send).toHaveBeenCalledWith({ type: PREVIEW_DOCUMENT_MESSAGE, doc: expect.stringContaining("表单") }, "*");
  });
});
