import { describe, expect, it } from "vitest";
import { joinBlock } from "../../../resources/seckill/joinable";
import { joinBody } from "../../../resources/seckill/join/joinBody";

describe("who may join a flash sale", () => {
  it("blocks ended, unopened and higher-star activities", () => {
    expect(joinBlock({ status: 1, isOpen: 1, merStars: 3 }, 5)).toBeUndefined();
    expect(joinBlock({ status: 0, isOpen: 1, merStars: 0 }, 0)).toBeUndefined();
    expect(joinBlock({ status: 2, isOpen: 1, merStars: 0 }, 5)).toBe("ended");
    expect(joinBlock({ status: 0, isOpen: 0, merStars: 0 }, 5)).toBe("closed");
    expect(joinBlock({ status: 1, isOpen: 1, merStars: 4 }, 3)).toBe("stars");
  });
});

describe("the join request", () => {
  it("sends the activity as id and every SKU with its quota and price", () => {
    const body = joinBody(5, [
      { id: 9, name: "P", image: "", categoryName: "", skus: [{ skuId: 90, sku: "默认", image: "", barCode: "", price: "10.00", stock: 3, activityPrice: "6.60", quota: 2 }] },
    ]);
    expect(body).toEqual({ id: 5, productList: [{ id: 9, sort: 0, attrValue: [{ attrValueId: 90, quota: 2, activityPrice: "6.60" }] }] });
  });
});
