import type { Generated } from "kysely";

/** The platform courier list, each merchant's couriers, and delivery personnel. */
export interface ExpressTables {
  express: {
    id: Generated<number>;
    code: string;
    name: string;
    /** Needs a monthly account number for e-sheets (0/1). */
    partnerId: number;
    /** Needs a monthly account password (0/1). */
    partnerKey: number;
    /** Needs a pickup outlet name (0/1). */
    net: number;
    sort: number;
    isShow: number;
    /** Usable for electronic waybills (the `type=elec` list). */
    status: number;
    createTime: string;
    updateTime: string;
  };
  merchantExpress: {
    id: Generated<number>;
    merId: number;
    expressId: number;
    account: string;
    password: string;
    netName: string;
    isDefault: number;
    isOpen: number;
    isDelete: number;
    createTime: string;
    updateTime: string;
  };
  deliveryPersonnel: {
    id: Generated<number>;
    merId: number;
    personnelName: string;
    personnelPhone: string;
    sort: number;
    isDel: number;
    createTime: string;
    updateTime: string;
  };
}

declare module "../../db/schema.js" {
  interface DB extends ExpressTables {}
}
