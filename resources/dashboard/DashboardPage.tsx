import { Card, Descriptions, Typography, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { useEffect, useState } from "react";
import { loadAdminInfo, type AdminInfo } from "../../providers/session";

/** The signed-in home: who is signed in, for which shop, with which role (real server data). */
export default function DashboardPage() {
  const { t } = useTranslation();
  const [info, setInfo] = useState<AdminInfo>();
  useEffect(() => {
    void loadAdminInfo().then(setInfo, () => undefined);
  }, []);
  if (!info) return <Skeleton active />;
  return (
    <Card>
      <Typography.Title level={4} data-testid="dashboard-welcome">
        {t("dashboard.welcome", { name: info.realName || info.account })}
      </Typography.Title>
      <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
        <Descriptions.Item label={t("dashboard.merchant")}>
          <span data-testid="dashboard-merchant">{info.merName}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t("dashboard.account")}>{info.account}</Descriptions.Item>
        <Descriptions.Item label={t("dashboard.role")}>
          {info.roles.split(",").includes("2") ? t("dashboard.owner") : info.roleNames}
        </Descriptions.Item>
        <Descriptions.Item label={t("dashboard.starLevel")}>{info.merStarLevel}</Descriptions.Item>
        <Descriptions.Item label={t("dashboard.lastLogin")}>{info.lastTime ?? "-"}</Descriptions.Item>
        <Descriptions.Item label={t("dashboard.loginCount")}>{info.loginCount}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
