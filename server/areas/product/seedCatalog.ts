/**
 * Demo catalogue of the products area: the platform's category tree (three levels), brands,
 * guarantee services, and for each leaf category what products of it look like.
 */

/** How a leaf's products are specified. */
export type SpecKind = "single" | "apparel" | "shoes" | "phone" | "weight" | "color" | "faceValue";

export interface LeafSeed {
  name: string;
  /** Demo picture number (product-NN.png). */
  image: number;
  unit: string;
  spec: SpecKind;
  /** Price range in yuan. */
  price: [number, number];
  /** Product type: 0 normal (default), 2 virtual, 5 cloud disk, 6 card secret. */
  type?: number;
  products: string[];
}

export interface GroupSeed {
  name: string;
  /** Merchant-1 category its products are filed under, when not the top's. */
  merchantCategory?: string;
  leaves: LeafSeed[];
}

export interface TopSeed {
  name: string;
  /** Merchant-1 category (level 2) its products are filed under. */
  merchantCategory: string;
  groups: GroupSeed[];
}

export const PLATFORM_TREE: TopSeed[] = [
  {
    name: "数码电器",
    merchantCategory: "手机配件",
    groups: [
      {
        name: "手机通讯",
        leaves: [
          { name: "手机", image: 1, unit: "台", spec: "phone", price: [999, 4999], products: ["青禾 X1 5G智能手机", "云栖 Note12 全网通手机", "星野 Pro 影像旗舰手机", "听风 Lite 轻薄手机"] },
          { name: "手机壳", image: 1, unit: "个", spec: "color", price: [19, 69], products: ["液态硅胶手机壳", "磨砂透明防摔手机壳", "皮革卡包手机壳"] },
          { name: "充电器", image: 1, unit: "个", spec: "single", price: [39, 159], products: ["65W氮化镓快充充电器", "磁吸无线充电器", "20000mAh移动电源"] },
        ],
      },
      {
        name: "影音娱乐",
        merchantCategory: "影音设备",
        leaves: [
          { name: "蓝牙耳机", image: 2, unit: "副", spec: "color", price: [99, 899], products: ["主动降噪真无线耳机", "半入耳蓝牙耳机", "运动挂耳蓝牙耳机"] },
          { name: "头戴耳机", image: 2, unit: "副", spec: "color", price: [199, 1599], products: ["头戴式降噪耳机", "复古头戴有线耳机"] },
          { name: "音箱", image: 2, unit: "台", spec: "single", price: [129, 999], products: ["桌面蓝牙小音箱", "户外防水便携音箱"] },
        ],
      },
    ],
  },
  {
    name: "服饰鞋包",
    merchantCategory: "服饰穿搭",
    groups: [
      {
        name: "女装",
        leaves: [
          { name: "连衣裙", image: 4, unit: "件", spec: "apparel", price: [129, 599], products: ["法式碎花连衣裙", "针织收腰连衣裙", "棉麻度假长裙"] },
          { name: "半身裙", image: 4, unit: "条", spec: "apparel", price: [89, 299], products: ["高腰百褶半身裙", "A字牛仔半身裙"] },
        ],
      },
      {
        name: "男装",
        leaves: [
          { name: "T恤", image: 3, unit: "件", spec: "apparel", price: [49, 199], products: ["纯棉圆领短袖T恤", "重磅宽松T恤", "速干运动T恤"] },
          { name: "衬衫", image: 3, unit: "件", spec: "apparel", price: [99, 399], products: ["牛津纺长袖衬衫", "亚麻休闲衬衫"] },
        ],
      },
      {
        name: "鞋靴箱包",
        leaves: [
          { name: "运动鞋", image: 10, unit: "双", spec: "shoes", price: [199, 899], products: ["轻量缓震跑步鞋", "复古板鞋", "透气网面休闲鞋"] },
          { name: "双肩包", image: 9, unit: "个", spec: "color", price: [99, 499], products: ["通勤电脑双肩包", "轻便旅行双肩包", "学院风帆布书包"] },
        ],
      },
    ],
  },
  {
    name: "食品饮料",
    merchantCategory: "名优茶饮",
    groups: [
      {
        name: "茶叶",
        leaves: [
          { name: "绿茶", image: 5, unit: "罐", spec: "weight", price: [58, 398], products: ["明前西湖龙井", "高山碧螺春", "安吉白茶"] },
          { name: "红茶", image: 5, unit: "罐", spec: "weight", price: [48, 298], products: ["正山小种红茶", "滇红金芽"] },
          { name: "乌龙茶", image: 5, unit: "罐", spec: "weight", price: [68, 468], products: ["安溪铁观音", "武夷大红袍"] },
        ],
      },
      {
        name: "咖啡",
        leaves: [
          { name: "咖啡豆", image: 6, unit: "袋", spec: "weight", price: [49, 199], products: ["云南小粒咖啡豆", "埃塞俄比亚耶加雪菲咖啡豆"] },
          { name: "挂耳咖啡", image: 6, unit: "盒", spec: "single", price: [39, 129], products: ["经典拼配挂耳咖啡", "冷萃咖啡液"] },
        ],
      },
    ],
  },
  {
    name: "美妆个护",
    merchantCategory: "美妆护肤",
    groups: [
      {
        name: "彩妆",
        leaves: [
          { name: "口红", image: 7, unit: "支", spec: "color", price: [89, 329], products: ["丝绒哑光口红", "水光唇釉", "滋润保湿唇膏"] },
        ],
      },
      {
        name: "护肤",
        leaves: [
          { name: "面霜", image: 7, unit: "瓶", spec: "single", price: [129, 599], products: ["修护保湿面霜", "清爽控油乳液"] },
        ],
      },
    ],
  },
  {
    name: "家居生活",
    merchantCategory: "家居好物",
    groups: [
      {
        name: "灯具照明",
        leaves: [
          { name: "台灯", image: 8, unit: "盏", spec: "color", price: [99, 499], products: ["护眼LED台灯", "北欧简约床头灯", "折叠充电小夜灯"] },
        ],
      },
      {
        name: "收纳整理",
        leaves: [
          { name: "收纳包", image: 9, unit: "个", spec: "color", price: [29, 129], products: ["旅行收纳六件套", "桌面收纳盒"] },
        ],
      },
    ],
  },
  {
    name: "数字内容",
    merchantCategory: "数字商品",
    groups: [
      {
        name: "电子书",
        leaves: [
          { name: "电子书", image: 11, unit: "本", spec: "single", price: [9.9, 49], type: 5, products: ["《咖啡入门手册》电子版", "《家常茶饮》电子书", "《数码摄影基础》电子书"] },
        ],
      },
      {
        name: "在线课程",
        leaves: [
          { name: "在线课程", image: 11, unit: "节", spec: "single", price: [19, 299], type: 2, products: ["手冲咖啡线上课", "茶艺入门直播课", "手机摄影进阶课"] },
        ],
      },
      {
        name: "充值卡券",
        leaves: [
          { name: "游戏点卡", image: 12, unit: "张", spec: "faceValue", price: [50, 100], type: 6, products: ["云游戏平台点卡", "星野游戏通用点卡"] },
          { name: "会员卡", image: 12, unit: "张", spec: "single", price: [15, 198], type: 6, products: ["视频平台月度会员卡", "音乐平台年度会员卡", "阅读会员季卡"] },
        ],
      },
    ],
  },
];

/** Brands and the level-1 categories (by name) they serve. */
export const BRANDS: Array<{ name: string; tops: string[] }> = [
  { name: "其他", tops: PLATFORM_TREE.map((t) => t.name) },
  { name: "青禾", tops: ["数码电器", "家居生活"] },
  { name: "云栖数码", tops: ["数码电器"] },
  { name: "听风音频", tops: ["数码电器"] },
  { name: "木槿服饰", tops: ["服饰鞋包"] },
  { name: "北岭鞋业", tops: ["服饰鞋包"] },
  { name: "山屿茶舍", tops: ["食品饮料"] },
  { name: "一禾咖啡", tops: ["食品饮料"] },
  { name: "沐光美妆", tops: ["美妆个护"] },
  { name: "拾光家居", tops: ["家居生活"] },
  { name: "知行文化", tops: ["数字内容"] },
  { name: "星野互娱", tops: ["数字内容"] },
];

export const GUARANTEES = [
  { name: "正品保证", content: "平台严选正品，假一赔十" },
  { name: "七天无理由退货", content: "签收后七天内，商品完好可无理由退货" },
  { name: "极速退款", content: "符合条件的退款申请，审核通过后极速到账" },
  { name: "48小时发货", content: "付款后48小时内发货，超时可获赔付" },
  { name: "运费险", content: "退货时由保险公司承担退货运费" },
  { name: "全国联保", content: "数码电器享受品牌全国联保服务" },
  { name: "破损包赔", content: "运输途中破损，商家负责补发或退款" },
];

/** Merchant 1's two-level categories; each top-level product group files under one of the second level. */
export const MERCHANT_ONE_CATEGORIES: Array<{ name: string; children: string[] }> = [
  { name: "新品推荐", children: ["本周上新", "店长推荐"] },
  { name: "数码好物", children: ["手机配件", "影音设备"] },
  { name: "时尚服饰", children: ["服饰穿搭"] },
  { name: "食品茶饮", children: ["名优茶饮"] },
  { name: "美妆个护", children: ["美妆护肤"] },
  { name: "居家生活", children: ["家居好物"] },
  { name: "虚拟商品", children: ["数字商品"] },
];

export const MERCHANT_TWO_CATEGORIES: Array<{ name: string; children: string[] }> = [
  { name: "生活好物", children: ["厨房餐具", "收纳整理"] },
  { name: "茶饮冲调", children: ["茶叶", "咖啡"] },
];

export const SPEC_OPTIONS = {
  colors: ["曜石黑", "云雾白", "薄荷绿", "樱花粉", "海盐蓝", "燕麦色"],
  sizes: ["S", "M", "L", "XL"],
  shoeSizes: ["38", "39", "40", "41", "42"],
  storage: ["8G+128G", "8G+256G", "12G+512G"],
  weights: ["100g", "250g", "500g"],
  faceValues: ["50元", "100元"],
};

export const NICKNAMES = ["小林", "阿杰", "糖糖", "木子", "橙子", "星星", "老王", "小雨", "阿宁", "Momo", "一一", "大鹏", "悠悠", "晴天", "小鹿"];
export const AVATAR = "/static/demo/product-12.png";

/** Comments by star rating (1–5). */
export const COMMENTS: Record<number, string[]> = {
  5: ["质量很好，和描述一致，物流也很快！", "第二次回购了，一如既往的好。", "包装很用心，送人很有面子。", "性价比超高，推荐购买！", "客服态度很好，有问必答。"],
  4: ["整体不错，就是发货稍微慢了一点。", "东西挺好的，颜色比图片略深。", "做工精致，值这个价。"],
  3: ["一般般吧，中规中矩。", "质量还可以，包装有点简陋。"],
  2: ["和预期有差距，尺码偏小。", "物流太慢了，等了一周。"],
  1: ["收到有破损，希望商家处理一下。"],
};
export const MERCHANT_REPLIES = ["感谢您的支持，期待再次光临！", "亲，非常抱歉给您带来不便，已安排客服联系您处理。", "感谢您的反馈，我们会继续改进！"];

export const RULES_ONE = [
  { ruleName: "服装尺码", ruleValue: [{ value: "颜色", detail: ["曜石黑", "云雾白", "燕麦色"] }, { value: "尺码", detail: ["S", "M", "L", "XL"] }] },
  { ruleName: "手机规格", ruleValue: [{ value: "颜色", detail: ["曜石黑", "海盐蓝"] }, { value: "存储", detail: ["8G+128G", "8G+256G", "12G+512G"] }] },
  { ruleName: "茶叶规格", ruleValue: [{ value: "重量", detail: ["100g", "250g", "500g"] }] },
  { ruleName: "鞋码", ruleValue: [{ value: "颜色", detail: ["曜石黑", "云雾白"] }, { value: "鞋码", detail: ["38", "39", "40", "41", "42"] }] },
];
export const RULES_TWO = [{ ruleName: "餐具套装", ruleValue: [{ value: "套装", detail: ["单人份", "双人份", "四人份"] }] }];
