import { titleWithId } from "../../src/routing/titles";
import type { Area } from "../../src/routing/types";
import { ESHEET_AUTH as E, PRINT_AUTH as A } from "./authorities";
import { PRINTING, printingEndpoints } from "./endpoints";
import { ESHEET_PATH, LAYOUT_PATH, PRINTERS_PATH } from "./paths";

/** Receipt printers with their layouts and print jobs, and the e-sheet settings; owner-only settings. */
export const printingArea: Area = {
  name: "printing",
  resources: [
    {
      name: PRINTING.printers,
      list: PRINTERS_PATH,
      meta: {
        adminOnly: true,
        authorities: { list: A.list, show: A.info, create: A.save, edit: A.edit, delete: A.delete, status: A.status, layout: A.layout, saveLayout: A.saveLayout },
      },
    },
    { name: PRINTING.jobs, meta: { adminOnly: true, authorities: { list: A.list } } },
    // A CRMEB backend checks no authority on the e-sheet settings; the reference server asks for the menu's.
    { name: PRINTING.eSheet, list: ESHEET_PATH, meta: { adminOnly: true, authorities: { info: E.info, update: E.update } } },
  ],
  endpoints: printingEndpoints,
  routes: [
    { path: PRINTERS_PATH, page: () => import("./printers/PrinterListPage"), title: "titles.printing.printers", authority: A.list, adminOnly: true },
    {
      path: `${LAYOUT_PATH}/:id?`,
      page: () => import("./layout/LayoutEditorPage"),
      title: titleWithId("titles.printing.layout"),
      hidden: true,
      activeMenu: PRINTERS_PATH,
      authority: A.layout,
      adminOnly: true,
      noCache: true,
    },
    { path: ESHEET_PATH, page: () => import("./esheet/ESheetSettingsPage"), title: "titles.printing.eSheet", adminOnly: true },
  ],
};
