import { UnsavedChangesNotifier } from "@refinedev/react-router";
import { useEffect, useState } from "react";
import { Alert, Button, Card, Form, Result, Space, Spin } from "antd";
import { useCreate, useOne, useUpdate } from "@refinedev/core";
import { useNavigate, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { toastSuccess, toastWarning } from "../../../providers/notify";
import type { GroupBuyActivity } from "../../../server/areas/groupbuy/contract";
import { ActivityProducts, firstProblem, problemText, type ActivityProduct } from "../../../src/widgets/activitySku";
import { PageHeader } from "../../../src/widgets/PageHeader";
import { useUnsavedGuard } from "../../../src/widgets/useUnsavedGuard";
import { GROUPBUY } from "../endpoints";
import { GROUP_ACTIVITY_PATH } from "../area";
import { editorMode } from "./editorMode";
import { GroupBasicFields } from "./GroupBasicFields";
import { fromActivity, GROUP_RULES, groupBody, NEW_BASICS, type GroupBasics } from "./groupForm";
import { useAllowedEach } from "../../../src/access/useAllowed";

/** /marketing/group/createGroup/:activityId?/:type?: add, edit (type 1), copy (2) or view (3) a group buy. */
export default function GroupEditorPage() {
  const may = useAllowedEach(GROUPBUY.activities, ["show", "edit", "create"]);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { activityId, type } = useParams();
  const mode = editorMode(activityId, type);
  const id = activityId ? Number(activityId) : undefined;
  const readOnly = mode === "view";
  const [form] = Form.useForm<GroupBasics>();
  const [products, setProducts] = useState<ActivityProduct[]>([]);
  const [tried, setTried] = useState(false);
  const guard = useUnsavedGuard(!readOnly);
  const { result: saved, query } = useOne<GroupBuyActivity>({ resource: GROUPBUY.activities, id, queryOptions: { enabled: Boolean(id) && may.show, gcTime: 0 } });
  const { mutateAsync: create, mutation: creating } = useCreate();
  const { mutateAsync: update, mutation: updating } = useUpdate();
  const labels = { price: t("groupbuy.editor.activePrice"), quota: t("groupbuy.editor.quotaShow") };

  // A saved activity fills the form once it arrives (edit, copy, view).
  useEffect(() => {
    if (!saved) return;
    const { basics, products: rows } = fromActivity(saved);
    form.setFieldsValue(mode === "copy" ? { ...basics, groupName: basics.groupName.slice(0, 20) } : basics);
    setProducts(rows);
  }, [saved, form, mode]);

  const changeProducts = (next: ActivityProduct[]) => {
    guard.markDirty();
    setProducts(next);
  };

  const submit = async () => {
    setTried(true);
    let basics: GroupBasics;
    try {
      basics = await form.validateFields();
    } catch {
      return toastWarning(t("groupbuy.editor.fixBasics"));
    }
    const problem = firstProblem(products, GROUP_RULES);
    if (problem) return toastWarning(problemText(problem, labels, t));
    const values = groupBody(basics, products, mode === "edit" ? id : undefined);
    try {
      if (mode === "edit" && id) await update({ resource: GROUPBUY.activities, id, values, successNotification: false, errorNotification: false });
      else await create({ resource: GROUPBUY.activities, values, successNotification: false, errorNotification: false });
    } catch {
      return; // Shown by the HTTP client; the form keeps what was typed.
    }
    guard.clear();
    toastSuccess(t(mode === "edit" ? "groupbuy.editor.updated" : "groupbuy.editor.added"));
    // Saved activities wait for the platform's review: open that tab (once the cleared guard
    // has rendered, or the leave prompt would stop the navigation).
    setTimeout(() => navigate(`${GROUP_ACTIVITY_PATH}/3`), 0);
  };

  const header = <PageHeader title={t(`titles.groupbuy.${mode}`)} backTo={GROUP_ACTIVITY_PATH} />;
  if (id && query.isError) {
    return (
      <>
        {header}
        <Result status="warning" title={query.error?.message} />
      </>
    );
  }
  const mayWrite = mode === "edit" ? may.edit : may.create;

  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }} data-testid="group-editor">
      {header}
      <UnsavedChangesNotifier translationKey="groupbuy.editor.unsaved" message={t("groupbuy.editor.unsaved")} />
      {id && query.isFetching && !saved && <Spin />}
      {readOnly && saved?.refusal && <Alert type="error" showIcon message={t("groupbuy.activity.refusal")} description={saved.refusal} />}
      <Card title={t("groupbuy.editor.basics")} size="small">
        <Form<GroupBasics>
          form={form}
          labelCol={{ flex: "130px" }}
          labelWrap
          initialValues={NEW_BASICS}
          onValuesChange={() => guard.markDirty()}
          data-testid="group-editor-form"
        >
          <GroupBasicFields disabled={readOnly} />
        </Form>
      </Card>
      <Card title={t("groupbuy.editor.products")} size="small">
        <ActivityProducts
          value={products}
          onChange={readOnly ? undefined : changeProducts}
          scope={{ marketingType: 2 }}
          rules={GROUP_RULES}
          labels={labels}
          showProblems={tried}
        />
      </Card>
      <Card size="small">
        <Space>
          <Button onClick={() => navigate(GROUP_ACTIVITY_PATH)}>{t(readOnly ? "groupbuy.common.back" : "groupbuy.common.cancel")}</Button>
          {!readOnly && mayWrite && (
            <Button type="primary" loading={creating.isPending || updating.isPending} onClick={() => void submit()} data-testid="group-editor-submit">
              {t("groupbuy.editor.submit")}
            </Button>
          )}
        </Space>
      </Card>
    </Space>
  );
}
