/**
 * Demo shoppers: 60 customers of merchant 1 and 10 of merchant 2 (4 of them buy from both),
 * registered over the last year and a bit, so every dateLimit keyword finds someone.
 */
import type { Db } from "../../db/database.js";
import { CHINA_OFFSET_MS, formatDateTime } from "../../core/format.js";
import { USER_LEVELS } from "./levels.js";
import { demoAvatar } from "./demoAvatars.js";

const SURNAMES = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高".split("");
const NICKNAMES = [
  "晴天小猪", "追风少年", "柠檬不萌", "快乐的鱼", "月光宝盒", "奶茶三分糖", "南城旧梦", "小熊软糖", "阿杰", "芒果布丁",
  "木子李", "清风徐来", "橘子汽水", "小太阳", "一只喵", "夏天的风", "Coco", "星河滚烫", "慢慢来", "甜甜圈",
  "山海", "大白兔", "阿花", "云朵朵", "安静的美男子", "Lucky", "锦鲤本鲤", "北极光", "豆豆妈", "老周",
];
const PLACES: Array<[string, string, string]> = [
  ["浙江省", "杭州市", "西湖区"], ["浙江省", "宁波市", "鄞州区"], ["上海市", "上海市", "浦东新区"], ["江苏省", "南京市", "鼓楼区"],
  ["江苏省", "苏州市", "姑苏区"], ["广东省", "深圳市", "南山区"], ["广东省", "广州市", "天河区"], ["北京市", "北京市", "朝阳区"],
  ["四川省", "成都市", "武侯区"], ["湖北省", "武汉市", "洪山区"], ["山东省", "青岛市", "市南区"], ["福建省", "厦门市", "思明区"],
];
const STREETS = ["文三路", "人民路", "解放大道", "中山路", "长江路", "建设路", "学府街", "滨江大道"];
const REGISTER_TYPES = ["routine", "routine", "wechat", "h5", "iosWx", "androidWx", "ios"];
const PHONE_PREFIXES = ["138", "139", "135", "136", "150", "151", "158", "186", "187", "177", "199", "133"];
const MARKS = ["", "", "", "老客户，偏好顺丰", "爱买水果", "", "批发客户", ""];

const DAY_MS = 24 * 3600 * 1000;

/** Deterministic pseudo-random numbers (mulberry32), so every fresh database is the same. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const CUSTOMER_COUNT = { merchant1: 60, merchant2: 10, shared: 4 };

export async function seedCustomers(db: Db): Promise<void> {
  const rnd = random(20240601);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const nowMs = Date.now();
  // How far into its day (GMT+8) the seed runs: a customer of "today" or "yesterday" stays on
  // that day even just after midnight (the 今天 filter found none when seeded after 00:00).
  const intoToday = (nowMs + CHINA_OFFSET_MS) % DAY_MS;
  const total = CUSTOMER_COUNT.merchant1 + CUSTOMER_COUNT.merchant2 - CUSTOMER_COUNT.shared;
  const uids: number[] = [];
  for (let i = 0; i < total; i++) {
    // The first few registered today and yesterday; the rest spread over ~400 days.
    const ageDays = i < 2 ? 0 : i < 4 ? 1 : i < 10 ? 2 + Math.floor(rnd() * 5) : Math.floor(rnd() * 400);
    const created = new Date(nowMs - ageDays * DAY_MS - Math.floor(rnd() * Math.min(8 * 3600 * 1000, intoToday)));
    const lastLogin = new Date(Math.min(nowMs, created.getTime() + Math.floor(rnd() * 60) * DAY_MS));
    const [province, city, district] = pick(PLACES);
    const registerType = pick(REGISTER_TYPES);
    const nickname = i < NICKNAMES.length ? NICKNAMES[i]! : `${pick(SURNAMES)}${pick(["先生", "女士", "同学", "小姐姐", "大叔"])}${i}`;
    const sex = [1, 2, 2, 1, 0, 2, 1, 3][i % 8]!;
    const payCount = Math.floor(rnd() * 12) + 1;
    const isPromoter = i % 9 === 0 ? 1 : 0;
    const time = formatDateTime(created);
    const { id } = await db
      .insertInto("user")
      .values({
        account: `u${String(10000 + i)}`,
        realName: i % 3 === 0 ? `${pick(SURNAMES)}${pick(["伟", "芳", "娜", "敏", "静", "磊", "洋", "婷"])}` : "",
        nickname,
        avatar: demoAvatar(i),
        phone: `${pick(PHONE_PREFIXES)}${String(Math.floor(rnd() * 1e8)).padStart(8, "0")}`,
        sex,
        birthday: i % 4 === 0 ? `${1975 + (i % 30)}-${String((i % 12) + 1).padStart(2, "0")}-${String((i % 27) + 1).padStart(2, "0")}` : "",
        country: "CN",
        province,
        city,
        district,
        address: `${pick(STREETS)}${(i * 37) % 300 + 1}号`,
        tagId: "",
        registerType,
        status: i === 17 ? 0 : 1,
        integral: Math.floor(rnd() * 3000),
        experience: Math.floor(rnd() * 5000),
        nowMoney: Math.floor(rnd() * 50000),
        brokeragePrice: isPromoter ? Math.floor(rnd() * 20000) : 0,
        // A level id of the platform's (registering gives level 1); drawn in its place among the random values.
        level: USER_LEVELS[Math.floor(rnd() * USER_LEVELS.length)]!.id,
        signNum: Math.floor(rnd() * 30),
        isWechatPublic: registerType === "wechat" ? 1 : 0,
        isWechatRoutine: registerType === "routine" ? 1 : 0,
        isWechatIos: registerType === "iosWx" ? 1 : 0,
        isWechatAndroid: registerType === "androidWx" ? 1 : 0,
        isBindingIos: registerType === "ios" ? 1 : 0,
        payCount,
        isPromoter,
        promoterTime: isPromoter ? time : null,
        spreadUid: i > 5 && i % 7 === 0 ? uids[i % 5]! : 0,
        spreadTime: i > 5 && i % 7 === 0 ? time : null,
        spreadCount: 0,
        addIp: `183.${(i * 13) % 255}.${(i * 29) % 255}.${(i * 7) % 255}`,
        lastIp: `112.${(i * 11) % 255}.${(i * 3) % 255}.${(i * 17) % 255}`,
        lastLoginTime: formatDateTime(lastLogin),
        mark: pick(MARKS),
        isPaidMember: i % 11 === 0 ? 1 : 0,
        isPermanentPaidMember: 0,
        paidMemberExpirationTime: i % 11 === 0 ? formatDateTime(new Date(nowMs + 180 * DAY_MS)) : null,
        isLogoff: 0,
        logoffTime: null,
        createTime: time,
        updateTime: time,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    uids.push(id);
  }
  // Referral counts follow the referrals above.
  for (const referrer of new Set(uids.slice(0, 5))) {
    await db
      .updateTable("user")
      .set((eb) => ({ spreadCount: eb.selectFrom("user as u").select((e) => e.fn.countAll<number>().as("n")).where("u.spreadUid", "=", referrer) }))
      .where("id", "=", referrer)
      .execute();
  }
  const relations = [
    ...uids.slice(0, CUSTOMER_COUNT.merchant1).map((uid) => ({ merId: 1, uid })),
    ...uids.slice(CUSTOMER_COUNT.merchant1 - CUSTOMER_COUNT.shared).map((uid) => ({ merId: 2, uid })),
  ];
  const created = new Map<number, string>();
  for (const u of await db.selectFrom("user").select(["id", "createTime"]).execute()) created.set(u.id, u.createTime);
  await db
    .insertInto("merchantUser")
    .values(relations.map((r) => ({ ...r, createTime: created.get(r.uid)! })))
    .execute();
}
