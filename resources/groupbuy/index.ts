import type { Area, TitleContext } from "../../src/routing/types";
import { GROUPBUY_AUTH as A } from "./authorities";
import { editorMode } from "./editor/editorMode";
import { GROUPBUY, groupBuyEndpoints } from "./endpoints";
import { GROUP_ACTIVITY_PATH, GROUP_EDITOR_PATH, GROUP_RECORD_PATH } from "./paths";

const editorTitle = ({ params, t }: TitleContext) => t(`titles.groupbuy.${editorMode(params.activityId, params.type)}`);

/** Group buying: the merchant's activities (reviewed by the platform), their editor and the groups shoppers opened. */
export const groupBuyArea: Area = {
  name: "groupbuy",
  resources: [
    {
      name: GROUPBUY.activities,
      list: GROUP_ACTIVITY_PATH,
      meta: { authorities: { list: A.list, counts: A.counts, show: A.info, create: A.add, edit: A.update, delete: A.delete, status: A.status, rollback: A.rollback } },
    },
    { name: GROUPBUY.records, list: GROUP_RECORD_PATH, meta: { authorities: { list: A.records, counts: A.recordCounts, show: A.record } } },
  ],
  endpoints: groupBuyEndpoints,
  routes: [
    { path: `${GROUP_ACTIVITY_PATH}/:type?`, page: () => import("./activity/GroupActivityPage"), title: "titles.groupbuy.activities", authority: A.list },
    {
      path: `${GROUP_EDITOR_PATH}/:activityId?/:type?`,
      page: () => import("./editor/GroupEditorPage"),
      title: editorTitle,
      hidden: true,
      activeMenu: GROUP_ACTIVITY_PATH,
      authority: A.list,
      noCache: true,
    },
    { path: GROUP_RECORD_PATH, page: () => import("./records/GroupRecordPage"), title: "titles.groupbuy.records", authority: A.records },
  ],
};
