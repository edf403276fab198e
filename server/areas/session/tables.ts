import type { Generated } from "kysely";
import type { MerchantProfileColumns } from "../shopSettings/tables.js";

/** Tables of the foundation: merchants, their admin accounts, roles, menus and sessions. */
export interface CoreTables {
  merchant: {
    id: Generated<number>;
    name: string;
    starLevel: number;
    receiptPrintingSwitch: number;
    electrPrintingSwitch: number;
    /** Platform switch: products of this merchant need audit before going on shelf (0/1). */
    productSwitch: number;
    /** Merchant switch: the shop is open (0/1). */
    isSwitch: number;
    alertStock: number;
    createTime: string;
  } & MerchantProfileColumns;
  admin: {
    id: Generated<number>;
    merId: number;
    account: string;
    pwd: string;
    realName: string;
    /** Comma-separated role ids, as the backend answers them ("2" = merchant owner). */
    roles: string;
    status: number;
    phone: string;
    isSms: number;
    lastIp: string;
    lastTime: string | null;
    loginCount: number;
    createTime: string;
    updateTime: string;
  };
  role: {
    id: Generated<number>;
    merId: number;
    roleName: string;
    /** Comma-separated menu ids the role grants. */
    rules: string;
    status: number;
    createTime: string;
    /** Added by migration 0014; null until the role is first changed. */
    updateTime: string | null;
  };
  menu: {
    id: number;
    pid: number;
    name: string;
    icon: string;
    perms: string;
    component: string;
    /** M directory, C page, A button (authority only). */
    menuType: string;
    sort: number;
    isShow: number;
  };
  /** Migration 0019: keyed by the SHA-256 (hex) of the token; the token itself is never stored. */
  session: {
    tokenHash: string;
    adminId: number;
    merId: number;
    /** Epoch milliseconds. */
    expiresAt: number;
  };
  loginFailure: {
    account: string;
    count: number;
    updatedAt: number;
  };
  /** One row per failed (or still pending) sign-in of an account, for the lock's sliding window. */
  loginFailureEvent: {
    id: string;
    account: string;
    /** Epoch milliseconds. */
    at: number;
  };
  /** An account locked after too many failed sign-ins, until `lockedUntil` (epoch ms). */
  loginLock: {
    account: string;
    lockedUntil: number;
  };
  /** Failed sign-ins per client address in the current window, and its back-off. */
  loginAddress: {
    address: string;
    failures: number;
    windowStart: number;
    blockedUntil: number;
  };
  captcha: {
    token: string;
    secretKey: string;
    x: number;
    y: number;
    /** 0 issued, 1 passed the slider check (its verification may be spent once). */
    state: number;
    verification: string | null;
    expiresAt: number;
  };
  systemConfig: {
    name: string;
    value: string;
  };
  /** Raised by triggers on every change of a versioned table's rows (migration 0006). */
  tableVersion: {
    tableName: string;
    merId: number;
    version: number;
  };
}

declare module "../../db/schema.js" {
  interface DB extends CoreTables {}
}
