/**
 * The CRMEB merchant menu tree (type 4 menus of the platform), in display order.
 * Pages list the authorities of their buttons; ids are assigned depth-first at seed time.
 * Titles are the server's Chinese names; the console translates by path.
 *
 * The directories and most pages are written here, in order. An area may declare its own pages
 * instead (`menuPages` in its `index.ts`, each naming the directory it goes `under`): they are
 * placed into the tree below, so a new area's menu entry sits with its routes.
 */
import { ESHEET_AUTHORITIES, STAFF_AUTHORITIES } from "../../shared/tightenedAuthorities.js";
import { areaMenuPages } from "../../areas/index.js";

export interface MenuSeed {
  name: string;
  icon?: string;
  /** Route path (`component` column); directories carry their prefix. */
  path: string;
  /** The page's own authority (its list call). */
  perms?: string;
  /** Authorities of the page's buttons. */
  buttons?: string[];
  children?: MenuSeed[];
}

/** A page an area declares for the menu: placed under the directory at `under`, after its sibling at `after` (default: last). */
export interface AreaMenuPage extends MenuSeed {
  under: string;
  after?: string;
}

const productButtons = [
  "merchant:product:tabs:headers",
  "merchant:product:info",
  "merchant:product:save",
  "merchant:product:update",
  "merchant:product:delete",
  "merchant:product:restore",
  "merchant:product:up",
  "merchant:product:down",
  "merchant:product:submit:audit",
  "merchant:product:quick:stock:add",
  "merchant:product:review:free:edit",
  "merchant:product:import:product",
  "merchant:product:copy:product",
  "admin:product:copy:config",
  "merchant:product:activity:search:page",
  "merchant:product:marketing:search:page",
  "merchant:product:set:freight:template",
  "merchant:product:set:brokerage",
  "merchant:product:add:feedback:coupons",
  "merchant:product:batch:up",
  "merchant:product:batch:down",
  "merchant:product:batch:recycle",
  "merchant:product:batch:delete",
  "merchant:product:batch:restore",
  "merchant:product:batch:submit:audit",
  "merchant:product:batch:set:freight:template",
  "merchant:product:batch:set:brokerage",
  "merchant:product:batch:add:feedback:coupons",
  "merchant:product:audit:switch:info",
  "merchant:product:export",
  "merchant:plat:product:category:cache:tree",
  "merchant:plat:product:brand:cache:list",
  "merchant:plat:product:brand:list",
  "merchant:plat:product:guarantee:list",
  "merchant:cdkey:library:unrelated:list",
];

const liveGoodsButtons = ["save", "edit", "delete", "info", "sort", "reset", "audit"].map((a) => `merchant:mp:live:goods:${a}`).concat("merchant:mp:media:uploadlocal");
const liveAssistantButtons = ["save", "edit", "delete", "info"].map((a) => `merchant:mp:live:assistant:${a}`);
const liveRoomButtons = [
  ...["create", "edit", "info", "delete", "addgoods", "goodslist", "deletegoods", "goodsonsale", "goodssort", "mangerass", "getass", "getsharecode"],
  ...["updatecomment", "isfeedspublic", "updatereplay", "closekf"],
]
  .map((a) => `merchant:mp:live:room:${a}`)
  .concat("merchant:mp:live:goods:list", "merchant:mp:live:assistant:list", "merchant:mp:media:uploadlocal");
const videoCatalogueButtons = [
  "merchant:pay:component:cat:list",
  "merchant:pay:component:shop:cat:get",
  "merchant:pay:component:shop:brand:list",
  "merchant:pay:component:shop:brand:usable:list",
  "merchant:pay:component:shop:img:upload",
  "merchant:pay:component:delivery:company:get:list",
];
const videoDraftButtons = ["add", "update", "delete", "info", "review"].map((a) => `merchant:pay:component:product:draft:${a}`).concat(videoCatalogueButtons);
const videoProductButtons = ["info", "puton", "putdown", "delete"].map((a) => `merchant:pay:component:product:${a}`);

const WRITTEN_TREE: MenuSeed[] = [
  {
    name: "主页",
    icon: "s-home",
    path: "/dashboard",
    perms: "merchant:statistics:home:index",
    buttons: [
      "merchant:statistics:home:operating:data",
      "merchant:statistics:home:product:pay:ranking",
      "merchant:statistics:home:product:pageview:ranking",
    ],
  },
  {
    name: "商品",
    icon: "s-goods",
    path: "/product",
    children: [
      { name: "商品列表", path: "/product/list", perms: "merchant:product:page:list", buttons: productButtons },
      {
        name: "商品分类",
        path: "/product/classify",
        perms: "merchant:product:category:list",
        buttons: [
          "merchant:product:category:cache:tree",
          "merchant:product:category:add",
          "merchant:product:category:update",
          "merchant:product:category:delete",
          "merchant:product:category:show:status",
        ],
      },
      {
        name: "商品规格",
        path: "/product/attr",
        perms: "merchant:product:rule:page:list",
        buttons: [
          "merchant:product:rule:info",
          "merchant:product:rule:save",
          "merchant:product:rule:update",
          "merchant:product:rule:delete",
        ],
      },
      {
        name: "商品评论",
        path: "/product/comment",
        perms: "merchant:product:reply:page:list",
        buttons: ["merchant:product:reply:virtual", "merchant:product:reply:comment", "merchant:product:reply:delete"],
      },
      {
        name: "卡密管理",
        path: "/product/cdkey",
        perms: "merchant:cdkey:library:page:list",
        buttons: [
          "merchant:cdkey:library:add",
          "merchant:cdkey:library:update",
          "merchant:cdkey:library:delete",
          "merchant:cdkey:library:import:excel",
          "merchant:card:secret:page:list",
          "merchant:card:secret:add",
          "merchant:card:secret:delete",
          "merchant:card:secret:batch:delete",
        ],
      },
      {
        name: "保障服务",
        path: "/product/guarantee/group",
        perms: "merchant:product:guarantee:group:list",
        buttons: [
          "merchant:product:guarantee:group:add",
          "merchant:product:guarantee:group:edit",
          "merchant:product:guarantee:group:delete",
        ],
      },
      { name: "商品标签", path: "/product/label", perms: "merchant:product:rule:page:list" },
    ],
  },
  {
    name: "订单",
    icon: "s-order",
    path: "/order",
    children: [
      {
        name: "订单管理",
        path: "/order/list",
        perms: "merchant:order:page:list",
        buttons: [
          "merchant:order:status:num",
          "merchant:order:info",
          "merchant:order:detail:list",
          "merchant:order:send",
          "merchant:order:mark",
          "merchant:order:delete",
          "merchant:order:print",
          "merchant:order:invoice:list",
          "merchant:order:logistics:info",
          "merchant:order:invoice:update",
          "merchant:order:verification",
          "merchant:order:direct:refund",
          "merchant:export:order:excel",
        ],
      },
      {
        name: "退款单",
        path: "/order/refund",
        perms: "merchant:refund:order:page:list",
        buttons: [
          "merchant:refund:order:status:num",
          "merchant:refund:order:detail",
          "merchant:refund:order:mark",
          "merchant:refund:order:audit",
          "merchant:refund:order:receiving",
          "merchant:refund:order:receiving:reject",
        ],
      },
    ],
  },
  {
    name: "用户",
    icon: "user",
    path: "/user",
    children: [{ name: "用户管理", path: "/user/index", perms: "merchant:user:page:list", buttons: ["merchant:user:detail"] }],
  },
  {
    name: "员工",
    icon: "s-custom",
    path: "/staff",
    children: [
      {
        name: "员工管理",
        path: "/staff/index",
        perms: STAFF_AUTHORITIES.list,
        buttons: [STAFF_AUTHORITIES.info, STAFF_AUTHORITIES.save, STAFF_AUTHORITIES.update, STAFF_AUTHORITIES.delete],
      },
    ],
  },
  {
    name: "财务",
    icon: "money",
    path: "/finance",
    children: [
      { name: "资金流水", path: "/finance/capitalFlow", perms: "merchant:finance:funds:flow", buttons: ["merchant:finance:funds:flow:export"] },
      {
        name: "账单管理",
        path: "/finance/statement",
        perms: "merchant:finance:daily:statement:page:list",
        buttons: ["merchant:finance:month:statement:page:list"],
      },
      {
        name: "结算记录",
        path: "/finance/closingRecord",
        perms: "merchant:finance:closing:page:list",
        buttons: [
          "merchant:finance:closing:apply",
          "merchant:finance:closing:base:info",
          "merchant:finance:closing:detail",
          "merchant:settlement:info",
          "merchant:settlement:info:edit",
        ],
      },
    ],
  },
  {
    name: "优惠券",
    icon: "s-ticket",
    path: "/coupon",
    children: [
      {
        name: "优惠券列表",
        path: "/coupon/list",
        perms: "merchant:coupon:page:list",
        buttons: [
          "merchant:coupon:info",
          "merchant:coupon:save",
          "merchant:coupon:update:status",
          "merchant:coupon:delete",
          "merchant:coupon:product:join:edit",
          "merchant:coupon:product:usable:list",
          "admin:coupon:user:receive",
        ],
      },
      { name: "领取记录", path: "/coupon/record", perms: "merchant:coupon:user:page:list" },
    ],
  },
  {
    name: "营销",
    icon: "s-marketing",
    path: "/marketing",
    children: [
      {
        name: "秒杀",
        path: "/marketing/seckill",
        children: [
          {
            name: "秒杀活动",
            path: "/marketing/seckill/seckillActivity",
            perms: "merchant:seckill:activity:page",
            buttons: ["merchant:seckill:activity:detail"],
          },
          {
            name: "秒杀商品",
            path: "/marketing/seckill/list",
            perms: "merchant:seckill:product:list",
            buttons: [
              "merchant:seckill:product:add",
              "merchant:seckill:product:price",
              "merchant:seckill:product:up",
              "merchant:seckill:product:down",
              "merchant:seckill:product:delete",
              "merchant:seckill:product:withdraw",
            ],
          },
        ],
      },
      {
        name: "拼团",
        path: "/marketing/group",
        children: [
          {
            name: "拼团活动",
            path: "/marketing/group/activity",
            perms: "merchant:groupbuy:activity:list",
            buttons: [
              "merchant:groupbuy:activity:add",
              "merchant:groupbuy:activity:update",
              "merchant:groupbuy:activity:delete",
              "merchant:groupbuy:activity:change:status",
              "merchant:groupbuy:activity:rollback",
              "merchant:groupbuy:activity:info",
              "merchant:groupbuy:activity:list:count",
            ],
          },
          {
            name: "拼团记录",
            path: "/marketing/group/list",
            perms: "merchant:groupbuy:record:list",
            buttons: ["merchant:groupbuy:record:list:count", "merchant:groupbuy:record:info"],
          },
        ],
      },
      {
        name: "直播",
        path: "/marketing/broadcast",
        children: [
          { name: "直播间管理", path: "/marketing/broadcast/room", perms: "merchant:mp:live:room:list", buttons: liveRoomButtons },
          { name: "直播商品", path: "/marketing/broadcast/product", perms: "merchant:mp:live:goods:list", buttons: liveGoodsButtons },
          { name: "直播助手", path: "/marketing/broadcast/assistant", perms: "merchant:mp:live:assistant:list", buttons: liveAssistantButtons },
        ],
      },
    ],
  },
  {
    name: "视频号",
    icon: "video-camera",
    path: "/videoChannel",
    children: [
      { name: "商品列表", path: "/videoChannel/productList", perms: "merchant:pay:component:product:list", buttons: videoProductButtons },
      { name: "草稿箱", path: "/videoChannel/draftList", perms: "merchant:pay:component:product:draft:list", buttons: videoDraftButtons },
      { name: "申请接入", path: "/videoChannel/apply" },
    ],
  },
  {
    name: "设置",
    icon: "s-tools",
    path: "/operation",
    children: [
      {
        name: "店铺信息",
        path: "/operation/modifyStoreInfo",
        perms: "merchant:base:info",
        buttons: ["merchant:config:info", "merchant:config:info:edit", "merchant:switch:update"],
      },
      {
        name: "运费模板",
        path: "/operation/freightSet",
        perms: "merchant:shipping:templates:list",
        buttons: [
          "merchant:shipping:templates:info",
          "merchant:shipping:templates:save",
          "merchant:shipping:templates:update",
          "merchant:shipping:templates:delete",
          "merchant:city:list:tree",
          "merchant:city:region:list:tree",
        ],
      },
      {
        name: "配送员",
        path: "/operation/deliveryPersonnel",
        perms: "merchant:delivery:personnel:page",
        buttons: [
          "merchant:delivery:personnel:save",
          "merchant:delivery:personnel:edit",
          "merchant:delivery:personnel:delete",
        ],
      },
      {
        name: "物流管理",
        path: "/operation/logisticsManagement",
        perms: "merchant:express:search:page",
        buttons: [
          "merchant:express:all",
          "merchant:express:relate",
          "merchant:express:open:switch",
          "merchant:express:default:switch",
          "merchant:express:delete",
          "merchant:express:update",
          "merchant:express:template",
        ],
      },
      {
        name: "商家地址",
        path: "/operation/businessAddress",
        perms: "merchant:address:list",
        buttons: ["merchant:address:add", "merchant:address:update", "merchant:address:delete", "merchant:address:set:default", "merchant:address:update:show"],
      },
      { name: "PC商城", path: "/operation/mallConfiguration", perms: "merchant:config:pc:shopping:get", buttons: ["merchant:config:pc:shopping:save"] },
      {
        name: "打印设置",
        path: "/operation/printing",
        children: [
          {
            name: "小票打印",
            path: "/operation/printing/printreceipt",
            perms: "merchant:admin:print:list",
            buttons: [
              "merchant:admin:print:info",
              "merchant:admin:print:save",
              "merchant:admin:print:edit",
              "merchant:admin:print:delete",
              "merchant:admin:print:update:status",
              "merchant:print:get:content",
              "merchant:print:save:content",
            ],
          },
          { name: "电子面单", path: "/operation/printing/electrsheet", perms: ESHEET_AUTHORITIES.info, buttons: [ESHEET_AUTHORITIES.update] },
        ],
      },
      {
        // The backend's names: the role editor disables these nodes for all but the owner.
        name: "管理权限",
        path: "/operation/roleManager",
        children: [
          {
            name: "身份管理",
            path: "/operation/roleManager/identityManager",
            perms: "merchant:admin:role:list",
            buttons: [
              "merchant:admin:role:info",
              "merchant:admin:role:save",
              "merchant:admin:role:update",
              "merchant:admin:role:delete",
              "merchant:admin:role:update:status",
              "merchant:menu:cache:tree",
            ],
          },
          {
            name: "管理员列表",
            path: "/operation/roleManager/adminList",
            perms: "merchant:admin:list",
            buttons: [
              "merchant:admin:info",
              "merchant:admin:save",
              "merchant:admin:update",
              "merchant:admin:delete",
              "merchant:admin:update:status",
              "merchant:admin:update:password",
              "merchant:admin:update:receive:sms",
              // The role picker of the admin dialog.
              "merchant:admin:role:list",
            ],
          },
        ],
      },
    ],
  },
  {
    name: "维护",
    icon: "setting",
    path: "/maintain",
    children: [
      {
        name: "素材管理",
        path: "/maintain/picture",
        perms: "merchant:attachment:list",
        buttons: [
          "merchant:attachment:delete",
          "merchant:attachment:move",
          "merchant:category:list:tree",
          "merchant:category:list",
          "merchant:category:info",
          "merchant:category:save",
          "merchant:category:update",
          "merchant:category:delete",
          "merchant:upload:image",
          "merchant:upload:file",
        ],
      },
      {
        name: "物流公司",
        path: "/maintain/logistics",
        children: [{ name: "物流公司列表", path: "/maintain/logistics/companyList", perms: "merchant:express:all" }],
      },
      {
        name: "系统表单",
        path: "/maintain/systemForm",
        perms: "merchant:system:form:page",
        buttons: [
          "merchant:system:form:detail",
          "merchant:system:form:add",
          "merchant:system:form:update",
          "merchant:system:form:delete",
          "merchant:system:form:name:info",
          "merchant:config:form:info",
        ],
      },
      { name: "敏感操作日志", path: "/maintain/sensitiveLog", perms: "merchant:log:sensitive:list" },
    ],
  },
  {
    name: "装修",
    icon: "brush",
    path: "/design",
    children: [
      {
        name: "店铺装修",
        path: "/design/index",
        perms: "merchant:page:diy:page",
        buttons: [
          "merchant:page:diy:info",
          "merchant:page:diy:save",
          "merchant:page:diy:update",
          "merchant:page:diy:update:name",
          "merchant:page:diy:delete",
          "merchant:page:diy:set:default",
          "merchant:page:diy:get:default:id",
        ],
      },
    ],
  },
];

/** Places the areas' pages into the written tree (a new tree; the written one is left as it is). */
export function placeMenuPages(tree: MenuSeed[], pages: AreaMenuPage[]): MenuSeed[] {
  const placed = structuredClone(tree);
  const find = (nodes: MenuSeed[], path: string): MenuSeed | undefined => {
    for (const node of nodes) {
      if (node.path === path) return node;
      const inside = node.children && find(node.children, path);
      if (inside) return inside;
    }
    return undefined;
  };
  for (const { under, after, ...page } of pages) {
    const directory = find(placed, under);
    if (!directory?.children) throw new Error(`menu page ${page.path}: no menu directory at ${under}`);
    const siblings = directory.children;
    const at = after === undefined ? siblings.length : siblings.findIndex((node) => node.path === after) + 1;
    if (at === 0) throw new Error(`menu page ${page.path}: no page ${after} under ${under}`);
    siblings.splice(at, 0, page);
  }
  return placed;
}

/** The whole menu tree the seed writes: the written one with every area's own pages placed. */
export const MENU_TREE: MenuSeed[] = placeMenuPages(WRITTEN_TREE, areaMenuPages);

/** The read-only product role of the demo account `staff1`. */
export const STAFF_READ_ONLY = {
  pages: ["/product", "/product/list", "/product/classify"],
  authorities: [
    "merchant:product:page:list",
    "merchant:product:tabs:headers",
    "merchant:product:info",
    "merchant:product:category:list",
    "merchant:product:category:cache:tree",
    "merchant:plat:product:category:cache:tree",
    "merchant:plat:product:brand:cache:list",
    "merchant:plat:product:guarantee:list",
  ],
};
