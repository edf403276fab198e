import type { Generated } from "kysely";

/** Shop home pages built in the designer (contract §3.31, `PageDiy`). */
export interface PageDiyTables {
  pageDiy: {
    id: Generated<number>;
    merId: number;
    version: string;
    name: string;
    /** The page title shown on the phone. */
    title: string;
    coverImage: string;
    templateName: string;
    /** The components, a JSON object keyed by timestamp (stored relative media paths). */
    value: string;
    defaultValue: string;
    status: number;
    type: number;
    /** 0/1 */
    isShow: number;
    isBgColor: number;
    isBgPic: number;
    isDiy: number;
    colorPicker: string;
    bgPic: string;
    /** Background picture fill: 0 stretch, 1 scale, 2 fill. */
    bgTabVal: number;
    isDel: number;
    returnAddress: string;
    titleBgColor: string;
    titleColor: string;
    serviceStatus: number;
    /** 1 the shop home; at most one live row per merchant (a partial unique index holds it). */
    isDefault: number;
    /** Title position: 0 left, 1 centre, 2 right. */
    textPosition: number;
    addTime: string;
    updateTime: string;
  };
}

declare module "../../db/schema.js" {
  interface DB extends PageDiyTables {}
}
