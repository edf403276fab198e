import { memo, useCallback, useMemo, useState, useSyncExternalStore } from "react";
import { Input, Select } from "antd";
import { useTranslation } from "react-i18next";
import { ImagePicker } from "../../../../src/widgets/library";
import { NumericInput } from "../../../../src/widgets/NumericInput";
import type { NumericMode } from "../../../../src/widgets/numeric";
import type { UnrelatedLibrary } from "../../types";
import type { SkuField, SkuRow } from "./skuModel";
import { cellValid } from "./skuRules";
import type { SkuStore } from "./skuStore";

/** One value of one SKU, re-rendered only when that value changes. */
function useSkuValue<T>(store: SkuStore, rowKey: string, read: (row: SkuRow) => T): T {
  const subscribe = useCallback((listener: () => void) => store.subscribeRow(rowKey, listener), [store, rowKey]);
  return useSyncExternalStore(subscribe, () => {
    const row = store.getRow(rowKey);
    return row ? read(row) : (undefined as T);
  });
}

interface CellProps {
  store: SkuStore;
  rowKey: string;
  field: SkuField;
  index: number;
  disabled: boolean;
  /** The DOM form of the cell's row (see SkuTable). */
  formId: string;
  /** What a screen reader calls the field: its column and its row's spec values. */
  label?: string;
}

export const SkuNumberCell = memo(function SkuNumberCell({ store, rowKey, field, index, disabled, formId, label, mode }: CellProps & { mode: NumericMode }) {
  const value = useSkuValue(store, rowKey, (row) => String(row[field] ?? ""));
  if (disabled) return <span>{value}</span>;
  return (
    <NumericInput
      size="small"
      mode={mode}
      value={value}
      status={cellValid(field, value) ? undefined : "error"}
      onChange={(next) => store.update(rowKey, { [field]: next })}
      form={formId}
      aria-label={label}
      data-testid={`sku-${field}-${index}`}
    />
  );
});

export const SkuTextCell = memo(function SkuTextCell({ store, rowKey, field, index, disabled, formId, label, placeholder }: CellProps & { placeholder?: string }) {
  const value = useSkuValue(store, rowKey, (row) => String(row[field] ?? ""));
  if (disabled) return <span style={{ wordBreak: "break-all" }}>{value || "-"}</span>;
  return (
    <Input
      size="small"
      value={value}
      placeholder={placeholder}
      onChange={(e) => store.update(rowKey, { [field]: e.target.value })}
      form={formId}
      aria-label={label}
      data-testid={`sku-${field}-${index}`}
    />
  );
});

export const SkuImageCell = memo(function SkuImageCell({ store, rowKey, index, disabled }: Omit<CellProps, "field" | "formId">) {
  const value = useSkuValue(store, rowKey, (row) => row.image);
  return (
    <div data-testid={`sku-image-${index}`}>
      <ImagePicker value={value} disabled={disabled} size={40} onChange={(next) => store.update(rowKey, { image: String(next ?? "") })} />
    </div>
  );
});

/** 卡密库: one free library per SKU; its unused secrets are the SKU's stock. */
export const SkuCdkeyCell = memo(function SkuCdkeyCell({
  store,
  rowKey,
  index,
  disabled,
  libraries,
}: Omit<CellProps, "field" | "formId"> & { libraries: readonly UnrelatedLibrary[] }) {
  const { t } = useTranslation();
  const id = useSkuValue(store, rowKey, (row) => row.cdkeyId);
  const name = useSkuValue(store, rowKey, (row) => row.cdkeyLibraryName);
  const [open, setOpen] = useState(false);
  const options = useMemo(() => {
    // Computed when the list opens: libraries chosen by other SKUs are left out.
    const taken = open
      ? new Set(
          store
            .getRows()
            .filter((r) => r.key !== rowKey && r.cdkeyId)
            .map((r) => r.cdkeyId),
        )
      : new Set();
    const list = libraries.filter((l) => !taken.has(l.id)).map((l) => ({ value: l.id, label: `${l.name} (${l.stock})` }));
    if (id && !libraries.some((l) => l.id === id)) list.unshift({ value: id, label: name || `#${id}` });
    return list;
  }, [open, libraries, store, rowKey, id, name]);
  if (disabled) return <span>{name || "-"}</span>;
  return (
    <Select
      size="small"
      value={id ?? undefined}
      options={options}
      open={open}
      onOpenChange={setOpen}
      placeholder={t("product.editor.sku.chooseLibrary")}
      style={{ width: "100%" }}
      onChange={(value: number) => {
        const library = libraries.find((l) => l.id === value);
        store.update(rowKey, { cdkeyId: value, cdkeyLibraryName: library?.name ?? "", ...(library ? { stock: String(library.stock) } : {}) });
      }}
      data-testid={`sku-cdkey-${index}`}
    />
  );
});
