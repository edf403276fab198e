import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { DocumentTitle } from "../routing/DocumentTitle";

/** /401 and /404. */
export default function ErrorPage({ status }: { status: 401 | 404 }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <DocumentTitle title={t(status === 401 ? "shell.titles.unauthorized" : "shell.titles.notFound")} />
      <Result
      status={status === 401 ? "403" : "404"}
      title={status}
      subTitle={t(status === 401 ? "errors.unauthorized" : "errors.notFound")}
      extra={
        <Button type="primary" onClick={() => navigate("/dashboard")}>
          {t("errors.backHome")}
        </Button>
      }
      />
    </>
  );
}
