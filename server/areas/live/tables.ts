import type { Generated } from "kysely";

/**
 * Mini-program live streaming (contract §3.27): goods sent to the platform and WeChat for
 * review, live rooms, the goods and assistants of each room, and the WeChat media ids made
 * from library pictures. Money in cents; dates `yyyy-MM-dd HH:mm:ss` (China time).
 */
export interface LiveTables {
  liveGoods: {
    id: Generated<number>;
    merId: number;
    /** The shop product the live goods sells. */
    productId: number;
    name: string;
    /** WeChat media id of the cover (from /mp/media/uploadlocal). */
    coverImgUrl: string;
    /** The cover as a stored picture path. */
    coverImgUrlLocal: string;
    /** 1 fixed, 2 range, 3 discount. */
    priceType: number;
    price: number;
    price2: number;
    /** Mini-program page of the product. */
    url: string;
    /** WeChat's goods id, given once the platform passed it (null before). */
    goodsId: Generated<number | null>;
    auditId: Generated<number | null>;
    /** WeChat's own audit state: 0 not reviewed, 1 reviewing, 2 passed, 3 failed. */
    auditStatus: Generated<number>;
    thirdPartyAppid: Generated<string>;
    thirdPartyTag: Generated<number>;
    /** 0 created/withdrawn, 1 platform pending, 2 WeChat reviewing, 3 platform failed, 4 WeChat passed, 5 WeChat failed. */
    reviewStatus: number;
    reviewReason: Generated<string>;
    /** When the running review was submitted (null: no review running). */
    reviewSubmittedAt: Generated<string | null>;
    merName: string;
    merType: number;
    sort: Generated<number>;
    createTime: string;
    updateTime: string;
  };
  liveRoom: {
    id: Generated<number>;
    merId: number;
    /** WeChat's room id, given once WeChat approved the room (null before). */
    roomId: Generated<number | null>;
    roomName: string;
    coverImg: string;
    coverImgLocal: string;
    shareImg: string;
    shareImgLocal: string;
    feedsImg: string;
    feedsImgLocal: string;
    startTime: string;
    endTime: string;
    anchorName: string;
    anchorWechat: string;
    subAnchorWechat: string;
    createrWechat: string;
    isFeedsPublic: number;
    type: number;
    screenType: number;
    closeLike: number;
    closeGoods: number;
    closeComment: number;
    closeReplay: number;
    closeShare: number;
    closeKf: number;
    /** 101 live … 107 expired; 101–103 follow the times, 104–106 are WeChat's own verdicts. */
    liveStatus: number;
    /** 0 hidden, 1 shown in the shop (the platform decides). */
    storeShow: number;
    /** 0 platform pending, 1 platform failed, 2 WeChat failed, 3 WeChat approved. */
    reviewStatus: number;
    reviewReason: Generated<string>;
    reviewSubmittedAt: Generated<string | null>;
    /** Stored path of the generated share code picture (empty until asked for). */
    qrcodeUrl: Generated<string>;
    merName: string;
    merType: number;
    star: Generated<number>;
    sort: Generated<number>;
    createTime: string;
    updateTime: string;
  };
  liveRoomGoods: {
    roomId: number;
    /** The local live goods id (`liveGoods.id`). */
    liveGoodsId: number;
    merId: number;
    onSale: number;
    sort: number;
  };
  liveAssistant: {
    id: Generated<number>;
    merId: number;
    wechat: string;
    wechatNickname: string;
    headimg: string;
    openid: string;
    assDesc: string;
    createTime: string;
    updateTime: string;
  };
  liveRoomAssistant: {
    roomId: number;
    assistantId: number;
    merId: number;
  };
  /** WeChat temporary media made from a library picture (valid three days at WeChat). */
  liveMedia: {
    id: Generated<number>;
    merId: number;
    mediaId: string;
    type: string;
    /** The stored picture path it was made from. */
    path: string;
    createTime: string;
  };
}

declare module "../../db/schema.js" {
  interface DB extends LiveTables {}
}
