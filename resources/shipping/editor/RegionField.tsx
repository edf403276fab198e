import { useEffect, useMemo, useRef, useState } from "react";
import { theme } from "antd";
import { useTranslation } from "react-i18next";
import type { RegionTree } from "./cityTree";
import { RegionSelect, type RegionSelectProps } from "./RegionSelect";
import type { RegionPath } from "./regionRules";

/** "浙江省、南京市、…" for a selection. */
export const regionNames = (tree: RegionTree, paths: readonly RegionPath[] | undefined) =>
  (paths ?? [])
    .map((path) => tree.index.get(path[path.length - 1])?.name)
    .filter(Boolean)
    .join("、");

/** How long the pointer rests on a field before its tree select is prepared. */
const HOVER_INTENT_MS = 80;

/**
 * A rule row's regions: a plain summary, replaced by the searchable tree select when the
 * pointer rests on it (so a click only opens the select: mounting it is most of the cost)
 * or when it takes the keyboard focus (then opened at once). Left unused, it becomes the
 * summary again. One tree select at a time keeps an editor with thirty rules quick to open
 * and to type in, where thirty mounted tree selects each index the whole tree.
 */
export function RegionField(props: Omit<RegionSelectProps, "autoOpen" | "onBlur" | "onFocus" | "onMouseLeave">) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  // summary → ready (pointer over it, closed) or editing (keyboard focus, opened) → summary.
  const [mode, setMode] = useState<"summary" | "ready" | "editing">("summary");
  const [focused, setFocused] = useState(false);
  // The pointer must rest a moment: sweeping over thirty rows mounts nothing.
  const intent = useRef(0);
  const cancelIntent = () => window.clearTimeout(intent.current);
  useEffect(() => cancelIntent, []);
  const { tree, value, disabled } = props;
  const names = useMemo(() => regionNames(tree, value), [tree, value]);
  if (mode !== "summary")
    return (
      <RegionSelect
        {...props}
        autoOpen={mode === "editing"}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          setMode("summary");
        }}
        onMouseLeave={() => !focused && mode === "ready" && setMode("summary")}
      />
    );
  return (
    <div
      role="button"
      tabIndex={disabled ? -1 : 0}
      title={names || undefined}
      onPointerEnter={() => {
        if (!disabled) intent.current = window.setTimeout(() => setMode("ready"), HOVER_INTENT_MS);
      }}
      onPointerLeave={cancelIntent}
      onClick={() => {
        cancelIntent();
        if (!disabled) setMode("editing");
      }}
      onFocus={() => !disabled && setMode("editing")}
      data-testid={props["data-testid"]}
      style={{
        boxSizing: "border-box",
        height: token.controlHeight,
        padding: `0 ${token.paddingSM - 1}px`,
        border: `${token.lineWidth}px solid ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        background: disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
        color: names ? token.colorText : token.colorTextPlaceholder,
        cursor: disabled ? "not-allowed" : "pointer",
        overflow: "hidden",
        textOverflow: "ellipsis",
        whiteSpace: "nowrap",
        lineHeight: `${token.controlHeight - 2 * token.lineWidth}px`,
      }}
    >
      {names || t("shipping.editor.chooseRegions")}
    </div>
  );
}
