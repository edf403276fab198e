import { useMemo, useState } from "react";
import { useOne } from "@refinedev/core";
import { Form, Skeleton, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { toastWarning } from "../../../../providers/notify";
import { PRODUCT_TYPE_CODE } from "../../../../src/enums/product";
import { FormDialog } from "../../../../src/widgets/FormDialog";
import { useRunAction } from "../../../../src/widgets/useRunAction";
import { PRODUCT } from "../../endpoints";
import { MerchantCategoryField } from "../../editor/fields/MerchantCategoryField";
import { stateFromInfo } from "../../editor/productBody";
import { SkuTable } from "../../editor/sku/SkuTable";
import { SkuStore } from "../../editor/sku/skuStore";
import { usableSpecs } from "../../editor/sku/skuMatrix";
import { useUnrelatedLibraries } from "../../shared/catalogs";
import type { ProductInfo } from "../../types";
import { firstFreeEditProblem, freeEditBody, freeEditColumns } from "../freeEdit";

interface FormValues {
  cateIds: number[];
}

/** What the dialog edits, made once from the loaded product: its categories and its SKU rows. */
interface Draft {
  info: ProductInfo;
  cateIds: number[];
  store: SkuStore;
  attributes: string[];
}

function draftOf(info: ProductInfo): Draft {
  const state = stateFromInfo(info, false);
  return {
    info,
    cateIds: state.values.cateIds,
    store: new SkuStore([...(state.values.specType ? state.multiRows : state.singleRows)]),
    attributes: state.values.specType ? usableSpecs(state.specs).map((s) => s.name) : [],
  };
}

/** 免审编辑: categories, prices, stock, links and card libraries of an off-shelf product, without a new audit. */
export function FreeEditDialog({ id, onClose, onDone }: { id: number; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const { result: info, query } = useOne<ProductInfo>({ resource: PRODUCT.products, id });
  const [form] = Form.useForm<FormValues>();
  const { run } = useRunAction();
  // What the server has now, never a copy cached before an earlier edit; a later refetch does not
  // replace the rows being typed into.
  const loaded = info?.id === id && query.isFetchedAfterMount ? info : undefined;
  const [draft, setDraft] = useState<Draft>();
  if (loaded && !draft) setDraft(draftOf(loaded));

  const submit = async ({ cateIds }: FormValues) => {
    if (!draft) return;
    const { type } = draft.info;
    const rows = draft.store.getRows();
    const problem = firstFreeEditProblem(rows, type);
    if (problem) {
      const column = freeEditColumns(type).find((c) => c.field === problem.field);
      return toastWarning(t(problem.message, { row: problem.index + 1, field: column ? t(column.title) : problem.field }));
    }
    await run(PRODUCT.products, "freeEdit", freeEditBody(draft.info.id, cateIds, rows, type), t("product.list.success.freeEdit"));
    onDone();
  };

  return (
    <FormDialog
      title={t("product.list.dialogs.freeEdit")}
      form={form}
      width={880}
      okDisabled={!draft}
      formTestId={draft ? "free-edit-form" : undefined}
      onClose={onClose}
      onSubmit={submit}
    >
      {draft ? <FreeEditFields draft={draft} /> : <Skeleton active />}
    </FormDialog>
  );
}

/** The loaded product's fields: its SKUs in the editor's table, only the free fields editable. */
function FreeEditFields({ draft }: { draft: Draft }) {
  const { t } = useTranslation();
  const { type } = draft.info;
  const libraries = useUnrelatedLibraries(type === PRODUCT_TYPE_CODE.cardSecret);
  const columns = useMemo(() => freeEditColumns(type), [type]);
  return (
    <>
      <Typography.Paragraph type="secondary">{draft.info.name}</Typography.Paragraph>
      <Form.Item
        name="cateIds"
        label={t("product.fields.cateIds")}
        initialValue={draft.cateIds}
        rules={[{ required: true, type: "array", min: 1, message: t("product.editor.rules.cateIds") }]}
      >
        <MerchantCategoryField />
      </Form.Item>
      <Form.Item label={t("product.editor.sku.title")}>
        <SkuTable store={draft.store} attributes={draft.attributes} columns={columns} disabled={false} libraries={libraries.list} />
      </Form.Item>
    </>
  );
}
