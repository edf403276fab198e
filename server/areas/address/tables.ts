import type { Generated } from "kysely";

/** The merchant's return / pickup addresses (contract §3.20). */
export interface AddressTables {
  merchantAddress: {
    id: Generated<number>;
    merId: number;
    receiverName: string;
    receiverPhone: string;
    province: Generated<string>;
    provinceId: Generated<number>;
    city: Generated<string>;
    cityId: Generated<number>;
    district: Generated<string>;
    districtId: Generated<number>;
    street: Generated<string>;
    /** The whole address as the merchant typed it. */
    detail: string;
    postCode: Generated<string>;
    longitude: Generated<string>;
    latitude: Generated<string>;
    /** At most one live address of a merchant is the default (0/1). */
    isDefault: number;
    isShow: number;
    isDel: Generated<number>;
    createTime: string;
    updateTime: string;
  };
}

declare module "../../db/schema.js" {
  interface DB extends AddressTables {}
}
