import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { act, cleanup, configure, fireEvent, render, renderHook, screen } from "@testing-library/react";
import { CellLinks } from "../../../src/widgets/listCells/CellLinks";
import { CellSwitch } from "../../../src/widgets/listCells/CellSwitch";
import { Thumbnail } from "../../../src/widgets/listCells/Thumbnail";
import { lightRowSelection } from "../../../src/widgets/listCells/rowSelection";
import { useLatestCallback } from "../../../src/widgets/useLatestCallback";
import { EnumTag, useEnumTags } from "../../../src/enums/EnumTag";
import { PRODUCT_TYPE } from "../../../src/enums/product";
import { useLocale } from "../shell/i18n";

configure({ asyncUtilTimeout: 5000 });

afterEach(cleanup);

beforeAll(() => useLocale("zh-CN"));

const LINKS = [
  { key: "edit", label: "编辑", testId: "edit" },
  { key: "copy", label: "复制", testId: "copy" },
  { key: "view", label: "查看", testId: "view" },
  { key: "delete", label: "删除", danger: true, testId: "delete" },
] as const;

describe("cell links", () => {
  it("shows the first links inline and runs the clicked one", () => {
    const onClick = vi.fn();
    render(<CellLinks links={LINKS} onClick={onClick} inline={2} moreLabel="更多" moreTestId="more" />);
    expect(screen.getByTestId("edit")).toHaveTextContent("编辑");
    expect(screen.getByTestId("copy")).toBeVisible();
    // Beyond the inline ones, nothing is mounted until the menu is opened.
    expect(screen.queryByTestId("view")).toBeNull();
    fireEvent.click(screen.getByTestId("copy"));
    expect(onClick).toHaveBeenCalledWith("copy");
  });

  it("opens the rest in a menu on the first click, runs the chosen one and closes", async () => {
    const onClick = vi.fn();
    render(<CellLinks links={LINKS} onClick={onClick} inline={2} moreLabel="更多" moreTestId="more" />);
    const closed = screen.getByTestId("more");
    expect(closed).toHaveAttribute("aria-expanded", "false");
    closed.focus();
    fireEvent.click(closed);
    const more = screen.getByTestId("more");
    expect(more).toHaveAttribute("aria-expanded", "true");
    // The keyboard user's focus stays on the button that opened the menu.
    expect(more).toHaveFocus();
    fireEvent.click(await screen.findByTestId("delete"));
    expect(onClick).toHaveBeenCalledWith("delete");
    expect(more).toHaveAttribute("aria-expanded", "false");
  });

  it("keeps the focus on the button in its place when an action changes the row's links", () => {
    const onShelf = [LINKS[0]!, { key: "down", label: "下架", testId: "down" }];
    const offShelf = [LINKS[0]!, { key: "up", label: "上架", testId: "up" }];
    const { rerender } = render(<CellLinks links={onShelf} onClick={() => undefined} moreLabel="更多" />);
    act(() => screen.getByTestId("down").focus());
    rerender(<CellLinks links={offShelf} onClick={() => undefined} moreLabel="更多" />);
    expect(screen.getByTestId("up")).toHaveFocus();
  });

  it("has no menu when every link fits inline", () => {
    render(<CellLinks links={LINKS.slice(0, 2)} onClick={() => undefined} inline={3} moreLabel="更多" moreTestId="more" />);
    expect(screen.queryByTestId("more")).toBeNull();
  });
});

describe("cell switch", () => {
  it("is a switch that reports the opposite of its state, with the state's label", () => {
    const onChange = vi.fn();
    const { rerender } = render(<CellSwitch checked onChange={onChange} checkedLabel="上架" uncheckedLabel="下架" data-testid="sw" />);
    const sw = screen.getByRole("switch");
    expect(sw).toHaveAttribute("aria-checked", "true");
    expect(sw).toHaveTextContent("上架");
    fireEvent.click(sw);
    expect(onChange).toHaveBeenCalledWith(false);
    rerender(<CellSwitch checked={false} onChange={onChange} checkedLabel="上架" uncheckedLabel="下架" data-testid="sw" />);
    expect(screen.getByTestId("sw")).not.toBeChecked();
    expect(screen.getByTestId("sw")).toHaveTextContent("下架");
  });

  it("does nothing when disabled", () => {
    const onChange = vi.fn();
    render(<CellSwitch checked onChange={onChange} disabled />);
    fireEvent.click(screen.getByRole("switch"));
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe("thumbnail", () => {
  it("loads lazily and opens its picture", () => {
    const onPreview = vi.fn();
    render(<Thumbnail src="/a.png" onPreview={onPreview} label="商品A" />);
    const img = screen.getByRole("img");
    expect(img).toHaveAttribute("loading", "lazy");
    // The picture is named by what it shows, the button by what it does (issue 23).
    expect(img).toHaveAttribute("alt", "商品A");
    fireEvent.click(screen.getByRole("button", { name: "查看大图：商品A" }));
    expect(onPreview).toHaveBeenCalledWith("/a.png");
  });

  it("a button without a product name is still named in the console's language", () => {
    render(<Thumbnail src="/a.png" onPreview={() => undefined} />);
    expect(screen.getByRole("button", { name: "查看大图" })).toBeInTheDocument();
  });

  it("without a picture shows an empty frame, not a broken image", () => {
    const { container } = render(<Thumbnail src="" onPreview={() => undefined} />);
    expect(container.querySelector("img")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });
});

describe("light row selection", () => {
  it("adds and removes one row's key, keeping the others", () => {
    const onSelect = vi.fn();
    const selection = lightRowSelection<{ id: number }, number>([3, 5], onSelect, (row) => row.id, "选择此行");
    const cell = (checked: boolean, id: number) => render(<>{selection.renderCell!(checked, { id }, 0, null)}</>);
    cell(false, 7);
    fireEvent.click(screen.getByRole("checkbox", { name: "选择此行" }));
    expect(onSelect).toHaveBeenLastCalledWith([3, 5, 7]);
    cleanup();
    cell(true, 3);
    expect(screen.getByRole("checkbox")).toBeChecked();
    fireEvent.click(screen.getByRole("checkbox"));
    expect(onSelect).toHaveBeenLastCalledWith([5]);
  });
});

describe("enumeration tags", () => {
  it("show the translated label with the entry's colour", () => {
    render(<EnumTag table={PRODUCT_TYPE} value={PRODUCT_TYPE[0].value} />);
    const tag = screen.getByText("普通商品");
    expect(tag.className).toMatch(/^enum-tag( enum-tag-\w+)?$/);
  });

  it("a value outside the table shows as itself; none shows nothing", () => {
    const { result } = renderHook(() => useEnumTags(PRODUCT_TYPE));
    const { container } = render(<>{result.current(99)}</>);
    expect(container).toHaveTextContent("99");
    expect(result.current(null)).toBeNull();
  });
});

describe("latest callback", () => {
  it("keeps one identity and runs the newest function", () => {
    const seen: string[] = [];
    const { result, rerender } = renderHook(({ tag }) => useLatestCallback((x: number) => seen.push(`${tag}${x}`)), { initialProps: { tag: "a" } });
    const first = result.current;
    rerender({ tag: "b" });
    expect(result.current).toBe(first);
    act(() => void result.current(1));
    expect(seen).toEqual(["b1"]);
  });

  it("tolerates a missing callback", () => {
    const { result } = renderHook(() => useLatestCallback<[], void>(undefined));
    expect(result.current()).toBeUndefined();
  });
});
