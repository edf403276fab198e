export const PRINTERS_PATH = "/operation/printing/printreceipt";
export const LAYOUT_PATH = `${PRINTERS_PATH}/creatPrintreceipt`;
export const ESHEET_PATH = "/operation/printing/electrsheet";

export const layoutPathOf = (printerId: number) => `${LAYOUT_PATH}/${printerId}`;
