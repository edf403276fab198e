import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { useLocale } from "./i18n";

// What GET copyright/get/company/info answered (`data` of the envelope).
let answer: unknown;
vi.mock("@refinedev/core", () => ({ useCustom: () => ({ result: { data: answer } }) }));
vi.mock("../../../src/access/useAllowed", () => ({ useAllowed: () => true }));

const { Footer, companyNameOf } = await import("../../../src/layout/Footer");

beforeAll(() => useLocale("zh-CN"));
afterEach(cleanup);

describe("the footer's copyright line (GET copyright/get/company/info answers a plain string)", () => {
  it("prints the company name the backend answers", () => {
    answer = "西安众邦网络科技有限公司";
    render(<Footer />);
    expect(screen.getByTestId("shell-footer")).toHaveTextContent(`Copyright © ${new Date().getFullYear()} 西安众邦网络科技有限公司`);
  });

  it("never prints an object as text", () => {
    answer = { companyName: "CRMEB", companyImage: "" };
    render(<Footer />);
    expect(screen.getByTestId("shell-footer").textContent).not.toMatch(/[{}]|object/);
    expect(companyNameOf(null)).toBe("");
    expect(companyNameOf("  CRMEB ")).toBe("CRMEB");
  });
});
