import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { cleanup, configure, render, screen } from "@testing-library/react";
import { HOURS, isTimeRangeComplete, joinTimeRange, parseTimeRange } from "../../../src/widgets/timeRange";
import { TimeRangeSelect } from "../../../src/widgets/TimeRangeSelect";
import { useLocale } from "../shell/i18n";

// antd renders slowly under a loaded CI machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(cleanup);

describe("time range values", () => {
  it("step one hour from 00:00 to 24:00", () => {
    expect(HOURS).toHaveLength(25);
    expect(HOURS[0]).toBe("00:00");
    expect(HOURS[9]).toBe("09:00");
    expect(HOURS[24]).toBe("24:00");
  });
  it("are two hours joined by a comma", () => {
    expect(joinTimeRange("08:00", "18:00")).toBe("08:00,18:00");
    expect(parseTimeRange("08:00,18:00")).toEqual(["08:00", "18:00"]);
    expect(joinTimeRange(undefined, undefined)).toBe("");
    expect(parseTimeRange("08:30,x")).toEqual([undefined, undefined]);
  });
  it("are complete only when the end is not before the start", () => {
    expect(isTimeRangeComplete("08:00,18:00")).toBe(true);
    expect(isTimeRangeComplete("08:00,08:00")).toBe(true);
    expect(isTimeRangeComplete("18:00,08:00")).toBe(false);
    expect(isTimeRangeComplete("08:00,")).toBe(false);
  });
});

describe("TimeRangeSelect", () => {
  beforeAll(() => useLocale("en-US"));
  it("says when the end is before the start", () => {
    render(<TimeRangeSelect value="18:00,08:00" />);
    expect(screen.getByText("The end time cannot be before the start time")).toBeInTheDocument();
  });
  it("shows both ends of a good range without a warning", () => {
    render(<TimeRangeSelect value="08:00,18:00" />);
    expect(screen.getByText("08:00")).toBeInTheDocument();
    expect(screen.getByText("18:00")).toBeInTheDocument();
    expect(screen.queryByText("The end time cannot be before the start time")).toBeNull();
  });
});
