import { useMemo } from "react";
import type { FormRule } from "antd";
import { useTranslation } from "react-i18next";
import type { Decimal } from "./regionRules";
import { freePriceProblem, priceProblem, quantityProblem, regionsProblem } from "./rowRules";

/** antd field rules of the rule rows over the pure checks of `rowRules.ts`. */
export function useRowRules(type: number | undefined) {
  const { t } = useTranslation();
  return useMemo(() => {
    const rule = <V,>(check: (value: V) => string | undefined): FormRule[] => [
      {
        required: true,
        validator: (_, value: V) => {
          const problem = check(value);
          return problem ? Promise.reject(new Error(t(problem))) : Promise.resolve();
        },
      },
    ];
    return {
      regions: rule(regionsProblem),
      quantity: rule((v: Decimal) => quantityProblem(type, v)),
      price: rule(priceProblem),
      freePrice: rule(freePriceProblem),
    };
  }, [t, type]);
}
