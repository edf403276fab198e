import { Space } from "antd";
import { KpiCards } from "./kpi/KpiCards";
import { PendingShortcuts } from "./shortcuts/PendingShortcuts";
import { Rankings } from "./ranking/Rankings";
import { WelcomeBar } from "./WelcomeBar";

/**
 * The merchant's home: who is signed in, today's figures against yesterday, pending work as
 * links into the lists, and the week's product rankings. Each part shows only with its authority.
 */
export default function DashboardPage() {
  return (
    <Space direction="vertical" size={16} style={{ display: "flex" }}>
      <WelcomeBar />
      <KpiCards />
      <PendingShortcuts />
      <Rankings />
    </Space>
  );
}
