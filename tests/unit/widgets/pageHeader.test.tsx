import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { cleanup, configure, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { PageHeader } from "../../../src/widgets/PageHeader";
import { useLocale } from "../shell/i18n";

// antd renders slowly under a loaded CI machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(cleanup);

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

function app(backTo?: string) {
  return (
    <MemoryRouter initialEntries={["/coupon/list", "/coupon/list/save"]} initialIndex={1}>
      <Routes>
        <Route path="/coupon/list/save" element={<PageHeader title="添加优惠券" backTo={backTo} extra={<button>保存</button>} />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>
  );
}

describe("PageHeader", () => {
  beforeAll(() => useLocale("zh-CN"));
  it("shows the title and extra, and goes to the given URL", () => {
    render(app("/coupon/record"));
    expect(screen.getByText("添加优惠券")).toBeInTheDocument();
    expect(screen.getByText("保存")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: /返回/ }));
    expect(screen.getByTestId("where")).toHaveTextContent("/coupon/record");
  });
  it("goes back in history without a URL", () => {
    render(app());
    fireEvent.click(screen.getByRole("button", { name: /返回/ }));
    expect(screen.getByTestId("where")).toHaveTextContent("/coupon/list");
  });
});
