import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, configure, fireEvent, render, screen } from "@testing-library/react";
import { hexToRgb, isHexColor, isRgbPart, rgbToHex } from "../../../src/widgets/colorValue";
import { ColorInput } from "../../../src/widgets/ColorInput";
import { useLocale } from "../shell/i18n";

// antd renders slowly under a loaded CI machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(cleanup);

describe("colour values", () => {
  it("hex must be six hex digits", () => {
    expect(isHexColor("#409eff")).toBe(true);
    expect(isHexColor("409EFF")).toBe(true);
    expect(isHexColor("#409ef")).toBe(false);
    expect(isHexColor("#409efg")).toBe(false);
    expect(isHexColor("#409eff0")).toBe(false);
  });
  it("rgb parts are 1 to 3 digits", () => {
    expect(isRgbPart("0")).toBe(true);
    expect(isRgbPart("255")).toBe(true);
    expect(isRgbPart("")).toBe(false);
    expect(isRgbPart("1000")).toBe(false);
    expect(isRgbPart("12a")).toBe(false);
    expect(isRgbPart("256")).toBe(false);
  });
  it("convert both ways", () => {
    expect(hexToRgb("#409eff")).toEqual([64, 158, 255]);
    expect(rgbToHex([64, 158, 255])).toBe("#409eff");
  });
});

describe("ColorInput", () => {
  beforeAll(() => useLocale("en-US"));
  it("says 'wrong hex input' and does not report a bad hex", () => {
    const onChange = vi.fn();
    render(<ColorInput value="#409eff" onChange={onChange} />);
    fireEvent.change(screen.getByTestId("color-hex"), { target: { value: "#12345" } });
    expect(screen.getByText("wrong hex input")).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId("color-hex"), { target: { value: "#ABCDEF" } });
    expect(onChange).toHaveBeenCalledWith("#abcdef");
  });
  it("says 'wrong rgb colour value' for a part of four digits", () => {
    const onChange = vi.fn();
    render(<ColorInput value="#409eff" onChange={onChange} />);
    fireEvent.change(screen.getByTestId("color-r"), { target: { value: "1000" } });
    expect(screen.getByText("wrong rgb colour value")).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId("color-r"), { target: { value: "255" } });
    expect(onChange).toHaveBeenCalledWith("#ff9eff");
  });
});
