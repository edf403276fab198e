/**
 * Demo group buys: merchant 1's activities in every review state (approved and running, pending,
 * rejected, withdrawn, approved and ended) and groups of its customers in the running and the
 * ended one — succeeded, still open, failed — with their members; merchant 2 one activity with
 * one group, for isolation. Activities are saved through the same SKU rules as the API.
 */
import type { Db } from "../../db/database.js";
import { formatDateTime } from "../../core/format.js";
import { REJECT_REASON } from "../../core/simulatedReview.js";
import { marketingProductIds, marketingProducts } from "../product/marketingProducts.js";
import { orderNumber } from "../order/numbers.js";
import { GROUP_STATUS, RECORD_STATUS, type GroupActivityInput } from "./contract.js";
import { activityColumns, planSkus, writeSkus } from "./write.js";

const HOUR_MS = 3600 * 1000;
const at = (hours: number) => formatDateTime(new Date(Date.now() + hours * HOUR_MS));

interface ActivitySeed {
  name: string;
  fromHours: number;
  toHours: number;
  buyCount: number;
  groupStatus: number;
  on: number;
  showGroup?: number;
  fictiStatus?: number;
}

async function addActivity(db: Db, merId: number, seed: ActivitySeed, productIds: number[]): Promise<number> {
  const products = await marketingProducts(db, merId, productIds);
  const groupBuySkuRequest = productIds.flatMap((id) =>
    (products.get(id)?.skus ?? []).map((s) => ({ productId: id, skuId: s.id, activePrice: Math.max(1, Math.round(s.price * 0.85)), quotaShow: Math.min(s.stock, 50) })),
  );
  const input: GroupActivityInput = {
    groupName: seed.name,
    startTime: at(seed.fromHours),
    endTime: at(seed.toHours),
    validHour: 24,
    buyCount: seed.buyCount,
    allQuota: 5,
    oncQuota: 2,
    productCount: productIds.length,
    showGroup: seed.showGroup ?? 1,
    fictiStatus: seed.fictiStatus ?? 0,
    groupBuySkuRequest,
  };
  const { rows, productCount } = await planSkus(db, merId, groupBuySkuRequest);
  const columns = activityColumns(input, productCount);
  const decided = seed.groupStatus !== GROUP_STATUS.pending;
  const { id } = await db
    .insertInto("groupBuyActivity")
    .values({
      ...columns,
      merId,
      groupStatus: seed.groupStatus,
      refusal: seed.groupStatus === GROUP_STATUS.rejected ? REJECT_REASON : "",
      // Decided ones were submitted a day before they start.
      submitTime: decided ? at(seed.fromHours - 24) : columns.submitTime,
      activityStatus: seed.on,
      isDel: 0,
      createTime: decided ? at(seed.fromHours - 24) : columns.updateTime,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await writeSkus(db, id, rows);
  return id;
}

interface Shopper {
  id: number;
  nickname: string;
  avatar: string;
  phone: string;
}

async function shoppersOf(db: Db, merId: number): Promise<Shopper[]> {
  return db
    .selectFrom("merchantUser")
    .innerJoin("user", "user.id", "merchantUser.uid")
    .select(["user.id", "user.nickname", "user.avatar", "user.phone"])
    .where("merchantUser.merId", "=", merId)
    .orderBy("user.id")
    .limit(40)
    .execute();
}

interface GroupSeed {
  status: number;
  /** Hours ago the group was opened. */
  openedHoursAgo: number;
  members: number;
}

/** Groups of one activity, opened by successive shoppers on its SKUs in turn. */
async function addGroups(db: Db, merId: number, activityId: number, groups: GroupSeed[], shoppers: Shopper[]): Promise<void> {
  if (!shoppers.length) return;
  const activity = await db.selectFrom("groupBuyActivity").selectAll().where("id", "=", activityId).executeTakeFirstOrThrow();
  const skus = await db.selectFrom("groupBuyActivitySku").selectAll().where("groupActivityId", "=", activityId).orderBy("id").execute();
  const products = await marketingProducts(db, merId, [...new Set(skus.map((s) => s.productId))]);
  let next = 0;
  for (const [index, group] of groups.entries()) {
    const sku = skus[index % skus.length]!;
    const entry = products.get(sku.productId)!;
    const skuName = entry.skus.find((s) => s.id === sku.skuId)?.sku ?? "";
    const opened = new Date(Date.now() - group.openedHoursAgo * HOUR_MS);
    const members = shoppers.length ? Array.from({ length: group.members }, () => shoppers[next++ % shoppers.length]!) : [];
    const leader = members[0]!;
    const { id } = await db
      .insertInto("groupBuyRecord")
      .values({
        merId,
        groupActivityId: activityId,
        productId: sku.productId,
        productName: entry.product.name,
        productImage: entry.product.image,
        leaderUid: leader.id,
        leaderNickname: leader.nickname,
        leaderPhone: leader.phone,
        buyingCountNum: activity.buyCount,
        yetBuyingNum: group.members,
        recordStatus: group.status,
        createTime: formatDateTime(opened),
        endTime: formatDateTime(new Date(opened.getTime() + activity.validHour * HOUR_MS)),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("groupBuyMember")
      .values(
        members.map((m, i) => {
          const joined = new Date(opened.getTime() + i * 17 * 60 * 1000);
          const payNum = 1 + ((id + i) % 2);
          return {
            recordId: id,
            merId,
            uid: m.id,
            nickname: m.nickname,
            avatar: m.avatar,
            orderNo: orderNumber(joined, id * 100 + i),
            sku: skuName,
            payNum,
            payPrice: sku.activePrice * payNum,
            refundNum: group.status === RECORD_STATUS.failed ? payNum : 0,
            isLeader: i === 0 ? 1 : 0,
            createTime: formatDateTime(joined),
          };
        }),
      )
      .execute();
  }
}

export async function seedGroupBuy(db: Db): Promise<void> {
  const one = await marketingProductIds(db, 1, 12);
  const two = await marketingProductIds(db, 2, 2);
  if (one.length < 11) return;
  const { success, running, failed } = RECORD_STATUS;
  const live = await addActivity(db, 1, { name: "三人团·爆款直降", fromHours: -48, toHours: 24 * 20, buyCount: 3, groupStatus: GROUP_STATUS.approved, on: 1 }, [one[8]!, one[9]!]);
  await addActivity(db, 1, { name: "周末两人团", fromHours: 24, toHours: 24 * 10, buyCount: 2, groupStatus: GROUP_STATUS.pending, on: 0 }, [one[10]!]);
  await addActivity(db, 1, { name: "清仓拼团（驳回示例）", fromHours: 24, toHours: 24 * 5, buyCount: 2, groupStatus: GROUP_STATUS.rejected, on: 0 }, [one[11] ?? one[8]!]);
  await addActivity(db, 1, { name: "春季新品拼团", fromHours: 48, toHours: 24 * 12, buyCount: 4, groupStatus: GROUP_STATUS.withdrawn, on: 0 }, [one[9]!]);
  const ended = await addActivity(db, 1, { name: "元旦五人团", fromHours: -24 * 40, toHours: -24 * 10, buyCount: 5, groupStatus: GROUP_STATUS.approved, on: 0, fictiStatus: 1 }, [one[10]!]);
  const shoppers = await shoppersOf(db, 1);
  await addGroups(
    db,
    1,
    live,
    [
      { status: success, openedHoursAgo: 40, members: 3 },
      { status: success, openedHoursAgo: 30, members: 3 },
      { status: success, openedHoursAgo: 20, members: 3 },
      { status: running, openedHoursAgo: 3, members: 2 },
      { status: running, openedHoursAgo: 1, members: 1 },
      { status: failed, openedHoursAgo: 47, members: 2 },
    ],
    shoppers,
  );
  await addGroups(
    db,
    1,
    ended,
    [
      { status: success, openedHoursAgo: 24 * 30, members: 5 },
      { status: failed, openedHoursAgo: 24 * 20, members: 3 },
    ],
    shoppers.slice(10),
  );
  if (two.length) {
    const theirs = await addActivity(db, 2, { name: "青禾两人团", fromHours: -24, toHours: 24 * 15, buyCount: 2, groupStatus: GROUP_STATUS.approved, on: 1 }, [two[0]!]);
    await addGroups(db, 2, theirs, [{ status: success, openedHoursAgo: 5, members: 2 }], await shoppersOf(db, 2));
  }
}
