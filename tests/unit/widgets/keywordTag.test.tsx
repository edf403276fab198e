import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { cleanup, configure, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { addKeyword, keywordRejection } from "../../../src/widgets/keywords";
import { KeywordTagInput } from "../../../src/widgets/KeywordTagInput";
import { useLocale } from "../shell/i18n";

// antd renders slowly under a loaded CI machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(cleanup);

describe("keywords", () => {
  it("add trimmed, ignore empty, too long (> 32) and duplicates", () => {
    expect(addKeyword([], "  红色 ")).toEqual(["红色"]);
    expect(addKeyword(["红色"], "红色")).toEqual(["红色"]);
    expect(addKeyword(["红色"], "   ")).toEqual(["红色"]);
    expect(addKeyword([], "a".repeat(32))).toEqual(["a".repeat(32)]);
    expect(addKeyword([], "a".repeat(33))).toEqual([]);
    expect(keywordRejection([], "a".repeat(33))).toBe("tooLong");
    expect(keywordRejection(["x"], "x")).toBe("duplicate");
  });
});

function Harness() {
  const [value, setValue] = useState<string[]>(["夏季"]);
  return (
    <>
      <KeywordTagInput value={value} onChange={setValue} />
      <output data-testid="value">{value.join("|")}</output>
    </>
  );
}

describe("KeywordTagInput", () => {
  beforeAll(() => useLocale("zh-CN"));
  const enter = (text: string) => {
    const input = screen.getByTestId("keyword-input");
    fireEvent.change(input, { target: { value: text } });
    fireEvent.keyDown(input, { key: "Enter", code: "Enter", keyCode: 13 });
  };

  it("adds on Enter, ignores duplicates, refuses more than 32 characters", () => {
    render(<Harness />);
    enter("新品");
    expect(screen.getByTestId("value")).toHaveTextContent("夏季|新品");
    expect(screen.getByTestId("keyword-input")).toHaveValue("");
    enter("新品");
    expect(screen.getByTestId("value")).toHaveTextContent("夏季|新品");
    enter("长".repeat(33));
    expect(screen.getByText("关键词不能超过32个字符")).toBeInTheDocument();
    expect(screen.getByTestId("value")).toHaveTextContent("夏季|新品");
  });

  it("removes a tag with its close button", () => {
    render(<Harness />);
    fireEvent.click(screen.getByLabelText(/close/i));
    expect(screen.getByTestId("value")).toHaveTextContent("");
  });
});
