import { describe, expect, it } from "vitest";
import dayjs from "dayjs";
import type { GroupBuyActivity } from "../../../server/areas/groupbuy/contract";
import { editorMode } from "../../../resources/groupbuy/editor/editorMode";
import { fromActivity, groupBody } from "../../../resources/groupbuy/editor/groupForm";
import { countsByState } from "../../../resources/groupbuy/activity/groupTabs";

const saved = {
  id: 7,
  groupName: "三人团",
  startTime: "2025-01-01 10:00:00",
  endTime: "2025-01-10 22:00:00",
  validHour: 24,
  buyCount: 3,
  allQuota: 5,
  oncQuota: 2,
  showGroup: 1,
  fictiStatus: 1,
  groupBuyActivityProductResponseList: [
    {
      productId: 11,
      productName: "手机",
      image: "p.png",
      groupBuyActivitySkuResponses: [
        { id: 101, groupActivityId: 7, productId: 11, activePrice: "88.00", quotaShow: 10, quota: 8, productName: "手机", skuId: 501, latestBuyCount: 0, attrValue: [{ id: 501, sku: "黑,128G", image: "s.png", barCode: "B1", price: "99.00", stock: 30 }] },
      ],
    },
  ],
} as unknown as GroupBuyActivity;

describe("editor mode", () => {
  it("reads the route: none adds, 1 edits, 2 copies, 3 shows", () => {
    expect(editorMode(undefined, undefined)).toBe("add");
    expect(editorMode("7", "1")).toBe("edit");
    expect(editorMode("7", "2")).toBe("copy");
    expect(editorMode("7", "3")).toBe("view");
    expect(editorMode("7", undefined)).toBe("copy");
  });
});

describe("group buy form", () => {
  it("turns a saved activity into the form and its products", () => {
    const { basics, products } = fromActivity(saved);
    expect(basics).toMatchObject({ groupName: "三人团", buyCount: 3, showGroup: true, fictiStatus: true });
    expect(basics.time[0].format("YYYY-MM-DD HH:mm:ss")).toBe("2025-01-01 10:00:00");
    expect(products).toEqual([
      { id: 11, name: "手机", image: "p.png", categoryName: "", skus: [{ skuId: 501, id: 101, sku: "黑,128G", image: "s.png", barCode: "B1", price: "99.00", stock: 30, activityPrice: "88.00", quota: 10 }] },
    ]);
  });

  it("builds the request: an edit keeps ids, a copy or a new one has none", () => {
    const { basics, products } = fromActivity(saved);
    const edit = groupBody(basics, products, 7);
    expect(edit).toMatchObject({ id: 7, startTime: "2025-01-01 10:00:00", endTime: "2025-01-10 22:00:00", productCount: 1, showGroup: 1, fictiStatus: 1 });
    expect(edit.groupBuySkuRequest).toEqual([{ id: 101, groupActivityId: 7, productId: 11, skuId: 501, activePrice: "88.00", quotaShow: 10 }]);
    const copy = groupBody({ ...basics, showGroup: false, time: [dayjs("2025-02-01 00:00:00"), dayjs("2025-02-02 00:00:00")] }, products);
    expect(copy).not.toHaveProperty("id");
    expect(copy).toMatchObject({ showGroup: 0, fictiStatus: 0 });
    expect(copy.groupBuySkuRequest).toEqual([{ productId: 11, skuId: 501, activePrice: "88.00", quotaShow: 10 }]);
  });

  it("keys the review-state counts by state for the tabs", () => {
    expect(countsByState([{ groupStatus: 1, count: 2 }, { groupStatus: 4, count: 9 }])).toEqual({ "1": 2, "4": 9 });
    expect(countsByState(undefined)).toBeUndefined();
    expect(countsByState({})).toBeUndefined();
  });
});
