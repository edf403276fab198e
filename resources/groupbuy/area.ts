import { PICKER_AUTH } from "../../src/widgets/pickers/resources";
import type { Area, TitleContext } from "../../src/routing/types";
import { editorMode } from "./editor/editorMode";

/** Authority strings of group buying (contract §3.26, §5), written once for resources, routes and buttons. */
export const GROUPBUY_AUTH = {
  list: "merchant:groupbuy:activity:list",
  counts: "merchant:groupbuy:activity:list:count",
  info: "merchant:groupbuy:activity:info",
  add: "merchant:groupbuy:activity:add",
  update: "merchant:groupbuy:activity:update",
  delete: "merchant:groupbuy:activity:delete",
  status: "merchant:groupbuy:activity:change:status",
  rollback: "merchant:groupbuy:activity:rollback",
  records: "merchant:groupbuy:record:list",
  recordCounts: "merchant:groupbuy:record:list:count",
  record: "merchant:groupbuy:record:info",
  /** Choosing the activity's products (the marketing product picker). */
  picker: PICKER_AUTH.marketingProducts,
} as const;

/** The activity list; `/:type` opens it on a review-state tab. */
export const GROUP_ACTIVITY_PATH = "/marketing/group/activity";

/** The editor: `/:activityId/:type` with type 1 edit, 2 copy, 3 view; none to add. */
export const GROUP_EDITOR_PATH = "/marketing/group/createGroup";

export const GROUP_RECORD_PATH = "/marketing/group/list";

export const GROUPBUY = {
  /** The merchant's activities (`GroupBuyActivityResponse`). */
  activities: "groupBuyActivity",
  /** The groups shoppers opened (`GroupBuyActivityRecordAdminListResponse`). */
  records: "groupBuyRecord",
} as const;

const editorTitle = ({ params, t }: TitleContext) => t(`titles.groupbuy.${editorMode(params.activityId, params.type)}`);

/** Group buying: the merchant's activities (reviewed by the platform), their editor and the groups shoppers opened. */
export const area: Area = {
  name: "groupbuy",
  locales: ["groupbuy", "activitySku", "product"],
  resources: [
    {
      name: GROUPBUY.activities,
      list: GROUP_ACTIVITY_PATH,
      meta: { authorities: { list: GROUPBUY_AUTH.list, counts: GROUPBUY_AUTH.counts, show: GROUPBUY_AUTH.info, create: GROUPBUY_AUTH.add, edit: GROUPBUY_AUTH.update, delete: GROUPBUY_AUTH.delete, status: GROUPBUY_AUTH.status, rollback: GROUPBUY_AUTH.rollback } },
    },
    { name: GROUPBUY.records, list: GROUP_RECORD_PATH, meta: { authorities: { list: GROUPBUY_AUTH.records, counts: GROUPBUY_AUTH.recordCounts, show: GROUPBUY_AUTH.record } } },
  ],
  load: () => import("./endpoints").then((m) => m.groupBuyEndpoints),
  routes: [
    { path: `${GROUP_ACTIVITY_PATH}/:type?`, page: () => import("./activity/GroupActivityPage"), title: "titles.groupbuy.activities", authority: GROUPBUY_AUTH.list },
    {
      path: `${GROUP_EDITOR_PATH}/:activityId?/:type?`,
      page: () => import("./editor/GroupEditorPage"),
      title: editorTitle,
      hidden: true,
      activeMenu: GROUP_ACTIVITY_PATH,
      authority: GROUPBUY_AUTH.list,
      noCache: true,
    },
    { path: GROUP_RECORD_PATH, page: () => import("./records/GroupRecordPage"), title: "titles.groupbuy.records", authority: GROUPBUY_AUTH.records },
  ],
};
