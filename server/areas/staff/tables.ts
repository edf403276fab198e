import type { Generated } from "kysely";

/** Shop staff (CRMEB's eb_merchant_employee): a customer account that works the shop from the mobile side. */
export interface StaffTables {
  merchantEmployee: {
    id: Generated<number>;
    merId: number;
    /** The linked shopper (`user.id`), one of the merchant's customers. */
    uid: number;
    name: string;
    /** Stored relative (`crmebimage/…`) when it is a library picture. */
    avatar: string;
    phone: string;
    /** Capability codes joined by commas, e.g. "1,3,5". */
    role: string;
    /** 1 enabled, 0 disabled. */
    status: number;
    createTime: string;
    updateTime: string;
  };
}

declare module "../../db/schema.js" {
  interface DB extends StaffTables {}
}
