import { afterEach, describe, expect, it } from "vitest";
import { cleanup, configure, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { filterNumeric } from "../../../src/widgets/numeric";
import { NumericInput } from "../../../src/widgets/NumericInput";

// antd renders slowly under a loaded CI machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(cleanup);

describe("filterNumeric", () => {
  it("mode 0 keeps integers only", () => {
    expect(filterNumeric("12.5a", 0)).toBe("125");
    expect(filterNumeric("-3", 0)).toBe("3");
  });
  it("mode 1 keeps one decimal", () => {
    expect(filterNumeric("12.56", 1)).toBe("12.5");
    expect(filterNumeric("1.2.3", 1)).toBe("1.2");
  });
  it("mode 2 keeps two decimals and one point", () => {
    expect(filterNumeric("12.567", 2)).toBe("12.56");
    expect(filterNumeric("1..2", 2)).toBe("1.2");
    expect(filterNumeric("1.", 2)).toBe("1.");
    expect(filterNumeric(".5", 2)).toBe("0.5");
    expect(filterNumeric("¥ 9,9", 2)).toBe("99");
  });
});

function Harness({ mode }: { mode: 0 | 1 | 2 }) {
  const [value, setValue] = useState("");
  return <NumericInput mode={mode} value={value} onChange={setValue} aria-label="amount" />;
}

describe("NumericInput", () => {
  it("filters what is typed under mode 2", async () => {
    render(<Harness mode={2} />);
    const input = screen.getByLabelText("amount");
    await userEvent.type(input, "a12.345");
    expect(input).toHaveValue("12.34");
  });
  it("defaults to integers", async () => {
    render(<NumericInput aria-label="count" value="" onChange={() => undefined} />);
    expect(screen.getByLabelText("count")).toHaveAttribute("inputmode", "numeric");
  });
});
