import { useMemo } from "react";
import { useList } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { canDo } from "../../../providers/accessControl";
import type { SystemRole } from "../../../server/areas/admin/contract";
import { ROLE_AUTH } from "../area";
import { ROLES } from "../endpoints";

/** The merchant's roles as select options (a switched-off role says so). */
export function useRoleOptions() {
  const { t } = useTranslation();
  const { result } = useList<SystemRole>({
    resource: ROLES.roles,
    pagination: { currentPage: 1, pageSize: 100 },
    queryOptions: { enabled: canDo(ROLE_AUTH.list) },
  });
  return useMemo(
    () => result.data.map((r) => ({ value: r.id, label: r.status ? r.roleName : t("roles.admin.roleOff", { name: r.roleName }) })),
    [result.data, t],
  );
}
