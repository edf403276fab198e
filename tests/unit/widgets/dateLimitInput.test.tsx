import "@ant-design/v5-patch-for-react-19";
import { useState } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { DateLimitInput } from "../../../src/widgets/DateLimitInput";
import { dateLimitToRange } from "../../../src/widgets/dateShortcuts";
import { stubMatchMedia } from "../library/matchMedia";
import { useLocale } from "../shell/i18n";

stubMatchMedia();
vi.setConfig({ testTimeout: 20_000 });
afterEach(cleanup);
beforeAll(() => useLocale("en-US"));

describe("dateLimitToRange", () => {
  it("reads a range and nothing else", () => {
    expect(dateLimitToRange("2024-01-05,2024-02-01")?.map((d) => d.format("YYYY-MM-DD"))).toEqual(["2024-01-05", "2024-02-01"]);
    expect(dateLimitToRange("lately7")).toBeUndefined();
    expect(dateLimitToRange("")).toBeUndefined();
    expect(dateLimitToRange(undefined)).toBeUndefined();
    expect(dateLimitToRange("2024-01-05,nonsense")).toBeUndefined();
  });
});

function Harness({ start, onChange }: { start: string; onChange: (v: string) => void }) {
  const [value, setValue] = useState(start);
  return (
    <DateLimitInput
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
      data-testid="date"
    />
  );
}

describe("the date-limit input", () => {
  it("shows a range in the picker with the shortcut box as custom, and a shortcut clears the range", async () => {
    const onChange = vi.fn();
    render(<Harness start="2024-01-05,2024-02-01" onChange={onChange} />);
    expect(screen.getByDisplayValue("2024-01-05")).toBeInTheDocument();
    expect(screen.getByDisplayValue("2024-02-01")).toBeInTheDocument();
    expect(screen.getByText("Custom")).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole("combobox"));
    fireEvent.click(await screen.findByTitle("Last 7 days"));
    expect(onChange).toHaveBeenLastCalledWith("lately7");
    expect(screen.queryByDisplayValue("2024-01-05")).not.toBeInTheDocument();
  });
});
