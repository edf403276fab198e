import { useState } from "react";
import { Button, Form, Input, Rate, Select, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../src/widgets/FormDialog";
import { ImagePicker } from "../../../src/widgets/library";
import { ProductPicker, type ProductPick } from "../../../src/widgets/pickers";
import { PRODUCT } from "../endpoints";
import { useRunAction } from "../../../src/widgets/useRunAction";
import { REPLY_MAX } from "./ReplyDialog";
import { requiredText } from "../../../src/widgets/textRules";

interface Values {
  attrValueId: number;
  nickname: string;
  avatar: string;
  star: number;
  comment: string;
  pics: string[];
}

const MAX_PICS = 9;

const skuLabel = (attrValue: string, fallback: string) => {
  try {
    return Object.values(JSON.parse(attrValue) as Record<string, string>).join(" / ");
  } catch {
    return fallback;
  }
};

/** 添加虚拟评论: a product and one of its SKUs (via the product picker), a name, an avatar, stars, text, pictures. */
export function VirtualCommentDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [product, setProduct] = useState<ProductPick>();
  const [picking, setPicking] = useState(false);
  const { run } = useRunAction();
  const submit = async (values: Values) => {
    if (!product) return;
    await run(
      PRODUCT.replies,
      "create",
      { ...values, productId: product.id, nickname: values.nickname.trim(), comment: values.comment.trim(), pics: values.pics ?? [] },
      t("product.comment.added"),
    );
    onDone();
  };
  return (
    <FormDialog
      title={t("product.comment.addVirtual")}
      form={form}
      width={640}
      labelWidth="100px"
      initialValues={{ star: 5, pics: [] }}
      onClose={onClose}
      onSubmit={submit}
      after={
        <ProductPicker
          open={picking}
          value={product ? [product] : []}
          onCancel={() => setPicking(false)}
          onOk={(rows) => {
            setPicking(false);
            setProduct(rows[0]);
            form.setFieldsValue({ attrValueId: rows[0]?.attrValue?.[0]?.id });
          }}
        />
      }
    >
      <Form.Item
        label={t("product.comment.product")}
        required
        validateStatus={product ? undefined : "error"}
        help={product ? undefined : t("product.comment.productRequired")}
      >
        <Space>
          {product && <Typography.Text>{product.name}</Typography.Text>}
          <Button onClick={() => setPicking(true)} data-testid="comment-pick-product">
            {t(product ? "product.comment.changeProduct" : "product.comment.pickProduct")}
          </Button>
        </Space>
      </Form.Item>
      <Form.Item name="attrValueId" label={t("product.fields.sku")} rules={[{ required: true, message: t("product.comment.skuRequired") }]}>
        <Select
          disabled={!product}
          options={(product?.attrValue ?? []).map((sku) => ({ value: sku.id, label: skuLabel(sku.attrValue, sku.sku) }))}
          data-testid="comment-sku"
        />
      </Form.Item>
      <Form.Item
        name="nickname"
        label={t("product.comment.nickname")}
        rules={requiredText(t("product.comment.nicknameRequired"), 32, t("product.editor.rules.maxLength", { max: 32 }))}
      >
        <Input maxLength={32} data-testid="comment-nickname" />
      </Form.Item>
      <Form.Item name="avatar" label={t("product.comment.avatar")} rules={[{ required: true, message: t("product.comment.avatarRequired") }]}>
        <ImagePicker size={56} />
      </Form.Item>
      <Form.Item name="star" label={t("product.comment.star")} rules={[{ required: true, message: t("product.comment.starRequired") }]}>
        <Rate />
      </Form.Item>
      <Form.Item
        name="comment"
        label={t("product.comment.content")}
        rules={requiredText(t("product.comment.contentRequired"), REPLY_MAX, t("product.editor.rules.maxLength", { max: REPLY_MAX }))}
      >
        <Input.TextArea rows={3} maxLength={REPLY_MAX} showCount data-testid="comment-content" />
      </Form.Item>
      <Form.Item name="pics" label={t("product.comment.pics")}>
        <ImagePicker multiple max={MAX_PICS} size={56} />
      </Form.Item>
    </FormDialog>
  );
}
