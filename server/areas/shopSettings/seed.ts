/**
 * The platform's merchant categories and shop types, the profile and configuration of
 * merchants 1 and 2, and merchant 1's PC shop (banners and recommended products).
 */
import type { Db } from "../../db/database.js";
import { now } from "../../core/format.js";

const picture = (n: number) => `/static/demo/product-${String(n).padStart(2, "0")}.png`;

const CATEGORIES = [
  { id: 1, name: "数码家电", handlingFee: 5 },
  { id: 2, name: "服饰鞋包", handlingFee: 8 },
  { id: 3, name: "食品生鲜", handlingFee: 3 },
  { id: 4, name: "家居日用", handlingFee: 6 },
];
const TYPES = [
  { id: 1, name: "旗舰店" },
  { id: 2, name: "专营店" },
  { id: 3, name: "个体店" },
];

export async function seedShopSettings(db: Db): Promise<void> {
  await db.insertInto("merchantCategory").values(CATEGORIES).execute();
  await db.insertInto("merchantType").values(TYPES).execute();
  const time = now();
  await db
    .updateTable("merchant")
    .set({
      categoryId: 1,
      typeId: 1,
      realName: "王建国",
      phone: "13800000001",
      handlingFee: 5,
      isSelf: 1,
      isRecommend: 1,
      qualificationPicture: JSON.stringify([picture(11), picture(12)]),
      copyProductNum: 50,
      keywords: "数码,家电,正品",
      addressDetail: "浙江省杭州市西湖区文三路 90 号",
      latitude: "30.27677",
      longitude: "120.13286",
      avatar: "/static/logo-square.svg",
      backImage: picture(4),
      streetBackImage: picture(3),
      coverImage: picture(5),
      rectangleLogo: "/static/logo.svg",
      intro: "CRMEB 官方旗舰店，正品保障，全国联保，七天无理由退换。",
      serviceType: "phone",
      // As the original console's store settings accept it (SERVICE_PHONE): a 400 number with its dashes.
      servicePhone: "400-8888-794",
      isTakeTheir: 1,
      pcLogo: "/static/logo-square.svg",
      pcGoodStoreCoverImage: picture(6),
      updateTime: time,
    })
    .where("id", "=", 1)
    .execute();
  await db
    .updateTable("merchant")
    .set({
      categoryId: 4,
      typeId: 3,
      realName: "周青禾",
      phone: "13900000002",
      handlingFee: 6,
      qualificationPicture: JSON.stringify([picture(10)]),
      keywords: "家居,日用",
      addressDetail: "江苏省南京市玄武区中山路 18 号",
      latitude: "32.05838",
      longitude: "118.79647",
      avatar: "/static/logo-square.svg",
      backImage: picture(9),
      streetBackImage: picture(8),
      coverImage: picture(7),
      rectangleLogo: "/static/logo.svg",
      intro: "青禾生活馆，专注品质家居好物。",
      serviceType: "H5",
      serviceLink: "https://kefu.example.com/qinghe",
      updateTime: time,
    })
    .where("id", "=", 2)
    .execute();

  const onShelf = await db.selectFrom("product").select("id").where("merId", "=", 1).where("isShow", "=", 1).where("isDel", "=", 0).orderBy("id").limit(4).execute();
  await db.updateTable("merchant").set({ pcRecommendProducts: onShelf.map((p) => p.id).join(",") }).where("id", "=", 1).execute();
  await db
    .insertInto("merchantPcBanner")
    .values([
      { merId: 1, imageUrl: picture(1), linkUrl: "https://shop.example.com/activity/spring", status: 1, sort: 1 },
      { merId: 1, imageUrl: picture(2), linkUrl: "", status: 0, sort: 2 },
      { merId: 2, imageUrl: picture(9), linkUrl: "", status: 1, sort: 1 },
    ])
    .execute();
}
