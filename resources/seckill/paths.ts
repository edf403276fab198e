export const SECKILL_ACTIVITY_PATH = "/marketing/seckill/seckillActivity";
export const SECKILL_LIST_PATH = "/marketing/seckill/list";
/** Joining from the activity list (`/:activityId`). */
export const SECKILL_JOIN_PATH = "/marketing/seckill/creatActivity";
/** Adding from the product list (the activity chosen on the page, or `/:activityId`). */
export const SECKILL_ADD_PATH = "/marketing/seckill/creatSeckill";
