import { useMemo } from "react";
import type { FormRule } from "antd";
import { useTranslation } from "react-i18next";
import { SHIPPING_TYPE_CODE } from "../../../src/enums/shipping";

const blank = (v: unknown) => v === null || v === undefined || String(v).trim() === "";

/** Field rules of the rule rows (contract §3.9: amounts and quantities ≥ 0.1, free amount ≥ 0). */
export function useRowRules(type: number | undefined) {
  const { t } = useTranslation();
  return useMemo(() => {
    const atLeast = (min: number, missing: string, tooSmall: string, whole = false): FormRule[] => [
      {
        required: true,
        validator: (_, value) => {
          if (blank(value)) return Promise.reject(new Error(t(missing)));
          const n = Number(value);
          if (!Number.isFinite(n) || n < min || (whole && !Number.isInteger(n))) return Promise.reject(new Error(t(tooSmall)));
          return Promise.resolve();
        },
      },
    ];
    const pieces = type === SHIPPING_TYPE_CODE.piece;
    const quantity = pieces ? atLeast(1, "shipping.rules.quantity", "shipping.rules.wholePieces", true) : atLeast(0.1, "shipping.rules.quantity", "shipping.rules.atLeastTenth");
    return {
      regions: [
        {
          required: true,
          validator: (_: unknown, value: unknown[] | undefined) => (value?.length ? Promise.resolve() : Promise.reject(new Error(t("shipping.rules.regions")))),
        },
      ] as FormRule[],
      quantity,
      price: atLeast(0.1, "shipping.rules.price", "shipping.rules.atLeastTenth"),
      freePrice: atLeast(0, "shipping.rules.freePrice", "shipping.rules.notNegative"),
    };
  }, [t, type]);
}
