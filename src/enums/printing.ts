import { defineEnum } from "./enumTable";

/** Receipt printer type (MerchantPrint.printType, contract §8). */
export const PRINT_TYPE = defineEnum<number>([
  { value: 0, label: "enums.printType.0", color: "blue" },
  { value: 1, label: "enums.printType.1", color: "cyan" },
]);

/** E-sheet printer (MerchantElect.op, contract §8). */
export const ESHEET_PRINTER = defineEnum<number>([
  { value: 0, label: "enums.eSheetPrinter.0" },
  { value: 1, label: "enums.eSheetPrinter.1" },
]);

/** What a print job printed (the reference server's print jobs). */
export const PRINT_JOB_KIND = defineEnum<string>([
  { value: "receipt", label: "enums.printJobKind.receipt", color: "green" },
  { value: "esheet", label: "enums.printJobKind.esheet", color: "purple" },
]);
