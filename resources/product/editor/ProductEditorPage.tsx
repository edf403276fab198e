import { useMemo, useState } from "react";
import { useOne } from "@refinedev/core";
import { Button, Card, Result, Skeleton } from "antd";
import { useNavigate, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { canDo } from "../../../providers/accessControl";
import { PageHeader } from "../../../src/widgets/PageHeader";
import { AUTH } from "../area";
import { PRODUCT } from "../endpoints";
import type { CollectedProduct, ProductInfo } from "../types";
import { CollectCard } from "./collect/CollectCard";
import { canCollect } from "./collect/canCollect";
import { stateFromCollected } from "./collect/collectedState";
import { editorPath, parseEditorParams } from "./editorPath";
import { editorPageTitle, editorReadOnly } from "./editorTitle";
import { EditorForm } from "./EditorForm";
import { newEditorState } from "./formModel";
import { stateFromInfo } from "./productBody";
import { TypeChooserCards } from "./TypeChooser";

/** /product/list/creatProduct/:id?/:isDisabled/:isCopy/:productType?: add, collect, edit, copy or view a product. */
export default function ProductEditorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const { mode, id, productType } = parseEditorParams(params);
  const stored = mode !== "add" && mode !== "collect";
  const { result: info, query } = useOne<ProductInfo>({ resource: PRODUCT.products, id, queryOptions: { enabled: stored && canDo(AUTH.info) } });
  const readOnly = editorReadOnly(mode);
  // Each collection fills the editor anew.
  const [collected, setCollected] = useState<{ product: CollectedProduct; count: number }>();
  const initial = useMemo(() => {
    if (stored) return info ? stateFromInfo(info, mode === "copy") : undefined;
    return collected ? stateFromCollected(collected.product, productType) : newEditorState(productType);
  }, [stored, info, mode, productType, collected]);

  const collectLink = mode === "add" && !readOnly && canCollect() && (
    <Button onClick={() => navigate(editorPath("collect", 0, productType))} data-testid="product-collect-here">
      {t("product.list.collect")}
    </Button>
  );
  const header = <PageHeader title={editorPageTitle({ params, t })} backTo="/product/list" extra={collectLink} />;

  if ((mode === "add" || mode === "collect") && params.productType === undefined) {
    return (
      <>
        {header}
        <Card title={t("product.typeChooser.title")}>
          <TypeChooserCards onChoose={(type) => navigate(editorPath(mode, 0, type), { replace: true })} />
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
      {mode === "collect" && !readOnly && <CollectCard onCollected={(product) => setCollected((prev) => ({ product, count: (prev?.count ?? 0) + 1 }))} />}
      <EditorForm
        key={`${mode}-${id}-${productType}-${collected?.count ?? 0}`}
        initial={initial}
        mode={mode}
        id={id}
        readOnly={readOnly}
        auditStatus={info?.auditStatus}
        unsaved={!!collected}
      />
    </>
  );
}
