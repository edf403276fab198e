import { useCallback, useEffect, useMemo } from "react";
import { Affix, Button, Card, Form, Space } from "antd";
import { useCustom } from "@refinedev/core";
import { UnsavedChangesNotifier } from "@refinedev/react-router";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { canDo } from "../../../providers/accessControl";
import { FormPart } from "../../../src/widgets/FormPart";
import { useUnsavedGuard } from "../../../src/widgets/useUnsavedGuard";
import { AUTH } from "../area";
import { PRODUCT } from "../endpoints";
import { useGuaranteeGroups } from "../shared/catalogs";
import { useRefreshProducts } from "../shared/useRefreshProducts";
import type { AuditSwitchInfo } from "../types";
import type { EditorMode } from "./editorPath";
import type { EditorState, ProductFormValues } from "./formModel";
import { editorRules } from "./rules";
import { BasicSection } from "./sections/BasicSection";
import { DeliverySection } from "./sections/DeliverySection";
import { DescriptionSection } from "./sections/DescriptionSection";
import { MarketingSection } from "./sections/MarketingSection";
import { MediaSection } from "./sections/MediaSection";
import { OtherSection } from "./sections/OtherSection";
import { SpecSection } from "./sections/SpecSection";
import { useSkuState } from "./sku/useSkuState";
import { useSaveProduct } from "./useSaveProduct";

const SECTIONS = ["basic", "media", "spec", "delivery", "marketing", "content", "other"] as const;
type Section = (typeof SECTIONS)[number];
const sectionId = (s: Section) => `product-section-${s}`;

/** The product form: sections in cards, a section bar, a sticky save bar, an unsaved-changes guard. */
export function EditorForm({
  initial,
  mode,
  id,
  readOnly,
  auditStatus,
  unsaved = false,
}: {
  initial: EditorState;
  mode: EditorMode;
  id: number;
  readOnly: boolean;
  auditStatus?: number;
  /** The initial state is itself unsaved work (a collected product): leaving asks first. */
  unsaved?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<ProductFormValues>();
  const sku = useSkuState(initial);
  const rules = useMemo(() => editorRules(t), [t]);
  const groups = useGuaranteeGroups(!readOnly);
  const audit = useCustom<Record<string, unknown>>({
    url: "",
    method: "get",
    meta: { resource: PRODUCT.products, action: "auditSwitch" },
    queryOptions: { enabled: !readOnly && canDo(AUTH.auditSwitch) },
  });
  const auditInfo = audit.result.data as unknown as AuditSwitchInfo | undefined;

  // Any change by the merchant arms the guard.
  const { markDirty, clear } = useUnsavedGuard(!readOnly);
  useEffect(() => {
    const offs = [sku.singleStore.onChange(markDirty), sku.multiStore.onChange(markDirty)];
    return () => offs.forEach((off) => off());
  }, [sku.singleStore, sku.multiStore, markDirty]);
  useEffect(() => {
    if (sku.specVersion > 0 || unsaved) markDirty();
  }, [sku.specVersion, unsaved, markDirty]);

  const reveal = useCallback((section: Section) => document.getElementById(sectionId(section))?.scrollIntoView({ behavior: "smooth", block: "start" }), []);
  const refreshProducts = useRefreshProducts();
  const onSaved = useCallback(() => {
    clear();
    void refreshProducts();
    // Let the guard see the cleared flag before leaving.
    setTimeout(() => navigate("/product/list"), 0);
  }, [navigate, clear, refreshProducts]);
  const { save, saving } = useSaveProduct({ mode, id, form, sku, groups: groups.list, audit: auditInfo, onSaved, reveal });

  // 保存并提审: when the platform audits products, for new products and ones already in the audit flow.
  const canSubmitAudit = !!auditInfo?.productSwitch && (mode !== "edit" || (auditStatus ?? 0) > 0);
  // The sections are one element tree, built again only when what they show changes: arming
  // the unsaved-changes guard on the first keystroke re-renders this form, and must not
  // re-render every section (a 1,000-SKU table among them) while the merchant types.
  const sections = useMemo(() => {
    // Each section is a DOM form of its own (see FormPart); the specification section splits
    // itself further, its SKU table being the biggest part.
    const card = (section: Section, children: React.ReactNode, { ownParts = false } = {}) => (
      <Card id={sectionId(section)} title={t(`product.editor.sections.${section}`)} style={{ scrollMarginTop: 72 }}>
        {ownParts ? children : <FormPart>{children}</FormPart>}
      </Card>
    );
    return (
      <Space direction="vertical" size={16} style={{ width: "100%", paddingBottom: readOnly ? 0 : 72 }}>
        {card("basic", <BasicSection rules={rules} disabled={readOnly} />)}
        {card("media", <MediaSection rules={rules} disabled={readOnly} />)}
        {card("spec", <SpecSection sku={sku} disabled={readOnly} />, { ownParts: true })}
        {card("delivery", <DeliverySection rules={rules} disabled={readOnly} />)}
        {card("marketing", <MarketingSection disabled={readOnly} />)}
        {card("content", <DescriptionSection disabled={readOnly} />)}
        {card("other", <OtherSection disabled={readOnly} />)}
      </Space>
    );
  }, [t, rules, sku, readOnly]);

  return (
    <Form<ProductFormValues>
      form={form}
      initialValues={initial.values}
      labelCol={{ flex: "140px" }}
      wrapperCol={{ flex: "1", style: { minWidth: 0, maxWidth: 880 } }}
      labelWrap
      onValuesChange={markDirty}
      disabled={false}
      component="div"
      data-testid="product-editor"
    >
      {!readOnly && <UnsavedChangesNotifier translationKey="product.editor.unsaved" message={t("product.editor.unsaved")} />}
      <Form.Item name="type" hidden>
        <input />
      </Form.Item>
      <Affix offsetTop={0}>
        <Card size="small" styles={{ body: { padding: "6px 12px" } }} style={{ marginBottom: 16 }}>
          <Space wrap size={4}>
            {SECTIONS.map((section) => (
              <Button key={section} type="text" size="small" onClick={() => reveal(section)}>
                {t(`product.editor.sections.${section}`)}
              </Button>
            ))}
          </Space>
        </Card>
      </Affix>
      {sections}
      {!readOnly && (
        <Affix offsetBottom={0}>
          <Card size="small" styles={{ body: { padding: "10px 16px", textAlign: "right" } }} style={{ boxShadow: "0 -2px 8px rgba(0,0,0,0.06)" }}>
            <Space>
              <Button onClick={() => navigate("/product/list")}>{t("product.common.cancel")}</Button>
              {canSubmitAudit && (
                <Button loading={saving} onClick={() => void save(true)} data-testid="product-save-audit">
                  {t("product.editor.saveAndAudit")}
                </Button>
              )}
              <Button type="primary" loading={saving} onClick={() => void save(false)} data-testid="product-save">
                {t("product.editor.save")}
              </Button>
            </Space>
          </Card>
        </Affix>
      )}
    </Form>
  );
}
