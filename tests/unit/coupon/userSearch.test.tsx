import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { cleanContent, userSearchQuery, withContent, withType, EMPTY_USER_SEARCH, type UserSearchValue } from "../../../src/widgets/userSearch";
import { UserSearchInput } from "../../../src/widgets/UserSearchInput";
import { useLocale } from "../shell/i18n";

afterEach(cleanup);
// antd dialogs and selects are slow to render on a loaded machine.
vi.setConfig({ testTimeout: 60_000 });

describe("user search rules", () => {
  it("keeps only digits for uid and phone", () => {
    expect(cleanContent("uid", "12a3 4")).toBe("1234");
    expect(cleanContent("phone", "+86 138-0013-8000")).toBe("");
    expect(cleanContent("phone", "138-0013-8000")).toBe("13800138000");
    expect(cleanContent("uid", "abc")).toBe("");
  });

  it("clears a value above 99999999999", () => {
    expect(cleanContent("phone", "99999999999")).toBe("99999999999");
    expect(cleanContent("phone", "100000000000")).toBe("");
    expect(cleanContent("uid", "123456789012")).toBe("");
  });

  it("leaves nickname and all searches as typed", () => {
    expect(cleanContent("nickname", "小王 123456789012")).toBe("小王 123456789012");
    expect(cleanContent("all", "abc123")).toBe("abc123");
  });

  it("clears the content when the type changes", () => {
    const typed = withContent({ searchType: "nickname", content: "" }, "小王");
    expect(typed).toEqual({ searchType: "nickname", content: "小王" });
    expect(withType("uid")).toEqual({ searchType: "uid", content: "" });
  });

  it("sends searchType and trimmed content, or nothing", () => {
    expect(userSearchQuery({ searchType: "nickname", content: "  小王 " })).toEqual({ searchType: "nickname", content: "小王" });
    expect(userSearchQuery({ searchType: "uid", content: "" })).toEqual({});
    expect(userSearchQuery(undefined)).toEqual({});
  });
});

function Harness({ onValue }: { onValue: (v: UserSearchValue) => void }) {
  const [value, setValue] = useState<UserSearchValue>(EMPTY_USER_SEARCH);
  return (
    <UserSearchInput
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe("UserSearchInput", () => {
  beforeAll(() => useLocale("zh-CN"));

  it("filters typed text by type and clears it when the type changes", async () => {
    let last: UserSearchValue = EMPTY_USER_SEARCH;
    render(<Harness onValue={(v) => (last = v)} />);
    const content = within(screen.getByTestId("user-search-content").closest(".ant-space-compact")!).getByPlaceholderText("请输入用户信息");
    fireEvent.change(content, { target: { value: "abc" } });
    expect(last).toEqual({ searchType: "all", content: "abc" });

    // Choose 用户ID in the type select.
    fireEvent.mouseDown(within(screen.getByTestId("user-search-type")).getByRole("combobox"));
    fireEvent.click(await screen.findByTitle("用户ID"));
    expect(last).toEqual({ searchType: "uid", content: "" });
    expect(content).toHaveValue("");

    fireEvent.change(content, { target: { value: "12x3" } });
    expect(last).toEqual({ searchType: "uid", content: "123" });
    fireEvent.change(content, { target: { value: "123456789012" } });
    expect(last).toEqual({ searchType: "uid", content: "" });
  });
});
