import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { Table } from "antd";
import type { ColumnsType } from "antd/es/table";
import { stubMatchMedia } from "../library/matchMedia";
import { ColumnChooser, columnStorageKey, readHiddenColumns, useColumnChooser, writeHiddenColumns } from "../../../src/widgets/columnChooser";

const admin = vi.hoisted(() => ({ current: { id: 3, merId: 1 } as { id: number; merId: number } | undefined }));
vi.mock("@refinedev/core", () => ({ useGetIdentity: () => ({ data: admin.current }) }));
vi.mock("react-i18next", () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

const M1 = { merId: 1, adminId: 3 };

describe("column settings in localStorage", () => {
  beforeEach(() => localStorage.clear());

  it("keeps the hidden columns per list, merchant and admin", () => {
    writeHiddenColumns("orderList", M1, ["createTime", "payPrice"]);
    expect(localStorage.getItem("MerMerAdmin_columns:orderList:1:3")).toBe('["createTime","payPrice"]');
    expect(readHiddenColumns("orderList", M1)).toEqual(["createTime", "payPrice"]);
    // Another admin of the same shop, another shop, another list: the default.
    expect(readHiddenColumns("orderList", { merId: 1, adminId: 4 })).toEqual([]);
    expect(readHiddenColumns("orderList", { merId: 2, adminId: 3 })).toEqual([]);
    expect(readHiddenColumns("refundList", M1)).toEqual([]);
  });

  it("forgets the choice when nothing is hidden, and writes nothing before an admin is known", () => {
    writeHiddenColumns("orderList", M1, ["createTime"]);
    writeHiddenColumns("orderList", M1, []);
    expect(localStorage.getItem(columnStorageKey("orderList", M1))).toBeNull();
    writeHiddenColumns("orderList", undefined, ["createTime"]);
    expect(localStorage.length).toBe(0);
    expect(readHiddenColumns("orderList", undefined)).toEqual([]);
  });

  it("reads anything unreadable as none hidden, and drops repeats and non-text keys", () => {
    localStorage.setItem(columnStorageKey("orderList", M1), "{not json");
    expect(readHiddenColumns("orderList", M1)).toEqual([]);
    localStorage.setItem(columnStorageKey("orderList", M1), '{"a":1}');
    expect(readHiddenColumns("orderList", M1)).toEqual([]);
    localStorage.setItem(columnStorageKey("orderList", M1), '["a", 2, null]');
    expect(readHiddenColumns("orderList", M1)).toEqual(["a"]);
    writeHiddenColumns("orderList", M1, ["a", "a"]);
    expect(readHiddenColumns("orderList", M1)).toEqual(["a"]);
  });
});

interface Row {
  id: number;
  name: string;
  time: string;
}

const COLUMNS: ColumnsType<Row> = [
  { title: "名称", dataIndex: "name" },
  { title: "时间", key: "time", render: (_, r) => r.time },
  { title: "操作", key: "actions", render: () => "edit" },
];
const ALWAYS = ["actions"];

function Demo() {
  const { columns, chooser } = useColumnChooser("demo", COLUMNS, ALWAYS);
  return (
    <>
      <ColumnChooser {...chooser} testId="cols" />
      <Table<Row> rowKey="id" columns={columns} dataSource={[{ id: 1, name: "甲", time: "10:00" }]} pagination={false} />
    </>
  );
}

const headers = () => screen.getAllByRole("columnheader").map((h) => h.textContent);
const openPanel = () => {
  fireEvent.click(screen.getByTestId("cols"));
  return screen.getByTestId("cols-panel");
};

describe("the column chooser", () => {
  stubMatchMedia();
  afterEach(cleanup);
  beforeEach(() => {
    localStorage.clear();
    admin.current = { id: 3, merId: 1 };
  });

  it("hides a ticked-off column, keeps it hidden on the next visit, and resets to all", () => {
    const first = render(<Demo />);
    expect(headers()).toEqual(["名称", "时间", "操作"]);
    const panel = openPanel();
    // The actions cannot be chosen away.
    expect(within(panel).queryByTestId("cols-option-actions")).toBeNull();
    fireEvent.click(within(panel).getByTestId("cols-option-time"));
    expect(headers()).toEqual(["名称", "操作"]);
    expect(readHiddenColumns("demo", M1)).toEqual(["time"]);
    first.unmount();

    const again = render(<Demo />);
    expect(headers()).toEqual(["名称", "操作"]);
    fireEvent.click(within(openPanel()).getByTestId("cols-reset"));
    expect(headers()).toEqual(["名称", "时间", "操作"]);
    expect(localStorage.getItem(columnStorageKey("demo", M1))).toBeNull();
    again.unmount();
  });

  it("reads the choice again when another admin signs in while the list stays open", () => {
    writeHiddenColumns("demo", M1, ["time"]);
    const view = render(<Demo />);
    expect(headers()).toEqual(["名称", "操作"]);
    admin.current = { id: 9, merId: 2 };
    view.rerender(<Demo />);
    expect(headers()).toEqual(["名称", "时间", "操作"]);
    admin.current = { id: 3, merId: 1 };
    view.rerender(<Demo />);
    expect(headers()).toEqual(["名称", "操作"]);
  });

  it("shows another admin the default, and 'all' ticks every column on or off", () => {
    writeHiddenColumns("demo", M1, ["time"]);
    admin.current = { id: 9, merId: 2 };
    render(<Demo />);
    expect(headers()).toEqual(["名称", "时间", "操作"]);
    const panel = openPanel();
    fireEvent.click(within(panel).getByTestId("cols-all"));
    expect(headers()).toEqual(["操作"]);
    expect(readHiddenColumns("demo", { merId: 2, adminId: 9 })).toEqual(["name", "time"]);
    fireEvent.click(within(panel).getByTestId("cols-all"));
    expect(headers()).toEqual(["名称", "时间", "操作"]);
    expect(readHiddenColumns("demo", M1)).toEqual(["time"]);
  });
});
