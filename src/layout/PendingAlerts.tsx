import { useEffect, useMemo, useState } from "react";
import { App, Button, Dropdown } from "antd";
import { BellOutlined } from "@ant-design/icons";
import { useDataProvider } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { PENDING, pendingSource, readableKinds } from "../../resources/dashboard/alerts/pendingSource";
import { watchPending, type PendingCounts, type PendingKind, type Rise } from "../../resources/dashboard/alerts/pendingWatch";
import { canOpen } from "../../resources/dashboard/shortcuts/canOpen";
import { useLatestCallback } from "../widgets/useLatestCallback";

const hrefOf = (kind: PendingKind) => `${PENDING[kind].path}?${PENDING[kind].search}`;

/**
 * The bell in the header: orders to ship and refunds to review, read every 30 s while the page
 * is visible; a rise shows a notification that links to the list. Hidden without the authorities.
 */
export function PendingAlerts() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const dataProvider = useDataProvider();
  const kinds = useMemo(() => readableKinds(), []);
  const [counts, setCounts] = useState<PendingCounts>({});

  // The router's `navigate` is a new function on every move: read through a stable callback, a
  // move would end the watch and start it again, reading both counts at once.
  const onRise = useLatestCallback((rises: Rise[]) => {
    for (const rise of rises) {
      const open = canOpen(PENDING[rise.kind].path);
      notification.info({
        key: `pending-${rise.kind}`,
        message: t(`shell.alerts.${rise.kind}Rise`, { count: rise.added }),
        description: t(`shell.alerts.${rise.kind}Now`, { count: rise.count }),
        actions: open ? (
          <Button type="link" size="small" onClick={() => navigate(hrefOf(rise.kind))} data-testid={`alert-open-${rise.kind}`}>
            {t("shell.alerts.open")}
          </Button>
        ) : undefined,
      });
    }
  });

  useEffect(() => {
    if (kinds.length === 0) return;
    return watchPending({ read: pendingSource(dataProvider(), kinds), onCounts: setCounts, onRise });
  }, [kinds, dataProvider, onRise]);

  if (kinds.length === 0) return null;
  const total = kinds.reduce((sum, kind) => sum + (counts[kind] ?? 0), 0);
  return (
    <Dropdown
      // Opened by pointing at it, or by Enter or Space on it.
      trigger={["hover", "click"]}
      menu={{
        items: kinds.map((kind) => ({
          key: kind,
          disabled: !canOpen(PENDING[kind].path),
          label: (
            <span data-testid={`alert-item-${kind}`}>
              {t(`shell.alerts.${kind}`)}: {counts[kind] ?? "-"}
            </span>
          ),
        })),
        onClick: ({ key }) => navigate(hrefOf(key as PendingKind)),
      }}
    >
      {/* Named by its text, not an aria-label: the count it shows is part of its name. */}
      <Button type="text" className="shell-tool" aria-haspopup="menu" data-testid="alert-bell" style={{ position: "relative" }}>
        <BellOutlined aria-hidden />
        <span className="visually-hidden">{t("shell.alerts.title")}</span>
        {total > 0 && (
          <span
            data-testid="alert-count"
            style={{
              position: "absolute",
              top: 0,
              insetInlineEnd: 0,
              minWidth: 16,
              height: 16,
              padding: "0 4px",
              borderRadius: 8,
              background: "var(--ant-color-error)",
              color: "#fff",
              fontSize: 11,
              lineHeight: "16px",
            }}
          >
            {total > 99 ? "99+" : total}
          </span>
        )}
      </Button>
    </Dropdown>
  );
}
