import { ESHEET_AUTHORITIES } from "../../server/shared/tightenedAuthorities";
import { titleWithId } from "../../src/routing/titles";
import type { Area } from "../../src/routing/types";

/** Authority strings of receipt printers (contract §3.19, §5), written once. */
export const PRINT_AUTH = {
  list: "merchant:admin:print:list",
  info: "merchant:admin:print:info",
  save: "merchant:admin:print:save",
  edit: "merchant:admin:print:edit",
  delete: "merchant:admin:print:delete",
  status: "merchant:admin:print:update:status",
  layout: "merchant:print:get:content",
  saveLayout: "merchant:print:save:content",
} as const;

/** E-sheet settings: none on a CRMEB backend, the e-sheet menu's on the reference server (README, "Tightened authorities"). */
export const ESHEET_AUTH = ESHEET_AUTHORITIES;

export const PRINTERS_PATH = "/operation/printing/printreceipt";

export const LAYOUT_PATH = `${PRINTERS_PATH}/creatPrintreceipt`;

export const ESHEET_PATH = "/operation/printing/electrsheet";

export const layoutPathOf = (printerId: number) => `${LAYOUT_PATH}/${printerId}`;

/** Resource names of the printing area. */
export const PRINTING = {
  /** Receipt printers (`MerchantPrint`) and each one's layout. */
  printers: "merchantPrint",
  /** What was printed (an extension of the reference server). */
  jobs: "printJob",
  /** The merchant's e-sheet settings (`MerchantElect`). */
  eSheet: "merchantElect",
} as const;

/** Receipt printers with their layouts and print jobs, and the e-sheet settings; owner-only settings. */
export const area: Area = {
  name: "printing",
  locales: ["printing", "library"],
  resources: [
    {
      name: PRINTING.printers,
      list: PRINTERS_PATH,
      meta: {
        adminOnly: true,
        authorities: { list: PRINT_AUTH.list, show: PRINT_AUTH.info, create: PRINT_AUTH.save, edit: PRINT_AUTH.edit, delete: PRINT_AUTH.delete, status: PRINT_AUTH.status, layout: PRINT_AUTH.layout, saveLayout: PRINT_AUTH.saveLayout },
      },
    },
    { name: PRINTING.jobs, meta: { adminOnly: true, authorities: { list: PRINT_AUTH.list } } },
    // A CRMEB backend checks no authority on the e-sheet settings; the reference server asks for the menu's.
    { name: PRINTING.eSheet, list: ESHEET_PATH, meta: { adminOnly: true, authorities: { info: ESHEET_AUTH.info, update: ESHEET_AUTH.update } } },
  ],
  load: () => import("./endpoints").then((m) => m.printingEndpoints),
  routes: [
    { path: PRINTERS_PATH, page: () => import("./printers/PrinterListPage"), title: "titles.printing.printers", authority: PRINT_AUTH.list, adminOnly: true },
    {
      path: `${LAYOUT_PATH}/:id?`,
      page: () => import("./layout/LayoutEditorPage"),
      title: titleWithId("titles.printing.layout"),
      hidden: true,
      activeMenu: PRINTERS_PATH,
      authority: PRINT_AUTH.layout,
      adminOnly: true,
      noCache: true,
    },
    { path: ESHEET_PATH, page: () => import("./esheet/ESheetSettingsPage"), title: "titles.printing.eSheet", adminOnly: true },
  ],
};
