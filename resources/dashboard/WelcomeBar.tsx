import { Card, Skeleton, Space } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { currentAdmin, loadAdminInfo, type AdminInfo } from "../../providers/session";
import { PlainText, PlainTitle } from "../../src/widgets/PlainTypography";

/** Who is signed in, for which shop, with which role and when last (real server data). */
export function WelcomeBar() {
  const { t } = useTranslation();
  // The last known copy first (if any), then the fresh one.
  const [info, setInfo] = useState<AdminInfo | undefined>(currentAdmin);
  useEffect(() => {
    void loadAdminInfo().then(setInfo, () => undefined);
  }, []);
  if (!info) return <Skeleton active paragraph={{ rows: 1 }} />;
  const role = info.roles.split(",").includes("2") ? t("dashboard.owner") : info.roleNames;
  return (
    <Card size="small">
      <PlainTitle level={4} style={{ marginTop: 0 }} data-testid="dashboard-welcome">
        {t("dashboard.welcome", { name: info.realName || info.account })}
      </PlainTitle>
      <Space size={[24, 4]} wrap>
        <PlainText type="secondary">
          {t("dashboard.merchant")}: <span data-testid="dashboard-merchant">{info.merName}</span>
        </PlainText>
        <PlainText type="secondary">
          {t("dashboard.role")}: <span>{role}</span>
        </PlainText>
        <PlainText type="secondary">
          {t("dashboard.starLevel")}: {info.merStarLevel}
        </PlainText>
        <PlainText type="secondary">
          {t("dashboard.lastLogin")}: {info.lastTime ?? "-"}
        </PlainText>
      </Space>
    </Card>
  );
}
