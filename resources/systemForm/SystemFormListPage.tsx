import { Button, Card, Divider, Space, Table } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useTable } from "@refinedev/antd";
import { useDelete } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toastSuccess } from "../../providers/notify";
import { confirmDelete } from "../../src/widgets/confirmDelete";
import { FORM_CONFIG_IDS } from "../../src/widgets/formConfig/formConfigIds";
import { BUILDER_PATH, TEMPLATE_PATH } from "./area";
import { SYSTEM_FORM_RESOURCES } from "./endpoints";
import { forgetSystemFormCache, useSystemFormSaved } from "./formCache";
import { useAllowedEach } from "../../src/access/useAllowed";

interface SystemFormRow {
  id: number;
  formName: string;
  createTime: string;
  updateTime: string;
}

const PAGE_SIZES = [20, 40, 60, 80];

/** The builder is a bare page: it opens in its own tab, as the original console does. */
const openBuilder = (id: number, type: "add" | "edit" | "copy") => window.open(`${BUILDER_PATH}/${id}/${type}`, "_blank");

/** /maintain/systemForm: the merchant's system forms with add, edit and delete. */
export default function SystemFormListPage() {
  const mayFormTemplate = useAllowedEach(SYSTEM_FORM_RESOURCES.template, ["show", "byName"]);
  const maySystemForm = useAllowedEach(SYSTEM_FORM_RESOURCES.form, ["create", "edit", "delete"]);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tableProps, tableQuery } = useTable<SystemFormRow>({
    resource: SYSTEM_FORM_RESOURCES.form,
    syncWithLocation: true,
    pagination: { pageSize: PAGE_SIZES[0] },
  });
  const { mutateAsync: remove } = useDelete();
  // The builder saves in a tab of its own: the list follows without a reload.
  useSystemFormSaved(() => void tableQuery.refetch());

  const removeForm = (id: number) =>
    void confirmDelete({
      content: t("systemForm.messages.deleteConfirm"),
      onOk: async () => {
        await remove({
          resource: SYSTEM_FORM_RESOURCES.form,
          id,
          successNotification: false,
        });
        forgetSystemFormCache();
        toastSuccess(t("systemForm.messages.deleted"));
      },
    });

  return (
    <Card>
      <Space style={{ marginBottom: 16 }} wrap>
        {maySystemForm.create && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => openBuilder(0, "add")} data-testid="system-form-add">
            {t("systemForm.actions.add")}
          </Button>
        )}
        {(mayFormTemplate.show || mayFormTemplate.byName) && (
          <Button onClick={() => navigate(`${TEMPLATE_PATH}?id=${FORM_CONFIG_IDS[0].id}`)} data-testid="system-form-templates">
            {t("systemForm.actions.templates")}
          </Button>
        )}
      </Space>
      <Table<SystemFormRow>
        {...tableProps}
        rowKey="id"
        size="small"
        loading={tableQuery.isFetching}
        pagination={{
          ...tableProps.pagination,
          pageSizeOptions: PAGE_SIZES,
          showSizeChanger: true,
          showQuickJumper: true,
          showTotal: (total) => t("systemForm.list.total", { total }),
        }}
        columns={[
          { title: "ID", dataIndex: "id", width: 80 },
          { title: t("systemForm.fields.formName"), dataIndex: "formName" },
          {
            title: t("systemForm.fields.createTime"),
            dataIndex: "createTime",
            width: 180,
          },
          {
            title: t("systemForm.fields.updateTime"),
            dataIndex: "updateTime",
            width: 180,
          },
          {
            title: t("systemForm.list.actions"),
            key: "actions",
            width: 140,
            render: (_, row) => (
              <Space split={<Divider type="vertical" />} size={0}>
                {maySystemForm.edit && (
                  <Button type="link" size="small" onClick={() => openBuilder(row.id, "edit")} data-testid={`system-form-edit-${row.id}`}>
                    {t("systemForm.actions.edit")}
                  </Button>
                )}
                {maySystemForm.delete && (
                  <Button type="link" size="small" danger onClick={() => removeForm(row.id)} data-testid={`system-form-delete-${row.id}`}>
                    {t("systemForm.actions.delete")}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
