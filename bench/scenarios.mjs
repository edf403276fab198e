// The data sizes the issues name, and the server endpoints whose latency they budget.
import path from "node:path";
import { multiplyRows } from "./bulk.mjs";

const M = "/api/admin/merchant";

/** Grows merchant 1 to 100,000 products and 10,000 pictures; returns the counts. */
export function bulkData({ dataDir }) {
  const dbFile = path.join(dataDir, "crmeb.db");
  const products = multiplyRows(dbFile, "product", { merId: 1, target: 100_000, rename: "name" });
  const pictures = multiplyRows(dbFile, "system_attachment", { merId: 1, target: 10_000, rename: "name" });
  return { products, pictures };
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
  ];
}
