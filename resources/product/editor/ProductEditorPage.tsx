import { useMemo } from "react";
import { useOne } from "@refinedev/core";
import { Card, Result, Skeleton } from "antd";
import { useNavigate, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { canDo } from "../../../providers/accessControl";
import { PageHeader } from "../../../src/widgets/PageHeader";
import { AUTH } from "../authorities";
import { PRODUCT } from "../endpoints";
import type { ProductInfo } from "../types";
import { editorPath, parseEditorParams } from "./editorPath";
import { editorPageTitle, editorReadOnly } from "./editorTitle";
import { EditorForm } from "./EditorForm";
import { newEditorState } from "./formModel";
import { stateFromInfo } from "./productBody";
import { TypeChooserCards } from "./TypeChooser";

/** /product/list/creatProduct/:id?/:isDisabled/:isCopy/:productType?: add, edit, copy or view a product. */
export default function ProductEditorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const { mode, id, productType } = parseEditorParams(params);
  const stored = mode !== "add";
  const { result: info, query } = useOne<ProductInfo>({ resource: PRODUCT.products, id, queryOptions: { enabled: stored && canDo(AUTH.info) } });
  const readOnly = editorReadOnly(mode);
  const initial = useMemo(
    () => (stored ? (info ? stateFromInfo(info, mode === "copy") : undefined) : newEditorState(productType)),
    [stored, info, mode, productType],
  );

  const header = <PageHeader title={editorPageTitle({ params, t })} backTo="/product/list" />;

  if (mode === "add" && params.productType === undefined) {
    return (
      <>
        {header}
        <Card title={t("product.typeChooser.title")}>
          <TypeChooserCards onChoose={(type) => navigate(editorPath("add", 0, type), { replace: true })} />
        </Card>
      </>
    );
  }
  if (stored && query.isError) {
    return (
      <>
        {header}
        <Result status="warning" title={t("product.editor.loadFailed")} />
      </>
    );
  }
  if (!initial) {
    return (
      <>
        {header}
        <Card>
          <Skeleton active paragraph={{ rows: 12 }} />
        </Card>
      </>
    );
  }
  return (
    <>
      {header}
      <EditorForm key={`${mode}-${id}-${productType}`} initial={initial} mode={mode} id={id} readOnly={readOnly} auditStatus={info?.auditStatus} />
    </>
  );
}
