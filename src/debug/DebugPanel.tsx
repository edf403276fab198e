import { useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { debugLog, type DebugEntry } from "./debugLog";
import styles from "./DebugPanel.module.css";

type Filter = "all" | "errors" | "requests";

const matches = (entry: DebugEntry, filter: Filter) =>
  filter === "all" || (filter === "errors" ? entry.kind === "error" || entry.kind === "warn" : entry.kind === "request");

const clock = (time: number) => new Date(time).toTimeString().slice(0, 8);

/** A small in-page log: console output, page errors and failed requests. */
export function DebugPanel({ onDisable }: { onDisable: () => void }) {
  const { t } = useTranslation();
  const entries = useSyncExternalStore(debugLog.subscribe, debugLog.entries);
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState<Filter>("all");
  if (!open) {
    const errors = entries.filter((e) => e.kind === "error" || e.kind === "request").length;
    return (
      <button type="button" className={styles.toggle} onClick={() => setOpen(true)} aria-label={t("widgets.debug.open")} data-testid="debug-console-toggle">
        {errors > 0 ? `⚠ ${errors}` : "⚙"}
      </button>
    );
  }
  const shown = entries.filter((entry) => matches(entry, filter));
  return (
    <section className={styles.panel} data-testid="debug-console" aria-label={t("widgets.debug.title")}>
      <header className={styles.header}>
        <strong>{t("widgets.debug.title")}</strong>
        {(["all", "errors", "requests"] as const).map((f) => (
          <button key={f} type="button" className={f === filter ? styles.tabActive : styles.tab} onClick={() => setFilter(f)}>
            {t(`widgets.debug.${f}`)}
          </button>
        ))}
        <span className={styles.spacer} />
        <button type="button" className={styles.tab} onClick={() => debugLog.clear()}>
          {t("widgets.debug.clear")}
        </button>
        <button type="button" className={styles.tab} onClick={onDisable}>
          {t("widgets.debug.disable")}
        </button>
        <button type="button" className={styles.tab} onClick={() => setOpen(false)}>
          {t("widgets.debug.close")}
        </button>
      </header>
      <ol className={styles.list}>
        {shown.length === 0 && <li className={styles.empty}>{t("widgets.debug.empty")}</li>}
        {shown.map((entry) => (
          <li key={entry.id} className={styles[entry.kind]} data-kind={entry.kind}>
            <time>{clock(entry.time)}</time> <pre>{entry.text}</pre>
          </li>
        ))}
      </ol>
    </section>
  );
}
