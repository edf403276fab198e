import type { TableColumnsType } from "antd";
import { useTranslation } from "react-i18next";
import { useAllowedEach } from "../../../src/access/useAllowed";
import type { SeckillProductRow } from "../../../server/areas/seckill/contract";
import { useEnumTags } from "../../../src/enums/EnumTag";
import { ACTIVITY_STATUS, SECKILL_AUDIT_STATUS } from "../../../src/enums/marketing";
import { CellLinks, type CellLink } from "../../../src/widgets/listCells/CellLinks";
import { Thumbnail } from "../../../src/widgets/listCells/Thumbnail";
import { SECKILL } from "../endpoints";
import type { SeckillAction } from "./useSeckillActions";

const ROW_ACCESS = ["price", "down", "up", "withdraw", "remove"] as const;

/** The actions a row offers: details (and prices) always; down/up once passed; withdraw while pending; delete once rejected. */
function linksOf(row: SeckillProductRow, t: (key: string) => string, may: Record<(typeof ROW_ACCESS)[number], boolean>): CellLink<SeckillAction>[] {
  const links: CellLink<SeckillAction>[] = [{ key: "detail", label: t(row.auditStatus !== 3 && may.price ? "seckill.list.actions.price" : "seckill.list.actions.detail"), testId: `seckill-detail-${row.id}` }];
  if (row.auditStatus === 2 && row.isShow && may.down) links.push({ key: "down", label: t("seckill.list.actions.down"), testId: `seckill-down-${row.id}` });
  if (row.auditStatus === 2 && !row.isShow && may.up) links.push({ key: "up", label: t("seckill.list.actions.up"), testId: `seckill-up-${row.id}` });
  if (row.auditStatus === 1 && may.withdraw) links.push({ key: "withdraw", label: t("seckill.list.actions.withdraw"), testId: `seckill-withdraw-${row.id}` });
  if (row.auditStatus === 3 && may.remove) links.push({ key: "remove", label: t("seckill.list.actions.remove"), danger: true, testId: `seckill-remove-${row.id}` });
  return links;
}

export function useSeckillColumns(perform: (action: SeckillAction, row: SeckillProductRow) => void, preview: (src: string) => void): TableColumnsType<SeckillProductRow> {
  const { t } = useTranslation();
  const may = useAllowedEach(SECKILL.products, ROW_ACCESS);
  const activityTag = useEnumTags(ACTIVITY_STATUS);
  const auditTag = useEnumTags(SECKILL_AUDIT_STATUS);
  return [
    { title: "ID", dataIndex: "id", width: 60 },
    { title: t("seckill.list.image"), dataIndex: "image", width: 70, render: (src: string, row) => <Thumbnail src={src} onPreview={preview} label={row.name} /> },
    { title: t("seckill.list.name"), dataIndex: "name", ellipsis: true, width: 200 },
    { title: t("seckill.list.category"), dataIndex: "categoryName", width: 110, ellipsis: true },
    { title: t("seckill.list.activityName"), dataIndex: "activityName", width: 170, ellipsis: true },
    { title: t("seckill.list.price"), dataIndex: "price", width: 100 },
    { title: t("seckill.list.seckillPrice"), dataIndex: "seckillPrice", width: 110, render: (v: string, row) => <span data-testid={`seckill-price-${row.id}`}>{v}</span> },
    {
      title: t("seckill.list.shelf"),
      dataIndex: "isShow",
      width: 90,
      render: (v: boolean, row) => <span data-testid={`seckill-shelf-${row.id}`}>{t(v ? "seckill.list.on" : "seckill.list.off")}</span>,
    },
    { title: t("seckill.list.activityStatus"), dataIndex: "activityStatus", width: 110, render: (v: number) => activityTag(v) },
    { title: t("seckill.list.auditStatus"), dataIndex: "auditStatus", width: 120, render: (v: number, row) => <span data-testid={`seckill-audit-${row.id}`}>{auditTag(v)}</span> },
    { title: t("seckill.list.reason"), dataIndex: "reason", width: 180, ellipsis: true, render: (v: string) => v || "-" },
    {
      title: t("seckill.common.actions"),
      key: "actions",
      width: 190,
      fixed: "right",
      render: (_, row) => <CellLinks links={linksOf(row, t, may)} onClick={(key) => perform(key, row)} moreLabel={t("seckill.common.more")} />,
    },
  ];
}
