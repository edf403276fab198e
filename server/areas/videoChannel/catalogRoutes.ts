/**
 * What WeChat keeps for the shop (contract §3.28): the category tree, brands, delivery companies,
 * and the picture upload that turns a library picture into a WeChat picture (simulated: same file).
 */
import { randomBytes } from "node:crypto";
import { readPage } from "../../core/paging.js";
import { badRequest } from "../../core/errors.js";
import { fromMediaUrl, requestOrigin, toMediaUrl } from "../../core/media.js";
import { merchantRoute, type MerchantRoute } from "../../core/route.js";
import { brandSearchSchema, imgUploadSchema, type CatTreeNode, type ImgUploadResult, type PayComponentCat } from "./contract.js";

const PICTURE = /\.(jpe?g|png|gif|bmp)(\?.*)?$/i;

/** Flat categories → the cascader's three levels (every node carries the qualification fields). */
export function catTree(cats: PayComponentCat[]): CatTreeNode[] {
  const node = (value: number, label: string): CatTreeNode => ({
    value,
    label,
    qualification: "",
    qualificationType: 0,
    productQualification: "",
    productQualificationType: 0,
    status: 3,
    children: [],
  });
  const firsts = new Map<number, CatTreeNode>();
  const seconds = new Map<number, CatTreeNode>();
  for (const cat of cats) {
    let first = firsts.get(cat.firstCatId);
    if (!first) firsts.set(cat.firstCatId, (first = node(cat.firstCatId, cat.firstCatName)));
    let second = seconds.get(cat.secondCatId);
    if (!second) {
      seconds.set(cat.secondCatId, (second = node(cat.secondCatId, cat.secondCatName)));
      first.children!.push(second);
    }
    second.children!.push({
      value: cat.thirdCatId,
      label: cat.thirdCatName,
      qualification: cat.qualification,
      qualificationType: cat.qualificationType,
      productQualification: cat.productQualification,
      productQualificationType: cat.productQualificationType,
      status: cat.status,
    });
  }
  return [...firsts.values()];
}

const mediaId = () => randomBytes(18).toString("base64url");

export const catalogRoutes: MerchantRoute[] = [
  merchantRoute({
    method: "GET",
    path: "/pay/component/cat/get/list",
    authority: "merchant:pay:component:cat:list",
    handler: async ({ db }) => catTree(await db.selectFrom("payComponentCat").selectAll().orderBy("firstCatId").orderBy("secondCatId").orderBy("thirdCatId").execute()),
  }),
  merchantRoute({
    method: "POST",
    path: "/pay/component/shop/cat/get",
    authority: "merchant:pay:component:shop:cat:get",
    handler: ({ db }): Promise<PayComponentCat[]> => db.selectFrom("payComponentCat").selectAll().orderBy("thirdCatId").execute(),
  }),
  merchantRoute({
    method: "GET",
    path: "/pay/component/shop/brand/usable/list",
    authority: "merchant:pay:component:shop:brand:usable:list",
    handler: ({ db }) => db.selectFrom("payComponentShopBrand").selectAll().where("status", "=", 1).orderBy("id").execute(),
  }),
  merchantRoute({
    method: "GET",
    path: "/pay/component/shop/brand/list",
    authority: "merchant:pay:component:shop:brand:list",
    schema: { query: brandSearchSchema },
    handler: async ({ db, query }) => {
      let base = db.selectFrom("payComponentShopBrand");
      if (query.status !== undefined) base = base.where("status", "=", query.status);
      return readPage(
        base,
        query,
        (q) => q.selectAll().orderBy("id"),
      );
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/pay/component/shop/img/upload",
    authority: "merchant:pay:component:shop:img:upload",
    schema: { body: imgUploadSchema },
    handler: ({ body, request }): ImgUploadResult => {
      if (body.uploadType === 0) throw badRequest("二进制流上传需要以表单提交图片，请改用图片链接上传（uploadType=1）");
      const origin = requestOrigin(request);
      const path = fromMediaUrl(body.imgUrl, origin);
      if (!PICTURE.test(path)) throw badRequest("只能上传jpg、jpeg、png、gif、bmp格式的图片");
      const info = { media_id: "", temp_img_url: "", pay_media_id: "" };
      if (body.respType === 0) info.media_id = mediaId();
      else if (body.respType === 1) info.temp_img_url = toMediaUrl(path, origin);
      else info.pay_media_id = mediaId();
      return { errcode: 0, errmsg: "ok", img_info: info };
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/pay/component/delivery/company/get/list",
    authority: "merchant:pay:component:delivery:company:get:list",
    handler: ({ db }) => db.selectFrom("payComponentDeliveryCompany").selectAll().orderBy("id").execute(),
  }),
];
