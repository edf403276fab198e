import { Alert, Card, Steps, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { DRAFT_LIST_PATH } from "../area";
import { useAllowedEach } from "../../../src/access/useAllowed";
import { VIDEO } from "../endpoints";

const STEPS = ["open", "qualify", "draft", "review", "shelf"] as const;

/** /videoChannel/apply: how a shop comes to sell in WeChat video channels, step by step. */
export default function ApplyPage() {
  const may = useAllowedEach(VIDEO.drafts, ["create"]);
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card data-testid="video-apply">
      <Typography.Title level={4}>{t("videoChannel.apply.heading")}</Typography.Title>
      <Typography.Paragraph>{t("videoChannel.apply.intro")}</Typography.Paragraph>
      <Steps
        direction="vertical"
        current={-1}
        items={STEPS.map((step) => ({ title: t(`videoChannel.apply.steps.${step}.title`), description: t(`videoChannel.apply.steps.${step}.text`) }))}
      />
      <Typography.Title level={5}>{t("videoChannel.apply.rulesHeading")}</Typography.Title>
      <ul>
        {(["category", "pictures", "price", "review"] as const).map((rule) => (
          <li key={rule}>
            <Typography.Text>{t(`videoChannel.apply.rules.${rule}`)}</Typography.Text>
          </li>
        ))}
      </ul>
      <Alert
        type="info"
        showIcon
        message={t("videoChannel.apply.notice")}
        action={
          may.create ? (
            <Typography.Link onClick={() => navigate(DRAFT_LIST_PATH)} data-testid="video-apply-drafts">
              {t("videoChannel.apply.toDrafts")}
            </Typography.Link>
          ) : undefined
        }
      />
    </Card>
  );
}
