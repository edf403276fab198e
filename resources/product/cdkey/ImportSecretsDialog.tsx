import { useState } from "react";
import { Alert, Button, Modal, Space, Typography, Upload } from "antd";
import { DownloadOutlined, InboxOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { request } from "../../../providers/http";
import { toastSuccess } from "../../../providers/notify";
import { PRODUCT, productEndpoints } from "../endpoints";

/** The column titles the server reads (卡号, 卡密). */
const TEMPLATE_HEADER = ["卡号", "卡密"];

/** A template .xlsx made in the browser: the header row and one example row. */
async function downloadTemplate() {
  const { default: writeXlsxFile } = await import("write-excel-file/browser");
  await writeXlsxFile([TEMPLATE_HEADER.map((value) => ({ value, fontWeight: "bold" as const })), [{ value: "NO0001" }, { value: "SECRET0001" }]]).toFile(
    "cdkey_template.xlsx",
  );
}

/**
 * Imports secrets from an .xlsx (multipart field `file`, query `libraryId`). FormData cannot
 * travel through the data provider's JSON variables, so this uses the HTTP client with the
 * endpoint table's path. The server names every bad row; that message stays in the dialog.
 */
export function ImportSecretsDialog({ libraryId, onClose, onDone }: { libraryId: number; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const endpoint = productEndpoints[PRODUCT.secrets]!.actions!.importExcel!;
  const submit = async () => {
    if (!file) return;
    const body = new FormData();
    body.append("file", file, file.name);
    setBusy(true);
    setFailure(undefined);
    try {
      await request({ method: endpoint.method, url: endpoint.path, params: { libraryId }, data: body });
      toastSuccess(t("product.cdkey.imported"));
      onDone();
    } catch (error) {
      setFailure((error as { message?: string }).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      okText={t("product.common.confirm")}
      cancelText={t("product.common.cancel")}
      open
      title={t("product.cdkey.import")}
      onCancel={onClose}
      onOk={() => void submit()}
      okButtonProps={{ disabled: !file }}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: "100%" }}>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t("product.cdkey.importHelp")}{" "}
          <Button type="link" size="small" icon={<DownloadOutlined />} onClick={() => void downloadTemplate()}>
            {t("product.cdkey.template")}
          </Button>
        </Typography.Paragraph>
        <Upload.Dragger
          accept=".xlsx"
          maxCount={1}
          beforeUpload={(chosen) => {
            setFile(chosen);
            setFailure(undefined);
            return false;
          }}
          onRemove={() => setFile(undefined)}
          data-testid="secret-import-file"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p>{t("product.cdkey.importDrop")}</p>
        </Upload.Dragger>
        {failure && <Alert type="error" showIcon message={failure} data-testid="secret-import-error" />}
      </Space>
    </Modal>
  );
}
