import { Button, Modal, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { renewSession, type LoginInput } from "../../providers/authProvider";
import { currentAdmin } from "../../providers/session";
import type { RenewalResult } from "../../providers/http";
import { LoginForm } from "./LoginForm";

/**
 * The sign-in over a page whose session ended: the sign-in page's own form (captcha and
 * lockout included). Signed in again as the same admin, the page goes on where it was.
 */
export default function SessionRenewalDialog({ onDone }: { onDone: (result: RenewalResult) => void }) {
  const { t } = useTranslation();
  const signIn = async (input: LoginInput) => {
    const result = await renewSession(input);
    if (result) onDone(result);
    return Boolean(result);
  };
  return (
    <Modal
      open
      title={t("login.renewal.title")}
      closable={false}
      maskClosable={false}
      keyboard={false}
      width={420}
      footer={
        <Button onClick={() => onDone("cancelled")} data-testid="renewal-leave">
          {t("login.renewal.leave")}
        </Button>
      }
    >
      <div data-testid="session-renewal">
        <Typography.Paragraph type="secondary">{t("login.renewal.explain")}</Typography.Paragraph>
        <LoginForm signIn={signIn} initialAccount={currentAdmin()?.account} />
      </div>
    </Modal>
  );
}
