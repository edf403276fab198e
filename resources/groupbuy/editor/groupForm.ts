import dayjs, { type Dayjs } from "dayjs";
import type { GroupBuyActivity } from "../../../server/areas/groupbuy/contract";
import type { ActivityProduct, ActivityRules } from "../../../src/widgets/activitySku";

/** A group buy: at most ten products, each SKU priced at most its own price (0.01 up), limited to its stock. */
export const GROUP_RULES: ActivityRules = { priceAtMostSkuPrice: true, quotaSumAtLeastOne: false, maxProducts: 10 };

/** 基础设置 as the form holds it. */
export interface GroupBasics {
  groupName: string;
  time: [Dayjs, Dayjs];
  buyCount: number;
  validHour: number;
  allQuota: number;
  oncQuota: number;
  showGroup: boolean;
  fictiStatus: boolean;
}

export const NEW_BASICS: Partial<GroupBasics> = { buyCount: 2, validHour: 24, allQuota: 0, oncQuota: 0, showGroup: false, fictiStatus: false };

const DATE_TIME = "YYYY-MM-DD HH:mm:ss";

/** A saved activity back into the form (edit, copy, view). */
export function fromActivity(a: GroupBuyActivity): { basics: GroupBasics; products: ActivityProduct[] } {
  return {
    basics: {
      groupName: a.groupName,
      time: [dayjs(a.startTime), dayjs(a.endTime)],
      buyCount: a.buyCount,
      validHour: a.validHour,
      allQuota: a.allQuota,
      oncQuota: a.oncQuota,
      showGroup: a.showGroup === 1,
      fictiStatus: a.fictiStatus === 1,
    },
    products: a.groupBuyActivityProductResponseList.map((p) => ({
      id: p.productId,
      name: p.productName,
      image: p.image,
      categoryName: "",
      skus: p.groupBuyActivitySkuResponses.map((s) => {
        const sku = s.attrValue[0];
        return {
          skuId: s.skuId,
          id: s.id,
          sku: sku?.sku ?? "",
          image: sku?.image ?? p.image,
          barCode: sku?.barCode ?? "",
          price: sku?.price ?? s.activePrice,
          stock: sku?.stock ?? 0,
          activityPrice: s.activePrice,
          quota: s.quotaShow,
        };
      }),
    })),
  };
}

/** `GroupBuyActivityRequest`; with `id` for an edit (a copy is saved as a new activity). */
export function groupBody(basics: GroupBasics, products: readonly ActivityProduct[], id?: number) {
  return {
    ...(id ? { id } : {}),
    groupName: basics.groupName.trim(),
    startTime: basics.time[0].format(DATE_TIME),
    endTime: basics.time[1].format(DATE_TIME),
    validHour: basics.validHour,
    buyCount: basics.buyCount,
    allQuota: basics.allQuota,
    oncQuota: basics.oncQuota,
    productCount: products.length,
    showGroup: basics.showGroup ? 1 : 0,
    fictiStatus: basics.showGroup && basics.fictiStatus ? 1 : 0,
    groupBuySkuRequest: products.flatMap((p) =>
      p.skus.map((s) => ({
        ...(id && s.id ? { id: s.id, groupActivityId: id } : {}),
        productId: p.id,
        skuId: s.skuId,
        activePrice: s.activityPrice,
        quotaShow: s.quota ?? 0,
      })),
    ),
  };
}
