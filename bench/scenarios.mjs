// The data sizes the issues name, and the server endpoints whose latency they budget.
import path from "node:path";
import Database from "libsql";
import { multiplyRows } from "./bulk.mjs";

const M = "/api/admin/merchant";

/** An order number of the large set, for the search scenario (set by bulkOrders). */
let sampleOrderNo = "";

/** Grows merchant 1 to 100,000 products, 10,000 pictures and 1,000,000 orders; returns the counts. */
export function bulkData({ dataDir }) {
  const dbFile = path.join(dataDir, "crmeb.db");
  const products = multiplyRows(dbFile, "product", { merId: 1, target: 100_000, rename: "name" });
  const pictures = multiplyRows(dbFile, "system_attachment", { merId: 1, target: 10_000, rename: "name" });
  return { products, pictures, orders: bulkOrders(dbFile) };
}

/**
 * Merchant 1's orders copied up to 1,000,000, with their lines: copy n of an order is named
 * `<orderNo> #n` and so is copy n of its lines, so each copied line belongs to its copied order.
 */
export function bulkOrders(dbFile, target = 1_000_000) {
  const db = new Database(dbFile);
  const count = (sql) => Number(db.prepare(sql).get().n);
  const orders = count("SELECT count(*) AS n FROM merchant_order WHERE mer_id = 1");
  const lines = count("SELECT count(*) AS n FROM order_detail WHERE mer_id = 1");
  db.close();
  const copies = Math.ceil((target - orders) / orders);
  const total = multiplyRows(dbFile, "merchant_order", { merId: 1, target, rename: "order_no" });
  multiplyRows(dbFile, "order_detail", { merId: 1, target: lines * (copies + 1), rename: "order_no" });
  const after = new Database(dbFile);
  sampleOrderNo = after.prepare("SELECT order_no FROM merchant_order WHERE mer_id = 1 AND id % 1000 = 7 ORDER BY id DESC LIMIT 1 OFFSET 300").get().order_no;
  after.close();
  return total;
}

/** The order list and status counts on the large set (run after bulkData). */
export function orderScenarios() {
  const search = `${M}/order/list?status=all&page=1&limit=20&orderNo=${encodeURIComponent(sampleOrderNo)}`;
  return [
    { name: "order list, all, page 1", path: `${M}/order/list?status=all&page=1&limit=20`, budgetMs: 30 },
    { name: "order list, notShipped, page 1", path: `${M}/order/list?status=notShipped&page=1&limit=20`, budgetMs: 30 },
    { name: "order list, all, page 200", path: `${M}/order/list?status=all&page=200&limit=20`, budgetMs: 30 },
    { name: "order list, complete, page 200", path: `${M}/order/list?status=complete&page=200&limit=20`, budgetMs: 30 },
    { name: "order list, orderNo search", path: search, budgetMs: 30 },
    { name: "order status/num", path: `${M}/order/status/num`, budgetMs: 30 },
  ];
}

/** The dashboard's statistics on the large set (contract §3.29; budget 50 ms). */
export function statisticsScenarios() {
  const home = `${M}/statistics/home`;
  return [
    { name: "dashboard index", path: `${home}/index`, budgetMs: 50 },
    { name: "dashboard operating data", path: `${home}/operating/data`, budgetMs: 50 },
    { name: "dashboard pay ranking", path: `${home}/product/pay/ranking`, budgetMs: 50 },
    { name: "dashboard page-view ranking", path: `${home}/product/pageview/ranking`, budgetMs: 50 },
  ];
}

export function serverScenarios() {
  return [
    { name: "getMenus", path: `${M}/getMenus`, budgetMs: 20 },
    { name: "getAdminInfoByToken", path: `${M}/getAdminInfoByToken`, budgetMs: 20 },
    { name: "product list, tab 1, page 1", path: `${M}/product/list?type=1&page=1&limit=20`, budgetMs: 30 },
    { name: "product list, tab 2, page 200", path: `${M}/product/list?type=2&page=200&limit=20`, budgetMs: 30 },
    { name: "product list, keyword", path: `${M}/product/list?type=1&page=1&limit=20&keywords=${encodeURIComponent("茶")}`, budgetMs: 30 },
    { name: "product tabs/headers", path: `${M}/product/tabs/headers`, budgetMs: 30 },
    { name: "picture library, page 1", path: `${M}/attachment/list?page=1&limit=18&attType=jpg,jpeg,gif,png,bmp,PNG,JPG`, budgetMs: 30 },
    ...orderScenarios(),
    ...statisticsScenarios(),
  ];
}
