import { useMemo, useState } from "react";
import { useOne } from "@refinedev/core";
import { Form, Modal, Skeleton, Typography, type FormInstance } from "antd";
import { useTranslation } from "react-i18next";
import { toastWarning } from "../../../../providers/notify";
import { PRODUCT_TYPE_CODE } from "../../../../src/enums/product";
import { useRunAction } from "../../../../src/widgets/useRunAction";
import { PRODUCT } from "../../endpoints";
import { MerchantCategoryField } from "../../editor/fields/MerchantCategoryField";
import { stateFromInfo } from "../../editor/productBody";
import { SkuTable } from "../../editor/sku/SkuTable";
import { SkuStore } from "../../editor/sku/skuStore";
import { usableSpecs } from "../../editor/sku/skuMatrix";
import { useUnrelatedLibraries } from "../../shared/catalogs";
import type { ProductInfo } from "../../types";
import { firstFreeEditProblem, freeEditBody, freeEditColumns, type FreeEditBody } from "../freeEdit";

interface FormValues {
  cateIds: number[];
}

/** 免审编辑: categories, prices, stock, links and card libraries of an off-shelf product, without a new audit. */
export function FreeEditDialog({ id, onClose, onDone }: { id: number; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const { result: info, query } = useOne<ProductInfo>({ resource: PRODUCT.products, id });
  const [form] = Form.useForm<FormValues>();
  const { run, pending } = useRunAction();
  // What the server has now, never a copy cached before an earlier edit.
  const loaded = info?.id === id && query.isFetchedAfterMount ? info : undefined;
  const save = async (body: FreeEditBody) => {
    await run(PRODUCT.products, "freeEdit", body, t("product.list.success.freeEdit"));
    onDone();
  };
  return (
    <Modal
      open
      title={t("product.list.dialogs.freeEdit")}
      width={880}
      okText={t("product.common.confirm")}
      cancelText={t("product.common.cancel")}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ disabled: !loaded }}
      confirmLoading={pending}
      destroyOnHidden
    >
      {loaded ? <FreeEditForm info={loaded} form={form} onSave={save} /> : <Skeleton active />}
    </Modal>
  );
}

/** The dialog's form for one loaded product: its SKUs in the editor's table, only the free fields editable. */
function FreeEditForm({ info, form, onSave }: { info: ProductInfo; form: FormInstance<FormValues>; onSave: (body: FreeEditBody) => Promise<void> }) {
  const { t } = useTranslation();
  const [state] = useState(() => stateFromInfo(info, false));
  const [store] = useState(() => new SkuStore([...(state.values.specType ? state.multiRows : state.singleRows)]));
  const type = info.type;
  const libraries = useUnrelatedLibraries(type === PRODUCT_TYPE_CODE.cardSecret);
  const columns = useMemo(() => freeEditColumns(type), [type]);
  const attributes = useMemo(() => (state.values.specType ? usableSpecs(state.specs).map((s) => s.name) : []), [state]);

  const submit = ({ cateIds }: FormValues) => {
    const rows = store.getRows();
    const problem = firstFreeEditProblem(rows, type);
    if (problem) {
      const column = columns.find((c) => c.field === problem.field);
      return toastWarning(t(problem.message, { row: problem.index + 1, field: column ? t(column.title) : problem.field }));
    }
    // A refused save was shown by the HTTP client; the dialog keeps what was typed.
    void onSave(freeEditBody(info.id, cateIds, rows, type)).catch(() => undefined);
  };

  return (
    <Form<FormValues> form={form} layout="vertical" initialValues={{ cateIds: state.values.cateIds }} onFinish={submit} data-testid="free-edit-form">
      <Typography.Paragraph type="secondary">{info.name}</Typography.Paragraph>
      <Form.Item name="cateIds" label={t("product.fields.cateIds")} rules={[{ required: true, type: "array", min: 1, message: t("product.editor.rules.cateIds") }]}>
        <MerchantCategoryField />
      </Form.Item>
      <Form.Item label={t("product.editor.sku.title")}>
        <SkuTable store={store} attributes={attributes} columns={columns} disabled={false} libraries={libraries.list} />
      </Form.Item>
    </Form>
  );
}
