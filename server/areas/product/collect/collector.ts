/** One call to the 99api collector: the product link → the platform's item. */
import type { CollectorConfig } from "./config.js";
import { CollectError, PLATFORMS, type CollectedItem } from "./platforms.js";

/** The backend waits ten seconds for the collector. */
const TIMEOUT_MS = 10_000;

export async function collectItem(config: CollectorConfig, form: number, productUrl: string): Promise<CollectedItem> {
  // The backend's order: the key, then the platform's address.
  if (!config.key) throw new CollectError("请配置复制产品平台的Token -- www.99api.com");
  if (!config.url) throw new CollectError("请配置复制产品平台的Url-- www.99api.com");
  const platform = PLATFORMS[form];
  if (!platform) throw new CollectError("未知的采集平台");
  let link: URL;
  try {
    link = new URL(productUrl);
  } catch {
    throw new CollectError("商品链接格式不正确");
  }
  const item = platform.item(link);
  if (!item.itemid) throw new CollectError("商品链接中没有商品ID");

  const call = new URL(`${config.url.replace(/\/+$/, "")}/${platform.path}`);
  call.search = new URLSearchParams({ apikey: config.key, ...item }).toString();
  let body: string;
  try {
    const response = await fetch(call, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    body = await response.text();
  } catch {
    throw new CollectError("采集服务无法访问");
  }
  let answer: unknown;
  try {
    answer = JSON.parse(body);
  } catch {
    throw new CollectError("采集服务的回答不是JSON");
  }
  if (typeof answer !== "object" || answer === null || Array.isArray(answer)) throw new CollectError("复制商品失败--返回数据格式错误--未找到data");
  return platform.parse(answer as Record<string, unknown>);
}
