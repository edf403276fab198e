import type { ActivityProblem } from "./activitySku";

type Translate = (key: string, vars?: Record<string, unknown>) => string;

/** Names of the two editable values on this activity (活动价 / 拼团价, 限量 / 拼团限量). */
export interface ActivityLabels {
  price: string;
  quota: string;
}

/** The message shown (toast on save, the field's title) for a problem. */
export function problemText(problem: ActivityProblem, labels: ActivityLabels, t: Translate): string {
  switch (problem.kind) {
    case "noProducts":
      return t("activitySku.problems.noProducts");
    case "tooManyProducts":
      return t("activitySku.problems.tooManyProducts", { max: problem.max });
    case "quotaZero":
      return t("activitySku.problems.quotaZero", { product: problem.product, quota: labels.quota });
    case "sku":
      return t("activitySku.problems.sku", {
        product: problem.product,
        sku: problem.sku,
        problem: t(`activitySku.problems.${problem.problem}`, { ...labels }),
      });
  }
}
