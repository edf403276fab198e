import "@ant-design/v5-patch-for-react-19";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, configure, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Refine, type DataProvider } from "@refinedev/core";
import { CategoryCascader } from "../../../src/widgets/pickers/CategoryCascader";
import type { CategoryTreeNode } from "../../../src/widgets/pickers/categoryTrees";
// As the console does at start: the access provider answers for every area's resources.
import "../../../resources";

// antd renders slowly on a loaded machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

vi.mock("../../../providers/session", () => ({
  currentAdmin: () => ({ permissionsList: ["*:*:*"], roles: "2" }),
}));

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const platformTree: CategoryTreeNode[] = [
  { id: 1, pid: 0, name: "数码", level: 1, childList: [{ id: 2, pid: 1, name: "手机通讯", level: 2, childList: [{ id: 3, pid: 2, name: "手机", level: 3 }] }] },
];
const merchantTree: CategoryTreeNode[] = [{ id: 7, pid: 0, name: "新品", level: 1 }];

function setup(props: Partial<Parameters<typeof CategoryCascader>[0]> = {}) {
  const custom = vi.fn(async ({ meta }: { meta?: Record<string, unknown> }) => ({ data: (meta?.action === "platform" ? platformTree : merchantTree) as never }));
  const none = async () => ({ data: [] as never[], total: 0 });
  const dataProvider = { custom, getList: none, getOne: none, create: none, update: none, deleteOne: none, getApiUrl: () => "/api/" } as unknown as DataProvider;
  const onChange = vi.fn();
  render(
    <Refine dataProvider={dataProvider} options={{ disableTelemetry: true, reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } } }}>
      <CategoryCascader tree="platform" onChange={onChange} data-testid="cascader" {...props} />
    </Refine>,
  );
  return { custom, onChange };
}

describe("category cascader", () => {
  it("shows a chosen id as its path once its own tree has arrived, and loads only that tree", async () => {
    const { custom } = setup({ value: 3 });
    await waitFor(() => expect(screen.getByTestId("cascader").textContent).toContain("数码 / 手机通讯 / 手机"));
    expect(custom.mock.calls.map(([call]) => call.meta?.action)).toEqual(["platform"]);
  });

  it("answers the id of the last level chosen", async () => {
    const { onChange } = setup({ changeOnSelect: true });
    await waitFor(() => expect(localStorage.getItem("MerMerAdmin_platProductClassify")).not.toBeNull());
    fireEvent.mouseDown(screen.getByTestId("cascader").querySelector(".ant-select-selector")!);
    fireEvent.click(await screen.findByText("数码"));
    fireEvent.click(await screen.findByText("手机通讯"));
    expect(onChange).toHaveBeenLastCalledWith(2);
  });
});
