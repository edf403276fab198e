import { Result, Skeleton } from "antd";
import { useOne } from "@refinedev/core";
import { useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { titleWithId } from "../../../src/routing/titles";
import { PageHeader } from "../../../src/widgets/PageHeader";
import { COUPON } from "../endpoints";
import { LIST_PATH } from "../area";
import type { CouponInfo } from "../types";
import { fromCouponInfo } from "./couponBody";
import { CouponForm } from "./CouponForm";
import { NEW_COUPON, editorMode } from "./formModel";

/** /coupon/list/save[/:id[/edit]]: add a coupon, copy one into a new coupon, or edit a product coupon's products. */
export default function CouponEditorPage() {
  const { t } = useTranslation();
  const { id, edit } = useParams();
  const mode = editorMode(id, edit);
  const { result, query } = useOne<CouponInfo>({ resource: COUPON.coupons, id, queryOptions: { enabled: !!id } });
  const title = titleWithId(`titles.coupon.${mode}`)({ params: { id }, t: (key) => t(key) });
  const header = <PageHeader title={title} backTo={LIST_PATH} />;
  if (id && query.isError) {
    return (
      <>
        {header}
        <Result status="warning" title={t("coupon.editor.loadFailed")} />
      </>
    );
  }
  if (id && !result) {
    return (
      <>
        {header}
        <Skeleton active />
      </>
    );
  }
  return (
    <>
      {header}
      <CouponForm key={`${mode}-${id ?? "new"}`} mode={mode} id={Number(id ?? 0)} initial={result ? fromCouponInfo(result) : NEW_COUPON} />
    </>
  );
}
