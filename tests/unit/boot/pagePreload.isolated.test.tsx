import "@ant-design/v5-patch-for-react-19";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, configure, render, waitFor } from "@testing-library/react";
import { Refine, type DataProvider, type ResourceProps } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { MemoryRouter, Route, Routes, useRoutes } from "react-router";
import { stubMatchMedia } from "../library/matchMedia";

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });
stubMatchMedia();
vi.mock("../../../providers/session", () => ({ currentAdmin: () => ({ permissionsList: ["*:*:*"], roles: "2" }) }));
afterEach(cleanup);

const { queryClient } = await import("../../../src/boot/queryClient");
const { area: productArea } = await import("../../../resources/product/area");
const { area: orderArea } = await import("../../../resources/order/area");
const { area: dashboardArea } = await import("../../../resources/dashboard/area");
const { useProductList } = await import("../../../resources/product/list/useProductList");
const { useTabbedList } = await import("../../../src/widgets/tabbedList/useTabbedList");
const { ORDER_LIST } = await import("../../../resources/order/list/orderList");
const { REFUND_LIST } = await import("../../../resources/order/refund/refundList");
const { useHomeStatistic } = await import("../../../resources/dashboard/useHomeStatistic");
const { STATISTICS_AUTH } = await import("../../../resources/dashboard/area");
const { findRoute } = await import("../../../src/routing/pathMatch");
const { pageParams } = await import("../../../src/boot/bootConsole");

const areas = [productArea, orderArea, dashboardArea];
const resources: ResourceProps[] = areas.flatMap((a) => a.resources ?? []);
const routes = areas.flatMap((a) => a.routes);
// The access provider answers by resource name for the resources the console declared.
const { declareExtensions } = await import("../../../providers/accessControl");
const tables = await Promise.all(areas.map((a) => a.load?.() ?? {}));
declareExtensions(Object.assign({}, ...tables), resources);

/** A data provider that records every call (resource or action, and what it was asked). */
function recordingProvider() {
  const calls: string[] = [];
  const provider = {
    getApiUrl: () => "/api/",
    getList: async ({ resource, pagination, filters }: { resource: string; pagination?: unknown; filters?: unknown }) => {
      calls.push(`list ${resource} ${JSON.stringify({ pagination, filters })}`);
      return { data: [{ id: 1 }] as never[], total: 1 };
    },
    custom: async ({ meta, query }: { meta?: { resource?: string; action?: string }; query?: unknown }) => {
      calls.push(`custom ${meta?.resource}.${meta?.action} ${JSON.stringify(query ?? {})}`);
      return { data: {} as never };
    },
    getOne: async () => ({ data: {} as never }),
    create: async () => ({ data: {} as never }),
    update: async () => ({ data: {} as never }),
    deleteOne: async () => ({ data: {} as never }),
  } as unknown as DataProvider;
  return { calls, provider };
}

function ProductListProbe() {
  const { table } = useProductList();
  return <div data-testid="rows">{table.tableQuery.data?.data.length ?? "none"}</div>;
}
function OrderListProbe() {
  const { table } = useTabbedList(ORDER_LIST);
  return <div data-testid="rows">{table.tableQuery.data?.data.length ?? "none"}</div>;
}
function RefundListProbe() {
  const { table } = useTabbedList(REFUND_LIST);
  return <div data-testid="rows">{table.tableQuery.data?.data.length ?? "none"}</div>;
}
function DashboardProbe() {
  const answers = (Object.keys(STATISTICS_AUTH) as (keyof typeof STATISTICS_AUTH)[]).map((action) =>
    // eslint-disable-next-line react-hooks/rules-of-hooks -- a fixed list
    useHomeStatistic(action),
  );
  return <div data-testid="rows">{answers.every((a) => a.data !== undefined) ? 1 : "none"}</div>;
}

function ShellPages({ path, Probe }: { path: string; Probe: () => React.JSX.Element }) {
  return useRoutes([{ path, element: <Probe /> }]);
}

/**
 * Preloads `address` as the boot step does, then opens the page's hook there: the page must
 * show the preloaded answers without asking for anything again.
 */
async function preloadThenOpen(path: string, search: string, Probe: () => React.JSX.Element) {
  const { calls, provider } = recordingProvider();
  const found = findRoute(routes, path)!;
  const start = await found.route.preload!();
  await start({ search, params: pageParams(found.route, path, found.params), dataProvider: provider, resources });
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  const preloaded = [...calls];
  expect(preloaded.length).toBeGreaterThan(0);
  const view = render(
    <MemoryRouter initialEntries={[path + search]}>
      <Refine dataProvider={provider} routerProvider={routerProvider} resources={resources} options={{ disableTelemetry: true, reactQuery: { clientConfig: queryClient } }}>
        {/* As the console nests a shell page: under AppRoutes' catch-all, in the layout's own route table. */}
        <Routes>
          <Route path="*" element={<ShellPages path={found.route.path} Probe={Probe} />} />
        </Routes>
      </Refine>
    </MemoryRouter>,
  );
  await waitFor(() => expect(view.getByTestId("rows").textContent).toBe("1"));
  await new Promise((resolve) => setTimeout(resolve, 50));
  return { preloaded, all: calls };
}

const productSearch = `?currentPage=2&pageSize=40&${encodeURI("filters[0][field]=type&filters[0][operator]=eq&filters[0][value]=2&filters[1][field]=keywords&filters[1][operator]=eq&filters[1][value]=")}${encodeURIComponent("茶")}`;

describe("a page preloaded at boot adopts the answers instead of asking again", () => {
  beforeEach(() => queryClient.clear());

  it.each([
    ["/product/list", "", ProductListProbe],
    ["/product/list", productSearch, ProductListProbe],
    ["/order/list", "", OrderListProbe],
    ["/order/list", `?${encodeURI("filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=notShipped")}&pageSize=20&currentPage=3`, OrderListProbe],
    ["/order/refund", "", RefundListProbe],
    ["/dashboard", "", DashboardProbe],
  ])("%s%s", async (path, search, Probe) => {
    const { preloaded, all } = await preloadThenOpen(path, search, Probe);
    expect(all).toEqual(preloaded);
  });

  it("asks with the address's page, size and filters", async () => {
    const { preloaded } = await preloadThenOpen("/product/list", productSearch, ProductListProbe);
    expect(preloaded[0]).toContain('"currentPage":2');
    expect(preloaded[0]).toContain('"pageSize":40');
    expect(preloaded.join("\n")).toContain("茶");
  });
});
