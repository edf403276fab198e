/** One address of the signed-in merchant; another merchant's (or a deleted one) is "missing". */
import type { Selectable } from "kysely";
import { ApiError, refused } from "../../core/errors.js";
import type { MerchantScope } from "../../core/route.js";
import type { AddressTables } from "./tables.js";

export type AddressRow = Selectable<AddressTables["merchantAddress"]>;

export const addressMissing = () => new ApiError(4401, "商户地址不存在");

export async function findAddress(mine: MerchantScope, id: number): Promise<AddressRow> {
  const row = await mine.selectFrom("merchantAddress").selectAll().where("id", "=", id).where("isDel", "=", 0).executeTakeFirst();
  if (!row) throw addressMissing();
  return row;
}

/** The address a return goes back to (refund approval, contract §3.12): the merchant's own, shown. */
export async function findReturnAddress(mine: MerchantScope, id: number): Promise<AddressRow> {
  const row = await findAddress(mine, id);
  if (row.isShow !== 1) throw refused("该退货地址已关闭，请选择其他地址");
  return row;
}
