import { useTranslation } from "react-i18next";
import { RuleList } from "./RuleList";

/** /product/attr: specification templates. */
export default function RuleListPage() {
  const { t } = useTranslation();
  return <RuleList title={t("titles.product.attr")} editable />;
}
