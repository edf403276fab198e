import { useCustom, useList } from "@refinedev/core";
import { canDo } from "../../../../providers/accessControl";
import { currentAdmin } from "../../../../providers/session";
import type { UsableCoupon } from "../../../../server/areas/coupon/contract";
import type { SeckillProductRow } from "../../../../server/areas/seckill/contract";
import { SECKILL_AUTH } from "../../../seckill/area";
import { SECKILL } from "../../../seckill/endpoints";
import {
  COUPON_PICKER,
  COUPON_PICKER_AUTH,
} from "../../../../src/widgets/pickers/couponEndpoints";
import { PICKER, PICKER_AUTH } from "../../../../src/widgets/pickers/endpoints";
import type { ProductPick } from "../../../../src/widgets/pickers";
import { toGoods, type Goods } from "../controls/pickedItems";

/**
 * The merchant's goods on sale, newest first, as the shop would show a block that picks its
 * goods itself (automatic goods lists, flash sale and group buy strips).
 */
export function useShowcaseGoods(
  count: number,
  enabled = true,
): { goods: Goods[]; loading: boolean } {
  const { result, query } = useList<ProductPick>({
    resource: PICKER.products,
    pagination: { currentPage: 1, pageSize: count },
    filters: [{ field: "isShow", operator: "eq", value: true }],
    queryOptions: {
      enabled: enabled && canDo(PICKER_AUTH.products),
      staleTime: 60_000,
    },
  });
  return { goods: (result.data ?? []).map(toGoods), loading: query.isLoading };
}

/** What "goods of chosen categories" asks for: the categories, how many, and the order (`goodsSort`: 0 none, 1 sales, 2 price; `sortCollation` 0 ascending, 1 descending). */
export interface CategoryGoodsQuery {
  cateIds: number[];
  count: number;
  sort: number;
  order: number;
}

/** The merchant's goods on sale in the chosen categories, in the chosen order (as the original's editor fetches them). */
export function useCategoryGoods(
  q: CategoryGoodsQuery,
  enabled: boolean,
): { goods: Goods[]; loading: boolean } {
  const field = q.sort === 1 ? "sales" : q.sort === 2 ? "price" : undefined;
  const { result, query } = useList<ProductPick>({
    resource: PICKER.products,
    pagination: { currentPage: 1, pageSize: q.count },
    filters: [
      { field: "isShow", operator: "eq", value: true },
      { field: "cateIds", operator: "eq", value: q.cateIds },
    ],
    sorters: field ? [{ field, order: q.order === 0 ? "asc" : "desc" }] : [],
    queryOptions: {
      enabled: enabled && q.cateIds.length > 0 && canDo(PICKER_AUTH.products),
      staleTime: 60_000,
    },
  });
  return {
    goods: q.cateIds.length ? (result.data ?? []).map(toGoods) : [],
    loading: query.isFetching,
  };
}

/** The merchant's approved flash-sale goods on the shelf, at their flash-sale price (the seckill area's list). */
export function useSeckillGoods(count: number): {
  goods: Goods[];
  loading: boolean;
} {
  const { result, query } = useList<SeckillProductRow>({
    resource: SECKILL.products,
    pagination: { currentPage: 1, pageSize: count },
    filters: [
      { field: "proStatus", operator: "eq", value: 1 },
      { field: "auditStatus", operator: "eq", value: 2 },
    ],
    queryOptions: { enabled: canDo(SECKILL_AUTH.products), staleTime: 60_000 },
  });
  return {
    goods: (result.data ?? []).map((p) => ({
      id: p.productId,
      image: p.image,
      name: p.name,
      price: p.seckillPrice,
    })),
    loading: query.isLoading,
  };
}

/** The coupons shoppers can claim now (a block set to show them automatically). */
export function useClaimableCoupons(enabled = true): UsableCoupon[] {
  const { result } = useCustom<UsableCoupon[]>({
    url: "",
    method: "get",
    meta: { resource: COUPON_PICKER, action: "usable" },
    queryOptions: {
      enabled: enabled && canDo(COUPON_PICKER_AUTH.usable),
      staleTime: 60_000,
    },
  });
  return Array.isArray(result.data) ? result.data : [];
}

/** The shop's name and stars for the shop-information blocks. */
export function useShopInfo() {
  const admin = currentAdmin();
  return {
    name: admin?.merName || admin?.realName || "",
    stars: Math.max(0, Math.min(5, admin?.merStarLevel ?? 0)),
  };
}
