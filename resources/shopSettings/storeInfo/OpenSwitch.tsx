import { Switch, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { canDo } from "../../../providers/accessControl";
import { modalApi } from "../../../src/widgets/modalHost";
import { useRunAction } from "../../../src/widgets/useRunAction";
import { SHOP_AUTH } from "../area";
import { SHOP } from "../endpoints";

/**
 * 开启商户: opens or closes the shop after a confirmation. Closing takes every product off the
 * shelf (the backend does), so the question says so.
 */
export function OpenSwitch({ open, onChanged }: { open: boolean; onChanged: () => void }) {
  const { t } = useTranslation();
  const { run, pending } = useRunAction();
  const state = <Typography.Text type={open ? "success" : "secondary"}>{t(open ? "shopSettings.base.opened" : "shopSettings.base.closed")}</Typography.Text>;
  if (!canDo(SHOP_AUTH.toggleOpen)) return state;
  const ask = () =>
    modalApi().confirm({
      title: t("widgets.dialogTitle"),
      content: t(open ? "shopSettings.base.closeConfirm" : "shopSettings.base.openConfirm"),
      okText: t("widgets.ok"),
      cancelText: t("widgets.cancel"),
      okButtonProps: { danger: open },
      onOk: () =>
        run(SHOP.store, "toggleOpen", {}, t("shopSettings.base.switched"))
          .catch(() => undefined)
          .finally(onChanged),
    });
  return (
    <Switch
      checked={open}
      loading={pending}
      checkedChildren={t("shopSettings.base.on")}
      unCheckedChildren={t("shopSettings.base.off")}
      onChange={ask}
      data-testid="store-open-switch"
    />
  );
}
