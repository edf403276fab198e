import type { Area } from "./routing/types";
import { get, post } from "../providers/endpoints";
import { MAINTAIN_USER_ROUTE } from "./pages/maintainUser/paths";
import { maintainUserTitle } from "./pages/maintainUser/maintainUserTitle";

/** Pages the shell itself owns, and the calls they make (contract §2.2). */
export const shellArea: Area = {
  name: "shell",
  resources: [
    { name: "shellProfile", meta: { authorities: { updateName: "merchant:login:admin:update", updatePassword: "merchant:login:admin:update:password" } } },
    { name: "shellCopyright", meta: { authorities: { info: "merchant:copyright:get:company:info" } } },
  ],
  // The shell's texts load with the console.
  locales: [],
  load: async () => ({
    shellProfile: {
      actions: {
        updateName: post("login/admin/update"),
        updatePassword: post("login/admin/update/password"),
      },
    },
    shellCopyright: { actions: { info: get("copyright/get/company/info") } },
  }),
  routes: [
    {
      path: MAINTAIN_USER_ROUTE,
      page: () => import("./pages/maintainUser/MaintainUserPage"),
      title: maintainUserTitle,
      hidden: true,
    },
    {
      path: "/preview",
      page: () => import("./pages/preview/PreviewPage"),
      title: "widgets.preview.title",
      layout: "bare",
    },
  ],
};
