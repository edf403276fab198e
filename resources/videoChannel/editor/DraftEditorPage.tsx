import { useEffect, useState } from "react";
import { Alert, Button, Card, Form, Spin } from "antd";
import { useCreate, useOne, useUpdate } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { useAllowedEach } from "../../../src/access/useAllowed";
import { toastSuccess, toastWarning } from "../../../providers/notify";
import { PageHeader } from "../../../src/widgets/PageHeader";
import { useUnsavedGuard } from "../../../src/widgets/useUnsavedGuard";
import { PRODUCT } from "../../product/endpoints";
import type { ProductInfo } from "../../product/types";
import { inReview } from "../drafts/draftRules";
import { VIDEO } from "../endpoints";
import { DRAFT_LIST_PATH } from "../area";
import type { PayComponentDraftProduct } from "../types";
import { BaseProductField } from "./BaseProductField";
import { DraftFields } from "./DraftFields";
import { draftBody, draftProblem, fromDraft, fromProduct, type DraftValues } from "./draftModel";
import { categoryAt, useCategoryTree, useUsableBrands } from "./useCatalogue";
import { useShopImages } from "./useShopImages";

type Shape = Pick<DraftValues, "primaryProductId" | "productImage" | "specNames" | "specType"> & { name: string };

/**
 * /videoChannel/creatVideoChannel/:id?/:isDisabled?: a draft made from a shop product — its
 * WeChat title, pictures, category, brand, qualifications, the SKUs offered and their prices.
 */
export default function DraftEditorPage() {
  const may = useAllowedEach(VIDEO.drafts, ["edit", "create"]);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id, isDisabled } = useParams();
  const draftId = id && id !== "0" ? Number(id) : undefined;
  const [form] = Form.useForm<DraftValues>();
  const [baseId, setBaseId] = useState<number>();
  const [shape, setShape] = useState<Shape>();
  const images = useShopImages();
  const tree = useCategoryTree();
  const brands = useUsableBrands();
  const { result: draft, query: draftQuery } = useOne<PayComponentDraftProduct>({ resource: VIDEO.drafts, id: draftId ?? 0, queryOptions: { enabled: !!draftId } });
  const { result: product, query: productQuery } = useOne<ProductInfo>({ resource: PRODUCT.products, id: baseId ?? 0, queryOptions: { enabled: !!baseId } });
  const { mutateAsync: create, mutation: creating } = useCreate();
  const { mutateAsync: update, mutation: updating } = useUpdate();
  const locked = !!draft?.id && inReview(draft);
  const viewing = isDisabled === "1" || locked || !(draftId ? may.edit : may.create);
  const guard = useUnsavedGuard(!viewing);

  const load = (values: DraftValues, name: string) => {
    form.setFieldsValue(values);
    setShape({ primaryProductId: values.primaryProductId, productImage: values.productImage, specNames: values.specNames, specType: values.specType, name });
  };
  useEffect(() => {
    if (draft?.id) load(fromDraft(draft), draft.title);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per loaded draft
  }, [draft]);
  useEffect(() => {
    if (!product?.id) return;
    const values = fromProduct(product);
    load(values, product.name);
    guard.markDirty();
    // WeChat keeps its own copies of the product's pictures.
    void images
      .toWechat(values.headImg)
      .then((urls) => form.setFieldValue("headImg", urls))
      .catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per chosen product
  }, [product]);

  const catPath = Form.useWatch("catPath", form) ?? [];
  const category = categoryAt(tree, catPath);

  const save = async () => {
    const checked = await form.validateFields().catch(() => undefined);
    if (!checked || !shape) return !shape && toastWarning(t("videoChannel.editor.errors.product"));
    const values: DraftValues = { ...(form.getFieldsValue(true) as DraftValues), ...shape };
    const problem = draftProblem(values, category?.productQualificationType === 1);
    if (problem) return toastWarning(t(problem));
    const body = draftBody(values, draftId);
    try {
      if (draftId) await update({ resource: VIDEO.drafts, id: draftId, values: body, successNotification: false, errorNotification: false });
      else await create({ resource: VIDEO.drafts, values: body, successNotification: false, errorNotification: false });
    } catch {
      return; // Shown by the HTTP client; the form keeps what was typed.
    }
    guard.clear();
    toastSuccess(t(draftId ? "videoChannel.editor.edited" : "videoChannel.editor.added"));
    navigate(DRAFT_LIST_PATH);
  };

  const title = t(!draftId ? "titles.videoChannel.add" : isDisabled === "1" ? "titles.videoChannel.view" : "titles.videoChannel.edit");
  return (
    <Spin spinning={(!!draftId && draftQuery.isLoading) || (!!baseId && productQuery.isFetching)}>
      <Card>
        <PageHeader title={title} backTo={DRAFT_LIST_PATH} />
        {locked && <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t("videoChannel.editor.lockedNotice")} />}
        <Form<DraftValues> form={form} labelCol={{ flex: "150px" }} labelWrap wrapperCol={{ flex: "1" }} onValuesChange={guard.markDirty} data-testid="video-draft-form">
          <Form.Item label={t("videoChannel.fields.product")} required>
            <BaseProductField productId={shape?.primaryProductId} image={shape?.productImage ?? ""} name={shape?.name ?? ""} canChoose={!draftId && !viewing} onChoose={(pick) => setBaseId(pick.id)} />
          </Form.Item>
          {shape ? (
            <DraftFields disabled={viewing} tree={tree} brands={brands} category={category} specNames={shape.specNames} specType={shape.specType} images={images} />
          ) : (
            <Alert type="info" showIcon style={{ maxWidth: 620 }} message={t("videoChannel.editor.chooseFirst")} />
          )}
          {!viewing && shape && (
            <Form.Item label=" " colon={false}>
              <Button type="primary" loading={creating.isPending || updating.isPending || images.pending} onClick={() => void save()} data-testid="video-draft-save">
                {t("videoChannel.editor.save")}
              </Button>
            </Form.Item>
          )}
        </Form>
      </Card>
    </Spin>
  );
}
