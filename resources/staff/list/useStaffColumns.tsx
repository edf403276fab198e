import type { TableColumnsType } from "antd";
import { useTranslation } from "react-i18next";
import type { MerchantEmployee } from "../../../server/areas/staff/contract";
import { useEnumTags } from "../../../src/enums/EnumTag";
import { STAFF_ROLE } from "../../../src/enums/customer";
import { formatTime } from "../../../src/widgets/format";
import { CellLinks } from "../../../src/widgets/listCells/CellLinks";
import { CellSwitch } from "../../../src/widgets/listCells/CellSwitch";
import { parseRoles } from "../edit/staffForm";
import { useAllowedEach } from "../../../src/access/useAllowed";
import { STAFF } from "../endpoints";
import { UserAvatar } from "../../../src/widgets/listCells/UserAvatar";

export type StaffAction = "edit" | "delete";

interface StaffColumnActions {
  act: (action: StaffAction, row: MerchantEmployee) => void;
  switchStatus: (row: MerchantEmployee, enabled: boolean) => void;
}

/** Columns of the staff list; edit, delete and the switch follow the staff menu's authorities (README, "Tightened authorities"). */
export function useStaffColumns({ act, switchStatus }: StaffColumnActions): TableColumnsType<MerchantEmployee> {
  const may = useAllowedEach(STAFF.employees, ["edit", "delete"]);
  const { t } = useTranslation();
  const roleTag = useEnumTags(STAFF_ROLE);
  const mayUpdate = may.edit;
  const links = [
    ...(mayUpdate ? [{ key: "edit" as const, label: t("staff.common.edit") }] : []),
    ...(may.delete ? [{ key: "delete" as const, label: t("staff.common.delete"), danger: true }] : []),
  ];
  return [
    { title: "ID", dataIndex: "id", width: 70 },
    {
      title: t("staff.fields.avatar"),
      dataIndex: "avatar",
      width: 70,
      render: (src: string, row) => <UserAvatar src={src} name={row.name} />,
    },
    { title: t("staff.fields.name"), dataIndex: "name", width: 130, ellipsis: true },
    { title: t("staff.fields.phone"), dataIndex: "phone", width: 130 },
    { title: t("staff.fields.uid"), dataIndex: "uid", width: 110 },
    {
      title: t("staff.fields.role"),
      dataIndex: "role",
      render: (role: string) => <>{parseRoles(role).map((code) => <span key={code}>{roleTag(code)}</span>)}</>,
    },
    {
      title: t("staff.fields.status"),
      dataIndex: "status",
      width: 100,
      render: (status: number, row) => (
        <CellSwitch
          checked={status === 1}
          checkedLabel={t("staff.status.on")}
          uncheckedLabel={t("staff.status.off")}
          onChange={(next) => switchStatus(row, next)}
          disabled={!mayUpdate}
          data-testid={`staff-switch-${row.id}`}
        />
      ),
    },
    { title: t("staff.fields.creatTime"), dataIndex: "creatTime", width: 160, render: (v: string) => formatTime(v) },
    {
      title: t("staff.common.actions"),
      key: "actions",
      width: 130,
      fixed: "right",
      render: (_, row) => (
        <CellLinks
          links={links.map((l) => ({ ...l, testId: `staff-${l.key}-${row.id}` }))}
          onClick={(key) => act(key, row)}
          moreLabel={t("staff.common.more")}
        />
      ),
    },
  ];
}
