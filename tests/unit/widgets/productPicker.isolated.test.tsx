import "@ant-design/v5-patch-for-react-19";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, configure, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Refine, type DataProvider } from "@refinedev/core";
import { ProductPicker } from "../../../src/widgets/pickers/ProductPicker";
import type { ProductPick } from "../../../src/widgets/pickers/types";
import { stubMatchMedia } from "../library/matchMedia";
import { declareExtensions } from "../../../providers/accessControl";
import { pickerEndpoints, pickerResources } from "../../../src/widgets/pickers/endpoints";

// The access provider answers by resource name for the resources the console declared.
declareExtensions(pickerEndpoints, pickerResources);

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });
stubMatchMedia();
vi.mock("../../../providers/session", () => ({
  currentAdmin: () => ({ permissionsList: ["*:*:*"], roles: "2" }),
}));
afterEach(cleanup);

const products = [
  { id: 67, name: "云栖 Note12 全网通手机 经典款", image: "/static/demo/product-1.png", price: "4021.90", stock: 486, isShow: true },
  { id: 160, name: "透气网面休闲鞋 升级款", image: "", price: "656.90", stock: 322, isShow: true },
] as unknown as ProductPick[];

/** A caller that, like the review dialog, passes a new `value` array on every render. */
function Caller({ onOk }: { onOk: (rows: ProductPick[]) => void }) {
  const [open, setOpen] = useState(true);
  const [renders, setRenders] = useState(0);
  return (
    <>
      <button onClick={() => setRenders(renders + 1)}>re-render {renders}</button>
      <ProductPicker
        open={open}
        value={[]}
        onCancel={() => setOpen(false)}
        onOk={(rows) => {
          onOk(rows);
          setOpen(false);
        }}
      />
    </>
  );
}

function renderCaller(onOk: (rows: ProductPick[]) => void) {
  const none = async () => ({ data: [] as never[], total: 0 });
  const dataProvider = {
    getList: async () => ({ data: products as never[], total: products.length }),
    custom: async () => ({ data: [] as never }),
    getOne: none,
    create: none,
    update: none,
    deleteOne: none,
    getApiUrl: () => "/api/",
  } as unknown as DataProvider;
  render(
    <Refine dataProvider={dataProvider} options={{ disableTelemetry: true, reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } } }}>
      <Caller onOk={onOk} />
    </Refine>,
  );
}

describe("the product picker", () => {
  it("keeps what was ticked when its caller re-renders before OK", async () => {
    const onOk = vi.fn();
    renderCaller(onOk);
    await waitFor(() => expect(screen.getByText("云栖 Note12 全网通手机 经典款")).toBeTruthy());
    const radio = screen.getAllByRole("radio")[0]!;
    fireEvent.click(radio);
    await waitFor(() => expect((screen.getAllByRole("radio")[0] as HTMLInputElement).checked).toBe(true));

    fireEvent.click(screen.getByText(/^re-render/)); // the list behind the dialog refreshes
    fireEvent.click(screen.getByTestId("product-picker-ok"));
    expect(onOk).toHaveBeenCalledTimes(1);
    expect(onOk.mock.calls[0]![0].map((row: ProductPick) => row.id)).toEqual([67]);
  });

  it("shows a product's picture named by the product, and an empty frame, not an image without an address, for one that has none", async () => {
    renderCaller(vi.fn());
    const picture = await screen.findByRole("img", { name: "云栖 Note12 全网通手机 经典款" });
    expect(picture.getAttribute("src")).toBe("/static/demo/product-1.png");
    expect(screen.getByText("透气网面休闲鞋 升级款")).toBeTruthy();
    expect(document.querySelectorAll("img")).toHaveLength(1);
    // The picker does not open pictures large: the thumbnail is no button.
    expect(picture.closest("button")).toBeNull();
  });
});
