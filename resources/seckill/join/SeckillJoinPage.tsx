import { UnsavedChangesNotifier } from "@refinedev/react-router";
import { useState } from "react";
import { Alert, Button, Card, Form, Space, Spin } from "antd";
import { useCreate, useOne } from "@refinedev/core";
import { useNavigate, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { toastSuccess, toastWarning } from "../../../providers/notify";
import { currentAdmin } from "../../../providers/session";
import type { SeckillActivityDetail } from "../../../server/areas/seckill/contract";
import { ActivityProducts, firstProblem, problemText, type ActivityProduct } from "../../../src/widgets/activitySku";
import { PageHeader } from "../../../src/widgets/PageHeader";
import { useUnsavedGuard } from "../../../src/widgets/useUnsavedGuard";
import { SECKILL } from "../endpoints";
import { joinBlock } from "../joinable";
import { SECKILL_ACTIVITY_PATH, SECKILL_LIST_PATH } from "../area";
import { ActivityChooser } from "./ActivityChooser";
import { ActivitySummary } from "./ActivitySummary";
import { joinBody, SECKILL_RULES } from "./joinBody";
import { useAllowedEach } from "../../../src/access/useAllowed";

/**
 * /marketing/seckill/creatActivity/:activityId (from an activity) and creatSeckill (activity chosen
 * here): pick products, give every SKU a quota and an activity price, submit them for review.
 */
export default function SeckillJoinPage() {
  const maySeckillProduct = useAllowedEach(SECKILL.products, ["create"]);
  const maySeckillActivity = useAllowedEach(SECKILL.activities, ["show"]);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const fromActivity = Boolean(params.activityId);
  const [activityId, setActivityId] = useState<number | undefined>(params.activityId ? Number(params.activityId) : undefined);
  const [products, setProducts] = useState<ActivityProduct[]>([]);
  const [tried, setTried] = useState(false);
  const guard = useUnsavedGuard();
  const { mutateAsync: create, mutation } = useCreate();
  const { result: activity, query } = useOne<SeckillActivityDetail>({ resource: SECKILL.activities, id: activityId, queryOptions: { enabled: Boolean(activityId) && maySeckillActivity.show } });
  const stars = currentAdmin()?.merStarLevel ?? 0;
  const block = activity ? joinBlock(activity, stars) : undefined;
  const backTo = fromActivity ? SECKILL_ACTIVITY_PATH : SECKILL_LIST_PATH;
  const labels = { price: t("seckill.join.activityPrice"), quota: t("seckill.join.quota") };

  const change = (next: ActivityProduct[]) => {
    guard.markDirty();
    setProducts(next);
  };
  const choose = (id: number) => {
    setActivityId(id);
    // Another activity admits other products: start over.
    setProducts([]);
  };
  const submit = async () => {
    setTried(true);
    if (!activityId) return toastWarning(t("seckill.join.chooseActivity"));
    const problem = firstProblem(products, SECKILL_RULES);
    if (problem) return toastWarning(problemText(problem, labels, t));
    try {
      await create({ resource: SECKILL.products, values: joinBody(activityId, products), successNotification: false, errorNotification: false });
    } catch {
      return; // Shown by the HTTP client; what was typed stays.
    }
    guard.clear();
    toastSuccess(t("seckill.join.submitted"));
    setTimeout(() => navigate(SECKILL_LIST_PATH), 0); // after the cleared guard has rendered
  };

  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }} data-testid="seckill-join-page">
      <PageHeader title={t("titles.seckill.join")} backTo={backTo} />
      <UnsavedChangesNotifier translationKey="seckill.join.unsaved" message={t("seckill.join.unsaved")} />
      <Card title={t("seckill.join.activity")} size="small">
        {!fromActivity && (
          <Form layout="inline" style={{ marginBottom: activity ? 16 : 0 }}>
            <Form.Item label={t("seckill.join.chooseActivity")} required>
              <ActivityChooser value={activityId} onChange={choose} stars={stars} />
            </Form.Item>
          </Form>
        )}
        {query.isFetching && !activity && <Spin />}
        {activity && <ActivitySummary activity={activity} />}
        {block && <Alert type="warning" showIcon style={{ marginTop: 12 }} message={t(`seckill.activity.blocked.${block}`, { stars: activity?.merStars })} data-testid="seckill-join-blocked" />}
      </Card>
      <Card title={t("seckill.join.products")} size="small">
        <ActivityProducts
          value={products}
          onChange={change}
          scope={{ marketingType: 1, activityId }}
          rules={SECKILL_RULES}
          labels={labels}
          showProblems={tried}
          disabledReason={!activityId ? t("seckill.join.chooseFirst") : block ? t(`seckill.activity.blocked.${block}`, { stars: activity?.merStars }) : undefined}
        />
      </Card>
      <Card size="small">
        <Space>
          <Button onClick={() => navigate(backTo)}>{t("seckill.common.cancel")}</Button>
          {maySeckillProduct.create && (
            <Button type="primary" loading={mutation.isPending} disabled={Boolean(block)} onClick={() => void submit()} data-testid="seckill-join-submit">
              {t("seckill.join.submit")}
            </Button>
          )}
        </Space>
      </Card>
    </Space>
  );
}
