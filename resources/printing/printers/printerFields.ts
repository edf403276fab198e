import type { MerchantPrint } from "../../../server/areas/printing/contract";

/** 0 Yilianyun, 1 Feie (contract §8). */
export type PrintType = 0 | 1;

type AccountField = "printYlyAppid" | "printYlyUserid" | "printYlySec" | "printYlyMerchineNo" | "printFeName" | "printFeUser" | "printFeUkey" | "printFeSn";

export interface AccountFieldSpec {
  name: AccountField;
  /** Locale key under printing.printer.fields / printing.printer.rules. */
  key: string;
  max: number;
  /** Shown masked, typed without autofill. */
  secret?: boolean;
  /** The terminal number / SN on the device: letters and digits only. */
  device?: boolean;
}

/** The account each printer type needs (the server asks for the same fields). */
export const ACCOUNT_FIELDS: Record<PrintType, AccountFieldSpec[]> = {
  0: [
    { name: "printYlyAppid", key: "ylyAppid", max: 64 },
    { name: "printYlyUserid", key: "ylyUserid", max: 64 },
    { name: "printYlySec", key: "ylySec", max: 128, secret: true },
    { name: "printYlyMerchineNo", key: "ylyMachineNo", max: 64, device: true },
  ],
  1: [
    { name: "printFeName", key: "feName", max: 32 },
    { name: "printFeUser", key: "feUser", max: 64 },
    { name: "printFeUkey", key: "feUkey", max: 128, secret: true },
    { name: "printFeSn", key: "feSn", max: 64, device: true },
  ],
};

export const DEVICE_NUMBER = /^[A-Za-z0-9]+$/;

/** The number on the device: the Yilianyun terminal number or the Feie SN. */
export const deviceNumberOf = (p: Pick<MerchantPrint, "printType" | "printYlyMerchineNo" | "printFeSn">) => (p.printType === 0 ? p.printYlyMerchineNo : p.printFeSn);

export type PrinterValues = Pick<MerchantPrint, "printType" | "printName" | AccountField | "status">;

export const NEW_PRINTER: PrinterValues = {
  printType: 0,
  printName: "",
  printYlyAppid: "",
  printYlyUserid: "",
  printYlySec: "",
  printYlyMerchineNo: "",
  printFeName: "",
  printFeUser: "",
  printFeUkey: "",
  printFeSn: "",
  status: 1,
};
