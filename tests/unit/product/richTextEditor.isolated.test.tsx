import "@ant-design/v5-patch-for-react-19";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import RichTextEditor from "../../../resources/product/editor/richText/RichTextEditor";
import { stubMatchMedia } from "../library/matchMedia";

stubMatchMedia();
afterEach(cleanup);

// TipTap hands the component the editor it created while rendering. When React renders the
// description ahead, hidden (something near it still loading), the component does not mount
// at once, and TipTap destroys that editor a moment later; React may then show the part as it
// was rendered, with the destroyed editor, before TipTap's new one arrives. A destroyed
// ProseMirror editor throws on use (the picture library dialog crashed the page this way,
// once in a few openings from the product editor).
const destroyed = {
  isDestroyed: true,
  isEmpty: false,
  getHTML: () => {
    throw new TypeError("Cannot read properties of null (reading 'cached')");
  },
  isActive: () => {
    throw new TypeError("Cannot read properties of null (reading 'state')");
  },
};
vi.mock("@tiptap/react", () => ({
  useEditor: () => destroyed,
  useEditorState: ({ editor, selector }: { editor: unknown; selector: (s: { editor: unknown; transactionNumber: number }) => unknown }) =>
    selector({ editor, transactionNumber: 0 }),
  EditorContent: () => <div data-testid="editor-content" />,
}));

describe("the description editor", () => {
  it("renders with a destroyed editor without using it, its tools showing no mark", () => {
    render(<RichTextEditor value="<p>羽绒服</p>" />);
    expect(screen.getByTestId("editor-content")).toBeTruthy();
    const pressed = screen.getAllByRole("button").filter((b) => b.classList.contains("ant-btn-primary"));
    expect(pressed).toEqual([]);
  });
});
