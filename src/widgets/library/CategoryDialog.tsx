import { useMemo } from "react";
import { Form, Input, InputNumber, Modal, Spin, TreeSelect, type ButtonProps } from "antd";
import { useCreate, useOne, useUpdate } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { canDo } from "../../../providers/accessControl";
import { toastSuccess } from "../../../providers/notify";
import { LIBRARY_AUTHORITIES } from "../../../resources/library/area";
import { LIBRARY_RESOURCES } from "../../../resources/library/endpoints";
import { categoryRules, normaliseCategoryName } from "./categoryRules";
import { descendantIds, findCategory, withRoot } from "./categoryTreeData";
import { CATEGORY_TYPE_ATTACHMENT, NEW_CATEGORY, ROOT_CATEGORY_ID } from "./constants";
import type { Category, CategoryNode } from "./types";

/** Add: a parent is given. Edit: the category's id is given. */
export type CategoryDialogTarget = { mode: "add"; parentId: number } | { mode: "edit"; id: number };

interface CategoryForm {
  pid: number;
  name: string;
  sort: number;
}

export interface CategoryDialogProps {
  target: CategoryDialogTarget | undefined;
  tree: readonly CategoryNode[];
  onClose: () => void;
  onSaved: () => void;
}

/** 'add category' / 'edit category' (which loads the current data first). */
export function CategoryDialog({ target, tree, onClose, onSaved }: CategoryDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CategoryForm>();
  const editId = target?.mode === "edit" ? target.id : undefined;
  // Without the info authority the tree's own copy of the category is used.
  const loadInfo = editId !== undefined && canDo(LIBRARY_AUTHORITIES.categoryInfo);
  const { result: info, query: infoQuery } = useOne<Category>({
    resource: LIBRARY_RESOURCES.category,
    id: editId ?? 0,
    queryOptions: { enabled: loadInfo, gcTime: 0 },
  });
  const { mutate: create, mutation: creating } = useCreate();
  const { mutate: update, mutation: updating } = useUpdate();

  const current: Partial<Category> | undefined = useMemo(() => {
    if (editId === undefined) return undefined;
    if (loadInfo) return info ?? undefined;
    return findCategory(tree, editId);
  }, [editId, loadInfo, info, tree]);

  const initial: CategoryForm | undefined = useMemo(() => {
    if (!target) return undefined;
    if (target.mode === "add") return { pid: target.parentId, name: "", sort: NEW_CATEGORY.sort };
    if (!current) return undefined;
    return {
      pid: current.pid ?? ROOT_CATEGORY_ID,
      name: current.name ?? "",
      sort: current.sort ?? NEW_CATEGORY.sort,
    };
  }, [target, current]);

  const options = useMemo(
    () => withRoot(tree, t("library.tree.all"), editId === undefined ? new Set() : descendantIds(tree, editId)),
    [tree, t, editId],
  );
  const rules = categoryRules(t, editId);

  const submit = async () => {
    if (!initial) return;
    const values = await form.validateFields();
    const done = (message: string) => {
      toastSuccess(t(message));
      onSaved();
      onClose();
    };
    const name = String(normaliseCategoryName(values.name));
    if (editId === undefined) {
      create(
        {
          resource: LIBRARY_RESOURCES.category,
          values: {
            ...NEW_CATEGORY,
            pid: values.pid,
            name,
            sort: values.sort ?? NEW_CATEGORY.sort,
            type: CATEGORY_TYPE_ATTACHMENT,
          },
          successNotification: false,
        },
        { onSuccess: () => done("library.messages.created") },
      );
    } else {
      update(
        {
          resource: LIBRARY_RESOURCES.category,
          id: editId,
          values: {
            pid: values.pid,
            name,
            sort: values.sort ?? NEW_CATEGORY.sort,
            type: CATEGORY_TYPE_ATTACHMENT,
            status: current?.status ?? NEW_CATEGORY.status,
            url: current?.url ?? NEW_CATEGORY.url,
            extra: current?.extra ?? NEW_CATEGORY.extra,
          },
          successNotification: false,
        },
        { onSuccess: () => done("library.messages.edited") },
      );
    }
  };

  return (
    <Modal
      open={Boolean(target)}
      title={t(editId === undefined ? "library.category.addTitle" : "library.category.editTitle")}
      width={540}
      destroyOnHidden
      maskClosable={false}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okText={t("library.actions.ok")}
      cancelText={t("library.actions.cancel")}
      confirmLoading={creating.isPending || updating.isPending}
      okButtonProps={{ "data-testid": "category-submit" } as unknown as ButtonProps}
    >
      <Spin spinning={loadInfo && infoQuery.isFetching}>
        {initial && (
          <Form form={form} initialValues={initial} labelCol={{ flex: "90px" }} preserve={false} data-testid="category-form">
            <Form.Item name="pid" label={t("library.category.parent")} rules={rules.pid}>
              <TreeSelect treeData={options} treeDefaultExpandAll placeholder={t("library.category.parent")} />
            </Form.Item>
            <Form.Item name="name" label={t("library.category.name")} rules={rules.name}>
              <Input placeholder={t("library.category.name")} maxLength={50} />
            </Form.Item>
            <Form.Item name="sort" label={t("library.category.sort")}>
              <InputNumber min={0} precision={0} />
            </Form.Item>
          </Form>
        )}
      </Spin>
    </Modal>
  );
}
