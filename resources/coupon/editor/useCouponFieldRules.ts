import { useMemo } from "react";
import dayjs from "dayjs";
import type { FormRule } from "antd";
import { useTranslation } from "react-i18next";
import type { CouponFormValues } from "./formModel";
import {
  dayProblem,
  minPriceProblem,
  moneyProblem,
  nameProblem,
  productsProblem,
  sortProblem,
  totalProblem,
  endOfUseProblem,
  windowProblem,
} from "./couponRules";

type Check = (all: CouponFormValues) => string | undefined;

/** antd field rules over the pure rules of `couponRules.ts`, with the spec's messages. */
export function useCouponFieldRules() {
  const { t } = useTranslation();
  return useMemo(() => {
    const rule =
      (check: Check, required = true): FormRule =>
      ({ getFieldsValue }) => ({
        required,
        validator: () => {
          const problem = check(getFieldsValue(true) as CouponFormValues);
          return problem ? Promise.reject(new Error(t(problem))) : Promise.resolve();
        },
      });
    return {
      name: [rule((v) => nameProblem(v.name))],
      products: [rule((v) => productsProblem(v.category, v.products))],
      money: [rule((v) => moneyProblem(v.money))],
      minPrice: [rule((v) => minPriceProblem(v.hasThreshold, v.minPrice, v.money))],
      receiveTime: [rule((v) => windowProblem(v.receiveTime, dayjs(), "coupon.rules.receiveTime"))],
      useTime: [rule((v) => windowProblem(v.useTime, dayjs(), "coupon.rules.useTime") ?? endOfUseProblem(v))],
      day: [rule((v) => dayProblem(v.day))],
      total: [rule((v) => totalProblem(v.isLimited, v.total))],
      sort: [rule((v) => sortProblem(v.sort), false)],
    } satisfies Partial<Record<keyof CouponFormValues, FormRule[]>>;
  }, [t]);
}
