import type { Generated } from "kysely";

/** Receipt printers, their print jobs, and the e-sheet settings (contract §3.19, §3.21). */
export interface PrintingTables {
  merchantPrint: {
    id: Generated<number>;
    merId: number;
    /** 0 Yilianyun, 1 Feie. */
    printType: number;
    printName: string;
    printYlyAppid: string;
    printYlyUserid: string;
    printYlySec: string;
    printYlyMerchineNo: string;
    printYlyStatus: number;
    printFeName: string;
    printFeUser: string;
    printFeUkey: string;
    printFeSn: string;
    /** 0 off, 1 prints. */
    status: number;
    /** JSON text of the receipt layout (PrintContentVo); '' until it is first saved. */
    content: string;
    createTime: string;
    updateTime: string;
  };
  /**
   * What was sent to a printer: the rendered text is kept because the reference server has no
   * physical printer (an extension of the contract, `GET /print/job/list`).
   */
  printJob: {
    id: Generated<number>;
    merId: number;
    /** receipt (a cloud receipt printer) | esheet (an electronic waybill). */
    kind: string;
    orderNo: string;
    /** The receipt printer, 0 for an e-sheet. */
    printerId: number;
    printerName: string;
    content: string;
    createTime: string;
  };
  /** The merchant's single e-sheet configuration. */
  merchantElect: {
    id: Generated<number>;
    merId: number;
    /** 0 any printer (one sheet at a time), 1 Kuaidi100 cloud printer. */
    op: number;
    cloudPrintNo: string;
    senderAddr: string;
    senderUsername: string;
    senderPhone: string;
    createTime: string;
    updateTime: string;
  };
}

declare module "../../db/schema.js" {
  interface DB extends PrintingTables {}
}
