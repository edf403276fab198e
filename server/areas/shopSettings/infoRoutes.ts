/**
 * The merchant's profile (set by the platform), its own configuration and the shop's open
 * switch (contract §3.23). The merchant row is cached (core/accounts.ts): every write goes
 * through `updateMerchant` / `updateMerchantWith`.
 */
import { merchantById, updateMerchant, updateMerchantWith } from "../../core/accounts.js";
import { badRequest, refused } from "../../core/errors.js";
import { now } from "../../core/format.js";
import { fromMediaUrl, requestOrigin, toMediaUrl } from "../../core/media.js";
import { merchantRoute, type MerchantRoute } from "../../core/route.js";
import type { Db } from "../../db/database.js";
import { readConfig } from "../session/config.js";
import { configInfoBody, type MerchantBaseInfo, type MerchantConfigInfo, type ServiceType } from "./contract.js";

export async function currentMerchant(db: Db, merId: number) {
  const merchant = await merchantById(db, merId);
  if (!merchant) throw refused("商户不存在");
  return merchant;
}

/** Stored picture paths of a JSON list, as absolute URLs in a JSON list again. */
function picturesJson(stored: string, origin: string): string {
  try {
    const list = JSON.parse(stored) as unknown;
    return JSON.stringify(Array.isArray(list) ? list.map((p) => toMediaUrl(String(p), origin)) : []);
  } catch {
    return "[]";
  }
}

/** The backend's `openMerchantValidator`: a shop opens only with its pictures and a customer-service channel. */
function refuseOpening(merchant: Awaited<ReturnType<typeof currentMerchant>>): void {
  if (!merchant.avatar || !merchant.backImage || !merchant.streetBackImage) throw badRequest("请先进行商户头像、背景图配置");
  if (!merchant.serviceLink && !merchant.servicePhone) throw badRequest("请先进行客服信息配置");
  if (merchant.isForceShutdown) throw badRequest("平台强制关闭，请联系平台管理员");
}

export const infoRoutes: MerchantRoute[] = [
  merchantRoute({
    method: "GET",
    path: "/base/info",
    authority: "merchant:base:info",
    handler: async ({ db, session, request }): Promise<MerchantBaseInfo> => {
      const m = await currentMerchant(db, session.merId);
      const [category, type] = await Promise.all([
        db.selectFrom("merchantCategory").select("name").where("id", "=", m.categoryId).executeTakeFirst(),
        db.selectFrom("merchantType").select("name").where("id", "=", m.typeId).executeTakeFirst(),
      ]);
      return {
        name: m.name,
        categoryId: m.categoryId,
        merCategory: category?.name ?? "",
        typeId: m.typeId,
        merType: type?.name ?? "",
        realName: m.realName,
        phone: m.phone,
        handlingFee: m.handlingFee,
        isSelf: m.isSelf === 1,
        isRecommend: m.isRecommend === 1,
        isSwitch: m.isSwitch === 1,
        productSwitch: m.productSwitch === 1,
        qualificationPicture: picturesJson(m.qualificationPicture, requestOrigin(request)),
        copyProductNum: m.copyProductNum,
        starLevel: m.starLevel,
        receiptPrintingSwitch: m.receiptPrintingSwitch,
        electrPrintingSwitch: m.electrPrintingSwitch,
        createTime: m.createTime,
      };
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/config/info",
    authority: "merchant:config:info",
    handler: async ({ db, session, request }): Promise<MerchantConfigInfo> => {
      const [m, config] = await Promise.all([currentMerchant(db, session.merId), readConfig(db)]);
      const url = (path: string) => toMediaUrl(path, requestOrigin(request));
      return {
        keywords: m.keywords,
        addressDetail: m.addressDetail,
        latitude: m.latitude,
        longitude: m.longitude,
        backImage: url(m.backImage),
        avatar: url(m.avatar),
        rectangleLogo: url(m.rectangleLogo),
        coverImage: url(m.coverImage),
        streetBackImage: url(m.streetBackImage),
        intro: m.intro,
        alertStock: m.alertStock,
        serviceType: m.serviceType as ServiceType,
        serviceLink: m.serviceLink,
        servicePhone: m.servicePhone,
        pcBanner: url(m.pcBanner),
        pcBackImage: url(m.pcBackImage),
        isTakeTheir: m.isTakeTheir === 1,
        receiptPrintingSwitch: m.receiptPrintingSwitch,
        electrPrintingSwitch: m.electrPrintingSwitch,
        txMapKey: config.tengXunMapKey,
      };
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/config/info/edit",
    authority: "merchant:config:info:edit",
    sensitive: "商户端商户配置信息编辑",
    schema: { body: configInfoBody },
    handler: async ({ db, session, body, request }) => {
      await currentMerchant(db, session.merId);
      const store = (url: string) => fromMediaUrl(url, requestOrigin(request));
      // Absent print switches keep their values (the backend's update skips nulls).
      const switches = {
        ...(body.receiptPrintingSwitch === undefined ? {} : { receiptPrintingSwitch: body.receiptPrintingSwitch }),
        ...(body.electrPrintingSwitch === undefined ? {} : { electrPrintingSwitch: body.electrPrintingSwitch }),
      };
      await updateMerchant(db, session.merId, {
        keywords: body.keywords,
        addressDetail: body.addressDetail,
        latitude: body.latitude,
        longitude: body.longitude,
        backImage: store(body.backImage),
        avatar: store(body.avatar),
        rectangleLogo: store(body.rectangleLogo),
        coverImage: store(body.coverImage),
        streetBackImage: store(body.streetBackImage),
        intro: body.intro,
        alertStock: body.alertStock,
        serviceType: body.serviceType,
        serviceLink: body.serviceLink,
        servicePhone: body.servicePhone,
        pcBanner: store(body.pcBanner),
        pcBackImage: store(body.pcBackImage),
        isTakeTheir: body.isTakeTheir ? 1 : 0,
        ...switches,
        updateTime: now(),
      });
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/switch/update",
    authority: "merchant:switch:update",
    sensitive: "商户端商户开关",
    handler: async ({ db, session }) => {
      const merchant = await currentMerchant(db, session.merId);
      if (merchant.isSwitch === 1) {
        // Closing the shop takes every product off the shelf (the backend's downByMerId).
        const time = now();
        await updateMerchantWith(db, merchant.id, { isSwitch: 0, updateTime: time }, async (trx) => {
          await trx.updateTable("product").set({ isShow: 0, updateTime: time }).where("merId", "=", merchant.id).where("isShow", "=", 1).execute();
        });
        return null;
      }
      refuseOpening(merchant);
      await updateMerchant(db, merchant.id, { isSwitch: 1, updateTime: now() });
      return null;
    },
  }),
];
