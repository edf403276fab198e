import type { Db } from "../../db/database.js";

/** Platform-side settings the merchant console reads; stored as name/value rows. */
export const CONFIG_DEFAULTS = {
  siteName: "CRMEB多商户",
  loginBackgroundImage: "/static/login-background.svg",
  loginLogo: "/static/logo.svg",
  leftLogo: "/static/logo.svg",
  squareLogo: "/static/logo-square.svg",
  mediaDomain: "",
  frontDomain: "https://shop.example.com",
  changeColor: "1",
  copyrightCompanyName: "CRMEB",
  /** Platform switch: merchant products need audit before they go on shelf. */
  productAudit: "1",
  /** Settlements (finance area): what must stay in the balance, and the least and most one settlement may be. */
  merchantGuaranteedAmount: "1000.00",
  merchantTransferMinAmount: "100.00",
  merchantTransferMaxAmount: "50000.00",
  /** Tencent map key of the shop settings' map (`txMapKey`); empty when the platform has none. */
  tengXunMapKey: "",
};
export type Config = typeof CONFIG_DEFAULTS;

/**
 * The platform settings, read from their table on every call (about fifteen short rows, one
 * query): not kept in memory, so a setting written anywhere, by any server instance or by the
 * platform, holds on every instance at once.
 */
export async function readConfig(db: Db): Promise<Config> {
  const rows = await db.selectFrom("systemConfig").selectAll().execute();
  const config = { ...CONFIG_DEFAULTS };
  for (const row of rows) {
    if (row.name in config) config[row.name as keyof Config] = row.value;
  }
  return config;
}

export async function writeConfig(db: Db, name: keyof Config, value: string): Promise<void> {
  await db
    .insertInto("systemConfig")
    .values({ name, value })
    .onConflict((oc) => oc.column("name").doUpdateSet({ value }))
    .execute();
}
