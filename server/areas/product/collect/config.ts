/**
 * Where this server collects products from: a collector speaking the 99api protocol
 * (`GET <url>/<platform>/detail?apikey=<key>&itemid=<id>`), as the platform's "99Api" copy
 * setting configures a CRMEB backend. Read from PRODUCT_COLLECT_URL / PRODUCT_COLLECT_KEY.
 */
export interface CollectorConfig {
  /** Base address of the collector, e.g. `https://api03.6bqb.com`; collection is not configured without it. */
  url?: string;
  /** The collector's API key. */
  key?: string;
}

export function collectorFromEnvironment(env: NodeJS.ProcessEnv): CollectorConfig {
  const url = env.PRODUCT_COLLECT_URL?.trim();
  const key = env.PRODUCT_COLLECT_KEY?.trim();
  return { ...(url ? { url } : {}), ...(key ? { key } : {}) };
}

/** `copyType` of `product/copy/config`: "1" one-pass (counted copies), "2" 99api. This server speaks 99api. */
export const COPY_TYPE_99API = "2";
