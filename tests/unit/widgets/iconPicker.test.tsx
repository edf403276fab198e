import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, configure, fireEvent, render, screen, within } from "@testing-library/react";
import * as AllIcons from "@ant-design/icons";
import { ICON_NAMES } from "../../../src/widgets/iconPicker/iconNames";
import { ICON_COMPONENTS } from "../../../src/widgets/iconPicker/iconCatalog";
import { iconWords, searchIcons } from "../../../src/widgets/iconPicker/iconSearch";
import { IconPicker } from "../../../src/widgets/IconPicker";
import { useLocale } from "../shell/i18n";

// antd renders slowly under a loaded CI machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(cleanup);

describe("icon catalogue", () => {
  it("holds about 120 real antd icons, each with a component", () => {
    expect(ICON_NAMES.length).toBeGreaterThanOrEqual(100);
    expect(ICON_NAMES.length).toBeLessThanOrEqual(160);
    expect(new Set(ICON_NAMES).size).toBe(ICON_NAMES.length);
    for (const name of ICON_NAMES) {
      expect(ICON_COMPONENTS[name]).toBe((AllIcons as unknown as Record<string, unknown>)[name]);
    }
  });
});

describe("icon search by English keyword", () => {
  it("splits names into words", () => {
    expect(iconWords("ShoppingCartOutlined")).toBe("shopping cart");
  });
  it("finds by a word, by part of a word, and case-insensitively", () => {
    expect(searchIcons("cart")).toEqual(["ShoppingCartOutlined"]);
    expect(searchIcons("Shopping Cart")).toContain("ShoppingCartOutlined");
    expect(searchIcons("shoppingcart")).toContain("ShoppingCartOutlined");
    expect(searchIcons("user")).toEqual(expect.arrayContaining(["UserOutlined", "UsergroupAddOutlined"]));
  });
  it("finds by common aliases", () => {
    expect(searchIcons("money")).toContain("WalletOutlined");
    expect(searchIcons("trash")).toEqual(["DeleteOutlined"]);
  });
  it("lists all for an empty keyword and none for nonsense", () => {
    expect(searchIcons("  ")).toHaveLength(ICON_NAMES.length);
    expect(searchIcons("zzzz")).toEqual([]);
  });
});

describe("IconPicker", () => {
  beforeAll(() => useLocale("en-US"));
  it("searches and returns the picked name", async () => {
    const onChange = vi.fn();
    render(<IconPicker onChange={onChange} />);
    fireEvent.click(screen.getByRole("button", { name: "Choose" }));
    const search = await screen.findByPlaceholderText("Search by English keyword, e.g. user, shop", {}, { timeout: 15000 });
    fireEvent.change(search, { target: { value: "cart" } });
    const grid = await screen.findByTestId("icon-picker-grid", {}, { timeout: 15000 });
    const cells = within(grid).getAllByRole("button");
    expect(cells).toHaveLength(1);
    fireEvent.click(cells[0]);
    expect(onChange).toHaveBeenCalledWith("ShoppingCartOutlined");
    // The whole catalogue renders first: it took over 30 s in jsdom on a machine loaded four times over.
  }, 90_000);
  it("says when nothing matches", async () => {
    render(<IconPicker />);
    fireEvent.click(screen.getByRole("button", { name: "Choose" }));
    fireEvent.change(await screen.findByTestId("icon-picker-search", {}, { timeout: 15000 }), { target: { value: "zzzz" } });
    expect(await screen.findByText("No icon matches")).toBeInTheDocument();
  });
});
