import { useMemo, useState } from "react";
import { Modal, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { FormConfigRenderer } from "../../../src/widgets/formConfig/FormConfigRenderer";
import type { FormValues } from "../../../src/widgets/formConfig/types";
import { PHONE_WIDTH } from "./PhoneCanvas";
import { toFormConfig } from "./toFormConfig";
import type { BuilderItem } from "./mobileForm";

export interface PreviewModalProps {
  open: boolean;
  title: string;
  items: readonly BuilderItem[];
  onClose: () => void;
}

/** The form as a shopper fills it: rendered through the form-config renderer, with its rules. */
export function PreviewModal({ open, title, items, onClose }: PreviewModalProps) {
  const { t } = useTranslation();
  const [submitted, setSubmitted] = useState<FormValues>();
  const conf = useMemo(() => toFormConfig(items, t), [items, t]);
  return (
    <Modal
      open={open}
      title={title}
      footer={null}
      width={PHONE_WIDTH + 48}
      onCancel={onClose}
      destroyOnHidden
      afterClose={() => setSubmitted(undefined)}
    >
      <div data-testid="builder-preview">
        <FormConfigRenderer conf={conf} onSubmit={setSubmitted} />
        {submitted && (
          <>
            <Typography.Text type="success">{t("systemForm.preview.valid")}</Typography.Text>
            <pre
              style={{
                fontSize: 12,
                background: "#fafafa",
                padding: 8,
                whiteSpace: "pre-wrap",
              }}
              data-testid="builder-preview-values"
            >
              {JSON.stringify(Object.fromEntries(items.map((i) => [i.data.titleConfig.val, submitted[i.key] ?? null])), null, 2)}
            </pre>
          </>
        )}
      </div>
    </Modal>
  );
}
