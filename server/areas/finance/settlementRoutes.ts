/** The settlement account (contract §3.23): where the platform pays settlements to. */
import { requestOrigin } from "../../core/media.js";
import { merchantRoute, type MerchantRoute } from "../../core/route.js";
import { accountAnswer, saveAccount, storedAccount } from "./account.js";
import { settlementInfoBody, type SettlementInfo } from "./contract.js";

export const settlementRoutes: MerchantRoute[] = [
  merchantRoute({
    method: "GET",
    path: "/settlement/info",
    authority: "merchant:settlement:info",
    handler: async ({ db, session, request }): Promise<SettlementInfo> => accountAnswer(await storedAccount(db, session.merId), requestOrigin(request)),
  }),
  merchantRoute({
    method: "POST",
    path: "/settlement/info/edit",
    authority: "merchant:settlement:info:edit",
    sensitive: "编辑商户结算信息",
    schema: { body: settlementInfoBody },
    handler: async ({ db, session, body, request }) => {
      await saveAccount(db, session.merId, body, requestOrigin(request));
      return null;
    },
  }),
];
