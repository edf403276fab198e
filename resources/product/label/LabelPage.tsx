import { useTranslation } from "react-i18next";
import { RuleList } from "../attr/RuleList";

/** /product/label: as in the original console, the specification-template list (contract §4.1). */
export default function LabelPage() {
  const { t } = useTranslation();
  return <RuleList title={t("titles.product.label")} editable={false} />;
}
