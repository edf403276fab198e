import { Card, Col, Modal, Row, Typography } from "antd";
import { AppstoreOutlined, CloudOutlined, CreditCardOutlined, ThunderboltOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { PRODUCT_TYPE_CODE } from "../../../src/enums/product";

const CHOICES = [
  { type: PRODUCT_TYPE_CODE.normal, icon: <AppstoreOutlined />, hint: "product.typeChooser.normal" },
  { type: PRODUCT_TYPE_CODE.virtual, icon: <ThunderboltOutlined />, hint: "product.typeChooser.virtual" },
  { type: PRODUCT_TYPE_CODE.cloudDisk, icon: <CloudOutlined />, hint: "product.typeChooser.cloudDisk" },
  { type: PRODUCT_TYPE_CODE.cardSecret, icon: <CreditCardOutlined />, hint: "product.typeChooser.cardSecret" },
] as const;

/** The four product types a merchant creates; picking one opens the editor for it. */
export function TypeChooserCards({ onChoose }: { onChoose: (type: number) => void }) {
  const { t } = useTranslation();
  return (
    <Row gutter={[16, 16]}>
      {CHOICES.map((choice) => (
        <Col key={choice.type} xs={12} md={6}>
          <Card
            hoverable
            // A card to click is a button for the keyboard too: a Tab stop that Enter and Space choose.
            role="button"
            tabIndex={0}
            onClick={() => onChoose(choice.type)}
            onKeyDown={(event) => {
              if (event.key !== "Enter" && event.key !== " ") return;
              event.preventDefault();
              onChoose(choice.type);
            }}
            style={{ textAlign: "center" }}
            data-testid={`product-type-${choice.type}`}
          >
            <div style={{ fontSize: 28, marginBottom: 8 }}>{choice.icon}</div>
            <Typography.Text strong>{t(`product.enums.type.${choice.type}`)}</Typography.Text>
            <div>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t(choice.hint)}
              </Typography.Text>
            </div>
          </Card>
        </Col>
      ))}
    </Row>
  );
}

export function TypeChooserDialog({ open, onClose, onChoose }: { open: boolean; onClose: () => void; onChoose: (type: number) => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t("product.typeChooser.title")} footer={null} width={720} onCancel={onClose} destroyOnHidden>
      <TypeChooserCards onChoose={onChoose} />
    </Modal>
  );
}
