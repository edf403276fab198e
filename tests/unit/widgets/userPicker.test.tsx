import "@ant-design/v5-patch-for-react-19";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, configure, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Refine, type DataProvider } from "@refinedev/core";
import { UserPicker, type CustomerRow } from "../../../src/widgets/pickers/UserPicker";
import { stubMatchMedia } from "../library/matchMedia";
import { useLocale } from "../shell/i18n";

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });
stubMatchMedia();
afterEach(cleanup);
beforeAll(() => useLocale("zh-CN"));

const rows = [
  { id: 5, nickname: "晴天小猪", avatar: "", phone: "13800000005" },
  { id: 9, nickname: "追风少年", avatar: "", phone: "13900000009" },
] as CustomerRow[];

function renderPicker(onOk: (user: CustomerRow) => unknown) {
  const getList = vi.fn(async () => ({ data: rows as never[], total: rows.length }));
  const none = async () => ({ data: {} as never });
  const dataProvider = { getList, getOne: none, create: none, update: none, deleteOne: none, getApiUrl: () => "/api/" } as unknown as DataProvider;
  const onCancel = vi.fn();
  render(
    <Refine dataProvider={dataProvider} options={{ disableTelemetry: true, reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } } }}>
      <UserPicker resource="customers" title="选择用户" okText="发送" onOk={onOk} onCancel={onCancel} testId="picker" />
    </Refine>,
  );
  return { getList, onCancel };
}

describe("the user picker", () => {
  it("searches with searchType + content, and confirms only once a customer is chosen", async () => {
    const onOk = vi.fn();
    const { getList } = renderPicker(onOk);
    await screen.findByText("晴天小猪");
    expect(screen.getByTestId("picker-confirm")).toBeDisabled();

    fireEvent.change(screen.getByTestId("user-search-content"), { target: { value: "追风" } });
    fireEvent.click(screen.getByTestId("picker-search"));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        expect.objectContaining({
          resource: "customers",
          filters: expect.arrayContaining([expect.objectContaining({ field: "searchType", value: "all" }), expect.objectContaining({ field: "content", value: "追风" })]),
        }),
      ),
    );

    fireEvent.click(await screen.findByText("追风少年"));
    expect(screen.getByTestId("picker-chosen")).toHaveTextContent("追风少年（ID：9）");
    fireEvent.click(screen.getByTestId("picker-confirm"));
    await waitFor(() => expect(onOk).toHaveBeenCalledWith(rows[1]));
  });

  it("stays open with the choice kept when the action fails", async () => {
    const onOk = vi.fn().mockRejectedValueOnce(new Error("refused"));
    renderPicker(onOk);
    fireEvent.click(await screen.findByText("晴天小猪"));
    fireEvent.click(screen.getByTestId("picker-confirm"));
    await waitFor(() => expect(onOk).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByTestId("picker-confirm")).not.toBeDisabled());
    expect(screen.getByTestId("picker-chosen")).toHaveTextContent("晴天小猪");
  });
});
