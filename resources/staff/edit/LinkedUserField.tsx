import { useState } from "react";
import { Button, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { UserPicker, type CustomerRow } from "../../../src/widgets/pickers/UserPicker";
import { STAFF } from "../endpoints";
import { useAllowedEach } from "../../../src/access/useAllowed";
import { UserAvatar } from "../../../src/widgets/listCells/UserAvatar";

interface LinkedUserFieldProps {
  /** The linked customer's uid. */
  value?: number;
  onChange?: (uid: number) => void;
  /** The customer just chosen, for fields that can start from it. */
  onPicked?: (user: CustomerRow) => void;
}

/**
 * The customer a staff member signs in as on the mobile side: shown by name once chosen here
 * (by uid for a saved one, as MerchantEmployee carries no nickname), chosen with the user picker.
 */
export function LinkedUserField({ value, onChange, onPicked }: LinkedUserFieldProps) {
  const may = useAllowedEach(STAFF.customers, ["list"]);
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const [picked, setPicked] = useState<CustomerRow>();
  const mayList = may.list;
  const shown = picked && picked.id === value ? picked : undefined;
  return (
    <Space wrap data-testid="staff-user">
      {shown ? (
        <Space size={6}>
          <UserAvatar size="small" src={shown.avatar} name={shown.nickname} />
          <span data-testid="staff-user-chosen">{t("staff.form.userChosen", { name: shown.nickname, uid: shown.id })}</span>
        </Space>
      ) : value ? (
        <span data-testid="staff-user-chosen">{t("staff.form.userId", { uid: value })}</span>
      ) : null}
      <Button onClick={() => setPicking(true)} disabled={!mayList} data-testid="staff-user-pick">
        {t(value ? "staff.form.changeUser" : "staff.form.pickUser")}
      </Button>
      {!mayList && <Typography.Text type="secondary">{t("staff.form.noUserList")}</Typography.Text>}
      {picking && (
        <UserPicker
          resource={STAFF.customers}
          title={t("staff.form.pickUser")}
          testId="staff-user-picker"
          onCancel={() => setPicking(false)}
          onOk={(user) => {
            setPicked(user);
            setPicking(false);
            onChange?.(user.id);
            onPicked?.(user);
          }}
        />
      )}
    </Space>
  );
}
