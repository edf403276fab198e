import { lazy, Suspense } from "react";
import { Cascader, Form, Input, InputNumber, Select, Spin, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { RichTextView } from "../../product/editor/richText/RichTextView";
import { useTemplateCache } from "../../shipping/templateCache";
import type { CatTreeNode, PayComponentShopBrand } from "../types";
import { DraftSkuTable } from "./DraftSkuTable";
import { MAX_HEAD_IMAGES } from "./draftModel";
import { WechatPictures } from "./WechatPictures";

const RichTextEditor = lazy(() => import("../../product/editor/richText/RichTextEditor"));

interface DraftFieldsProps {
  disabled: boolean;
  tree: CatTreeNode[];
  brands: PayComponentShopBrand[];
  category?: CatTreeNode;
  specNames: string[];
  specType: boolean;
  images: { toWechat: (urls: readonly string[]) => Promise<string[]>; pending: boolean };
}

/** The draft's fields after its product: title, pictures, unit, template, category, brand, qualifications, SKUs, description. */
export function DraftFields({ disabled, tree, brands, category, specNames, specType, images }: DraftFieldsProps) {
  const { t } = useTranslation();
  const templates = useTemplateCache();
  const qualification = category?.productQualificationType ?? 0;
  return (
    <>
      <Form.Item name="headImg" label={t("videoChannel.fields.headImg")} extra={t("videoChannel.editor.help.headImg", { max: MAX_HEAD_IMAGES })} rules={[{ required: true, type: "array", min: 1, message: t("videoChannel.editor.errors.headImg") }]}>
        <WechatPictures max={MAX_HEAD_IMAGES} disabled={disabled} pending={images.pending} toWechat={images.toWechat} />
      </Form.Item>
      <Form.Item name="title" label={t("videoChannel.fields.title")} rules={[{ required: true, whitespace: true, message: t("videoChannel.editor.errors.title") }]}>
        <Input maxLength={60} showCount disabled={disabled} style={{ maxWidth: 620 }} placeholder={t("videoChannel.editor.errors.title")} data-testid="video-field-title" />
      </Form.Item>
      <Form.Item name="unitName" label={t("videoChannel.fields.unitName")} rules={[{ required: true, whitespace: true, message: t("videoChannel.editor.errors.unitName") }]}>
        <Input maxLength={16} disabled={disabled} style={{ maxWidth: 240 }} data-testid="video-field-unit" />
      </Form.Item>
      <Form.Item name="tempId" label={t("videoChannel.fields.tempId")} rules={[{ required: true, message: t("videoChannel.editor.errors.tempId") }]}>
        <Select
          disabled={disabled}
          loading={templates.loading}
          style={{ maxWidth: 360 }}
          options={templates.list.map((tpl) => ({ value: tpl.id, label: tpl.name }))}
          placeholder={t("videoChannel.editor.errors.tempId")}
          data-testid="video-field-temp"
        />
      </Form.Item>
      <Form.Item name="catPath" label={t("videoChannel.fields.category")} rules={[{ required: true, type: "array", len: 3, message: t("videoChannel.editor.errors.category") }]}>
        <Cascader
          disabled={disabled}
          options={tree}
          showSearch
          style={{ maxWidth: 360 }}
          placeholder={t("videoChannel.editor.errors.category")}
          data-testid="video-field-category"
        />
      </Form.Item>
      <Form.Item name="brandId" label={t("videoChannel.fields.brand")} extra={t("videoChannel.editor.help.brand")}>
        <Select
          allowClear
          disabled={disabled}
          style={{ maxWidth: 360 }}
          options={brands.map((b) => ({ value: b.brandId, label: b.brandWording }))}
          placeholder={t("videoChannel.editor.chooseBrand")}
          data-testid="video-field-brand"
        />
      </Form.Item>
      {qualification > 0 && (
        <Form.Item
          name="qualificationPics"
          label={t("videoChannel.fields.qualificationPics")}
          required={qualification === 1}
          extra={
            <Typography.Text type={qualification === 1 ? "danger" : "secondary"}>
              {t(qualification === 1 ? "videoChannel.editor.help.qualificationRequired" : "videoChannel.editor.help.qualificationOptional", { what: category?.productQualification })}
            </Typography.Text>
          }
        >
          <WechatPictures max={MAX_HEAD_IMAGES} disabled={disabled} pending={images.pending} toWechat={images.toWechat} />
        </Form.Item>
      )}
      <Form.Item name="giveIntegral" label={t("videoChannel.fields.giveIntegral")}>
        <InputNumber min={0} max={99_999_999} precision={0} disabled={disabled} style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="ficti" label={t("videoChannel.fields.ficti")}>
        <InputNumber min={0} max={99_999_999} precision={0} disabled={disabled} style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="skus" label={t("videoChannel.fields.skus")} required extra={specType && !disabled ? t("videoChannel.editor.help.skus") : undefined}>
        <DraftSkuTable specNames={specNames} selectable={specType} disabled={disabled} toWechat={async (url) => (await images.toWechat([url]))[0]!} />
      </Form.Item>
      <Form.Item name="descInfo" label={t("videoChannel.fields.descInfo")}>
        {disabled ? <DescriptionView /> : <DescriptionEditor />}
      </Form.Item>
    </>
  );
}

/** The description as a form control: the product editor's rich-text editor, loaded on demand. */
function DescriptionEditor({ value, onChange }: { value?: string; onChange?: (html: string) => void }) {
  return (
    <Suspense fallback={<Spin />}>
      <RichTextEditor value={value} onChange={onChange} />
    </Suspense>
  );
}

const DescriptionView = ({ value }: { value?: string }) => <RichTextView html={value ?? ""} />;
