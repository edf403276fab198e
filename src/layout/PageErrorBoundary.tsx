import { Component, Fragment, type ReactNode } from "react";
import { Button, Space } from "antd";
import { CloseCircleFilled } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { PlainParagraph, PlainText, PlainTitle } from "../widgets/PlainTypography";

interface State {
  error?: Error;
  /** Bumped by "reload this page": the page mounts afresh. */
  attempt: number;
}

/**
 * Around each page of the console: a page that throws while rendering shows what happened
 * with a way on, in place of itself, while the menu, the tabs and the other pages stay (an
 * error used to unmount the whole console and leave a blank window).
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { attempt: 0 };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  private readonly reload = () => this.setState(({ attempt }) => ({ error: undefined, attempt: attempt + 1 }));

  render() {
    if (this.state.error) return <PageCrashed error={this.state.error} onReload={this.reload} />;
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}

/**
 * In antd's "error result" look, from parts the shell already loads (antd's `Result` brings
 * its status illustrations into the shell's first download, about 10 KB).
 */
function PageCrashed({ error, onReload }: { error: Error; onReload: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div data-testid="page-crashed" style={{ padding: "48px 32px", textAlign: "center" }}>
      <PlainText type="danger" style={{ fontSize: 72, lineHeight: 1 }}>
        <CloseCircleFilled />
      </PlainText>
      <PlainTitle level={3} style={{ marginTop: 24 }}>
        {t("errors.pageCrashed")}
      </PlainTitle>
      <PlainParagraph type="secondary">{t("errors.pageCrashedHint")}</PlainParagraph>
      <PlainParagraph type="secondary">
        <code>{error.message}</code>
      </PlainParagraph>
      <Space>
        <Button type="primary" onClick={onReload} data-testid="page-crashed-reload">
          {t("errors.reloadPage")}
        </Button>
        <Button onClick={() => navigate("/dashboard")}>{t("errors.backHome")}</Button>
      </Space>
    </div>
  );
}
