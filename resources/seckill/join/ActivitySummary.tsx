import { Descriptions, Rate } from "antd";
import { useTranslation } from "react-i18next";
import type { SeckillActivityDetail } from "../../../server/areas/seckill/contract";
import { EnumTag } from "../../../src/enums/EnumTag";
import { ACTIVITY_STATUS } from "../../../src/enums/marketing";

/** The activity being joined: dates, slots, limits and who may join with what. */
export function ActivitySummary({ activity }: { activity: SeckillActivityDetail }) {
  const { t } = useTranslation();
  const quota = (n: number) => (n > 0 ? n : t("seckill.activity.unlimited"));
  return (
    <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} data-testid="seckill-join-activity">
      <Descriptions.Item label={t("seckill.activity.name")}>{activity.name}</Descriptions.Item>
      <Descriptions.Item label={t("seckill.activity.status")}>
        <EnumTag table={ACTIVITY_STATUS} value={activity.status} />
      </Descriptions.Item>
      <Descriptions.Item label={t("seckill.activity.dates")}>{`${activity.startDate} ~ ${activity.endDate}`}</Descriptions.Item>
      <Descriptions.Item label={t("seckill.activity.slots")}>{activity.timeList.join(", ") || "-"}</Descriptions.Item>
      <Descriptions.Item label={t("seckill.activity.oneQuota")}>{quota(activity.oneQuota)}</Descriptions.Item>
      <Descriptions.Item label={t("seckill.activity.allQuota")}>{quota(activity.allQuota)}</Descriptions.Item>
      <Descriptions.Item label={t("seckill.activity.categories")}>{activity.productCategoryNames || t("seckill.activity.anyCategory")}</Descriptions.Item>
      <Descriptions.Item label={t("seckill.activity.merStars")}>
        {activity.merStars > 0 ? <Rate disabled value={activity.merStars} style={{ fontSize: 14 }} /> : t("seckill.activity.anyStars")}
      </Descriptions.Item>
    </Descriptions>
  );
}
