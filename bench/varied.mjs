// Scenarios the answer cache cannot serve: every request draws new parameters (issue 24). The
// values are sampled from the database under test (order numbers, shoppers' names and phones,
// product words and categories), so each search finds something on SQLite and PostgreSQL alike.
import Database from "libsql";
import pg from "pg";

const M = "/api/admin/merchant";

/** Runs read-only SQL that both databases accept on the bench's database. */
async function reader(location) {
  if (/^postgres(ql)?:/.test(location)) {
    const client = new pg.Client({ connectionString: location });
    await client.connect();
    return { all: async (text) => (await client.query(text)).rows, close: () => client.end() };
  }
  const db = new Database(location, { readonly: true });
  return { all: async (text) => db.prepare(text).all(), close: async () => db.close() };
}

/** Values the scenarios draw from: real order numbers, shopper names and phones, product words, categories. */
export async function sampleValues(location) {
  const db = await reader(location);
  try {
    const orderNos = (await db.all("SELECT order_no FROM merchant_order WHERE mer_id = 1 AND id % 211 = 5 ORDER BY id LIMIT 2000")).map((r) => r.order_no);
    const shoppers = await db.all(
      `SELECT nickname, phone FROM "user" WHERE id IN (SELECT DISTINCT uid FROM merchant_order WHERE mer_id = 1 AND id % 997 = 3) ORDER BY id`,
    );
    const names = (await db.all("SELECT name, keyword FROM product WHERE mer_id = 1 AND is_del = 0 AND id % 101 = 7 ORDER BY id LIMIT 500")).map((r) => r.name);
    const categoryIds = (await db.all("SELECT DISTINCT category_id FROM product WHERE mer_id = 1 ORDER BY category_id")).map((r) => Number(r.category_id));
    const cateIds = [
      ...new Set(
        (await db.all("SELECT DISTINCT cate_id FROM product WHERE mer_id = 1 AND cate_id <> '' ORDER BY cate_id"))
          .flatMap((r) => String(r.cate_id).split(","))
          .filter(Boolean),
      ),
    ].map(Number);
    // The shoppers of merchant 1's after-sales orders, customers and claimed coupons, and the names its comments keep.
    const refundShoppers = await db.all(`SELECT nickname, phone FROM "user" WHERE id IN (SELECT uid FROM refund_order WHERE mer_id = 1) ORDER BY id`);
    const customers = await db.all(`SELECT nickname, phone FROM "user" WHERE id IN (SELECT uid FROM merchant_user WHERE mer_id = 1) ORDER BY id`);
    const claimers = (await db.all(`SELECT nickname FROM "user" WHERE id IN (SELECT uid FROM coupon_user WHERE mer_id = 1) ORDER BY id`)).map((r) => r.nickname);
    const commenters = await db.all("SELECT nickname, phone FROM product_reply WHERE mer_id = 1 AND is_del = 0 ORDER BY id");
    return { orderNos, shoppers, names, categoryIds, cateIds, refundShoppers, customers, claimers, commenters };
  } finally {
    await db.close();
  }
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const int = (min, max) => min + Math.floor(Math.random() * (max - min + 1));
const q = (params) =>
  Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join("&");

const ORDER_TABS = ["all", "unPaid", "notShipped", "spike", "awaitVerification", "receiving", "complete", "refunded", "deleted", "cancel"];
const DATE_KEYWORDS = ["today", "yesterday", "lately7", "lately30", "lately90", "week", "preWeek", "month", "preMonth", "year"];

/** `yyyy-MM-dd` of `daysAgo` days before now (UTC date; the server reads it as a GMT+8 day). */
const dayAgo = (daysAgo) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** A keyword or an explicit range of up to 60 days within the last 120. */
function dateLimit() {
  if (Math.random() < 0.5) return pick(DATE_KEYWORDS);
  const from = int(0, 120);
  return `${dayAgo(from)},${dayAgo(Math.max(0, from - int(0, 60)))}`;
}

/** A 1–4 character piece of a text (a shopper types part of a name). */
function pieceOf(text) {
  const chars = [...text];
  const length = Math.min(chars.length, int(1, 4));
  const start = int(0, chars.length - length);
  return chars.slice(start, start + length).join("");
}

/** A piece of a shopper's nickname, or of the phone when there is one, half the time. */
const nameOrPhone = (shopper) => (shopper.phone && Math.random() < 0.5 ? phonePiece(shopper.phone) : pieceOf(shopper.nickname));

/** A phone fragment of 4–7 digits. */
function phonePiece(phone) {
  const length = int(4, 7);
  const start = int(0, Math.max(0, phone.length - length));
  return phone.slice(start, start + length);
}

/** The scenarios; `path()` draws a new request each call. Budgets: issue 24 (cache off, p99). */
export function variedScenarios(values) {
  const order = (params) => `${M}/order/list?${q({ page: 1, limit: 20, ...params })}`;
  const product = (params) => `${M}/product/list?${q({ type: int(1, 8), page: 1, limit: 20, ...params })}`;
  const withPhone = values.shoppers.filter((s) => s.phone);
  return [
    // No budget: the cheapest signed-in request (the session check, the envelope, nothing else),
    // the least any scenario's figure can be on this machine at this load.
    { name: "floor: signed-in admin info", path: () => `${M}/getAdminInfoByToken?${q({ temp: int(1, 1e9) })}` },
    { name: "order list, random tab, page 1-2000", budgetMs: 50, path: () => order({ status: pick(ORDER_TABS), page: int(1, 2000) }) },
    { name: "order list, date range", budgetMs: 50, path: () => order({ status: pick(ORDER_TABS), dateLimit: dateLimit(), page: int(1, 5) }) },
    { name: "order list, order-number search", budgetMs: 50, path: () => order({ status: "all", orderNo: pick(values.orderNos) }) },
    { name: "order list, customer-name search", budgetMs: 50, path: () => order({ status: pick(ORDER_TABS), searchType: "all", content: pieceOf(pick(values.shoppers).nickname) }) },
    { name: "order list, phone search", budgetMs: 50, path: () => order({ status: "all", searchType: pick(["all", "phone"]), content: phonePiece(pick(withPhone).phone) }) },
    { name: "order counts, date range", budgetMs: 50, path: () => `${M}/order/status/num?${q({ dateLimit: dateLimit() })}` },
    { name: "product list, page 1-4000", budgetMs: 50, path: () => product({ type: int(1, 2), page: int(1, 4000) }) },
    { name: "product list, keyword", budgetMs: 50, path: () => product({ keywords: pieceOf(pick(values.names)), page: int(1, 3) }) },
    {
      name: "product list, category",
      budgetMs: 50,
      path: () => (Math.random() < 0.5 ? product({ categoryId: pick(values.categoryIds), page: int(1, 50) }) : product({ cateId: pick(values.cateIds), page: int(1, 50) })),
    },
    // The lists whose searches read the trigram indexes after the order and product lists'.
    { name: "refund list, shopper search", budgetMs: 50, path: () => `${M}/refund/order/list?${q({ page: 1, limit: 20, searchType: pick(["all", "nickname", "phone"]), content: nameOrPhone(pick(values.refundShoppers)) })}` },
    { name: "customer list, name or phone search", budgetMs: 50, path: () => `${M}/user/list?${q({ page: 1, limit: 20, searchType: "all", content: nameOrPhone(pick(values.customers)) })}` },
    { name: "claim records, nickname search", budgetMs: 50, path: () => `${M}/coupon/user/list?${q({ page: 1, limit: 20, nickname: pieceOf(pick(values.claimers)) })}` },
    { name: "comment list, shopper search", budgetMs: 50, path: () => `${M}/product/reply/list?${q({ page: 1, limit: 20, searchType: "all", content: nameOrPhone(pick(values.commenters)) })}` },
    { name: "comment list, product-name search", budgetMs: 50, path: () => `${M}/product/reply/list?${q({ page: 1, limit: 20, productSearch: pieceOf(pick(values.names)) })}` },
    { name: "product picker, name search", budgetMs: 50, path: () => `${M}/product/activity/search/page?${q({ page: 1, limit: 20, name: pieceOf(pick(values.names)) })}` },
    { name: "dashboard index", budgetMs: 100, path: () => `${M}/statistics/home/index` },
    { name: "dashboard operating data", budgetMs: 100, path: () => `${M}/statistics/home/operating/data` },
    { name: "dashboard pay ranking", budgetMs: 100, path: () => `${M}/statistics/home/product/pay/ranking` },
    { name: "dashboard page-view ranking", budgetMs: 100, path: () => `${M}/statistics/home/product/pageview/ranking` },
  ];
}
