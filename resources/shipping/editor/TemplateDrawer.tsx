import { useMemo, useRef, type SyntheticEvent } from "react";
import { Button, Drawer, Form, Result, Space, Spin } from "antd";
import { useOne } from "@refinedev/core";
import { UnsavedChangesNotifier } from "@refinedev/react-router";
import { useTranslation } from "react-i18next";
import { useAllowedEach } from "../../../src/access/useAllowed";
import type { ShippingTemplateInfo } from "../../../server/areas/shipping/contract";
import { modalApi } from "../../../src/widgets/modalHost";
import { useUnsavedGuard } from "../../../src/widgets/useUnsavedGuard";
import { escapeFromOpenList } from "../../../src/widgets/escapeFromOpenList";
import { SHIPPING } from "../endpoints";
import type { RegionTree } from "./cityTree";
import { fromTemplateInfo, NEW_TEMPLATE, type TemplateFormValues } from "./regionRules";
import type { RuleTableRef } from "./RegionRulesTable";
import type { RowProblem } from "./rowRules";
import { TemplateForm } from "./TemplateForm";
import { useRegionTree } from "./useRegionTree";
import { useSaveTemplate } from "./useSaveTemplate";

interface DrawerProps {
  /** The template to edit; none = a new one. */
  id?: number;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * 运费模板 editor in a drawer: loads the region tree (and the template), then the form.
 * Closing with unsaved changes asks first; so does leaving the page. Escape closes it as it does
 * every dialog, except when it closes an open region list.
 */
export function TemplateDrawer({ id, onClose, onSaved }: DrawerProps) {
  const { t } = useTranslation();
  const regions = useRegionTree();
  const info = useOne<ShippingTemplateInfo>({ resource: SHIPPING.templates, id, queryOptions: { enabled: !!id, gcTime: 0 } });
  const guard = useUnsavedGuard();
  const ready = regions.tree && (!id || info.result);
  const failed = regions.failed || (!!id && info.query.isError);
  const close = (event?: SyntheticEvent) => {
    if (escapeFromOpenList(event)) return;
    if (!guard.isDirty()) return onClose();
    modalApi().confirm({
      title: t("shipping.common.notice"),
      content: t("shipping.editor.unsaved"),
      okText: t("shipping.common.ok"),
      cancelText: t("shipping.common.cancel"),
      onOk: () => {
        guard.clear();
        onClose();
      },
    });
  };
  const saved = () => {
    guard.clear();
    onSaved();
  };
  return (
    <Drawer open width={1100} title={t(id ? "shipping.titles.edit" : "shipping.titles.add")} onClose={close} maskClosable={false} destroyOnHidden data-testid="template-drawer">
      <UnsavedChangesNotifier translationKey="shipping.editor.unsaved" message={t("shipping.editor.unsaved")} />
      {failed ? (
        <Result status="warning" title={t("shipping.editor.loadFailed")} />
      ) : ready ? (
        <EditorBody tree={regions.tree!} id={id} info={info.result} onCancel={() => close()} onSaved={saved} onChange={guard.markDirty} />
      ) : (
        <Spin style={{ display: "block", padding: 48 }} />
      )}
    </Drawer>
  );
}

interface BodyProps {
  tree: RegionTree;
  id?: number;
  info?: ShippingTemplateInfo;
  onCancel: () => void;
  onSaved: () => void;
  onChange: () => void;
}

function EditorBody({ tree, id, info, onCancel, onSaved, onChange }: BodyProps) {
  const may = useAllowedEach(SHIPPING.templates, ["edit", "create"]);
  const { t } = useTranslation();
  const [form] = Form.useForm<TemplateFormValues>();
  const initial = useMemo(() => (info ? fromTemplateInfo(tree, info) : NEW_TEMPLATE()), [tree, info]);
  const tableRef = useRef<RuleTableRef>(null);
  const reveal = ({ list, index }: RowProblem) => {
    if (list === "regionRules") tableRef.current?.scrollTo?.({ index });
    // Once the row is in view its fields exist: show their messages.
    setTimeout(() => void form.validateFields([[list, index]], { recursive: true }).catch(() => undefined), 100);
  };
  const { save, saving } = useSaveTemplate(form, tree, id, onSaved, reveal);
  const maySave = id ? may.edit : may.create;
  return (
    <>
      <Form<TemplateFormValues> form={form} initialValues={initial} labelCol={{ flex: "110px" }} wrapperCol={{ flex: "1", style: { minWidth: 0 } }} onValuesChange={onChange} data-testid="template-form">
        <TemplateForm tree={tree} tableRef={tableRef} />
      </Form>
      <Space style={{ display: "flex", justifyContent: "flex-end", borderTop: "1px solid rgba(5,5,5,.06)", paddingTop: 12 }}>
        <Button onClick={onCancel} data-testid="template-cancel">
          {t("shipping.common.cancel")}
        </Button>
        {maySave && (
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="template-save">
            {t("shipping.common.ok")}
          </Button>
        )}
      </Space>
    </>
  );
}
