import { Card, Skeleton, Space, Typography } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { currentAdmin, loadAdminInfo, type AdminInfo } from "../../providers/session";

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
      <Typography.Title level={4} style={{ marginTop: 0 }} data-testid="dashboard-welcome">
        {t("dashboard.welcome", { name: info.realName || info.account })}
      </Typography.Title>
      <Space size={[24, 4]} wrap>
        <Typography.Text type="secondary">
          {t("dashboard.merchant")}: <span data-testid="dashboard-merchant">{info.merName}</span>
        </Typography.Text>
        <Typography.Text type="secondary">
          {t("dashboard.role")}: <span>{role}</span>
        </Typography.Text>
        <Typography.Text type="secondary">
          {t("dashboard.starLevel")}: {info.merStarLevel}
        </Typography.Text>
        <Typography.Text type="secondary">
          {t("dashboard.lastLogin")}: {info.lastTime ?? "-"}
        </Typography.Text>
      </Space>
    </Card>
  );
}
