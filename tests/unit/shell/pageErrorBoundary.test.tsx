import "@ant-design/v5-patch-for-react-19";
import { useState } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { PageErrorBoundary } from "../../../src/layout/PageErrorBoundary";
import { useLocale } from "./i18n";

beforeAll(() => useLocale("zh-CN"));
afterEach(cleanup);

let failNext = true;
function Fragile() {
  const [count, setCount] = useState(0);
  if (count > 0 && failNext)
    throw new Error("Cannot read properties of null (reading 'cached')");
  return (
    <button onClick={() => setCount(count + 1)} data-testid="fragile">
      count {count}
    </button>
  );
}

describe("a page that throws", () => {
  it("shows what happened in its place, keeps the rest of the console, and reloads afresh", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined); // React reports the error too
    render(
      <MemoryRouter initialEntries={["/product/list"]}>
        <nav data-testid="menu">menu</nav>
        <Routes>
          <Route
            path="/product/list"
            element={
              <PageErrorBoundary>
                <Fragile />
              </PageErrorBoundary>
            }
          />
          <Route path="/dashboard" element={<p data-testid="home">home</p>} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByTestId("fragile"));

    expect(screen.getByTestId("page-crashed").textContent).toContain(
      "此页面出错了",
    );
    expect(
      screen.getByText("Cannot read properties of null (reading 'cached')"),
    ).toBeTruthy();
    expect(screen.getByTestId("menu")).toBeTruthy();

    // Reloading mounts the page afresh (its state starts over).
    failNext = false;
    fireEvent.click(screen.getByTestId("page-crashed-reload"));
    expect(screen.getByTestId("fragile").textContent).toBe("count 0");

    // And "back to home" leaves it.
    failNext = true;
    fireEvent.click(screen.getByTestId("fragile"));
    fireEvent.click(screen.getByText("返回首页"));
    expect(screen.getByTestId("home")).toBeTruthy();
  });
});
