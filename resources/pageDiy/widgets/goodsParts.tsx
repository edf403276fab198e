/** How the goods list and the tabs choose and show their goods: chosen goods, or goods of chosen categories in an order. */
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import {
  binder,
  FactChecks,
  optionsOf,
  ProductsProp,
  PropSection,
  TabChoice,
  ValSlider,
  type Goods,
} from "./controls";
import { CategoryChoice } from "./controls/CategoryChoice";
import { useCategoryGoods } from "./preview/usePreviewData";
import type { Draft } from "./types";

export type GoodsChoice = Pick<
  Draft<"goodList">,
  | "tabConfig"
  | "goodsList"
  | "selectConfig"
  | "numConfig"
  | "goodsSort"
  | "sortCollation"
  | "itemStyle"
  | "typeConfig"
>;

const idsOf = (values: readonly unknown[]) =>
  values.map(Number).filter(Number.isSafeInteger);

/** The goods a block shows: the chosen ones, or those its editor fetched for the chosen categories (`selectConfig.goodsList`). */
export const shownGoods = (config: GoodsChoice): Goods[] =>
  config.tabConfig.tabVal === 1
    ? (config.selectConfig.goodsList as Goods[])
    : config.goodsList.list;

/** Which facts show: name (0), price (1), sold count (2). */
export const factsShown = (activeValue: readonly number[]) => ({
  name: activeValue.includes(0),
  price: activeValue.includes(1),
  sold: activeValue.includes(2),
});

export function GoodsChoiceSettings<C extends GoodsChoice>({
  config,
  onChange,
  layouts,
}: {
  config: C;
  onChange: (next: C) => void;
  layouts: string[];
}) {
  const { t } = useTranslation();
  const bind = binder<GoodsChoice>(config, (next) => onChange(next as C));
  const byCategory = config.tabConfig.tabVal === 1;
  // After a change of categories, count or order, the goods fetched for them are kept in the page, as the original does.
  const refetched = useRef(false);
  const fetched = useCategoryGoods(
    {
      cateIds: idsOf(config.selectConfig.activeValue),
      count: config.numConfig.val,
      sort: config.goodsSort.tabVal,
      order: config.sortCollation.tabVal,
    },
    byCategory,
  );
  useEffect(() => {
    if (!refetched.current || fetched.loading) return;
    refetched.current = false;
    onChange({
      ...config,
      selectConfig: { ...config.selectConfig, goodsList: fetched.goods },
    });
  }, [fetched.goods, fetched.loading, config, onChange]);
  const refetch = (next: C) => {
    refetched.current = true;
    onChange(next);
  };
  return (
    <>
      <PropSection title={t("pageDiy.props.content")}>
        <TabChoice
          label={t("pageDiy.props.goodsSource")}
          options={optionsOf([
            t("pageDiy.props.chosenGoods"),
            t("pageDiy.props.categoryGoods"),
          ])}
          testId="prop-goods-source"
          value={config.tabConfig}
          onChange={(tabConfig) => {
            const next = {
              ...config,
              tabConfig,
              goodsSort: { ...config.goodsSort, tabVal: 0 },
            };
            if (tabConfig.tabVal === 1) refetch(next);
            else onChange(next);
          }}
        />
        {byCategory ? (
          <>
            <CategoryChoice
              label={t("pageDiy.props.categories")}
              value={idsOf(config.selectConfig.activeValue)}
              onChange={(activeValue) =>
                refetch({
                  ...config,
                  selectConfig: { ...config.selectConfig, activeValue },
                })
              }
            />
            <ValSlider
              label={t("pageDiy.props.goodsCount")}
              min={1}
              max={50}
              value={config.numConfig}
              onChange={(numConfig) => refetch({ ...config, numConfig })}
            />
            <TabChoice
              label={t("pageDiy.props.goodsSort")}
              options={optionsOf([
                t("pageDiy.props.sortDefault"),
                t("pageDiy.props.sortSales"),
                t("pageDiy.props.sortPrice"),
              ])}
              value={config.goodsSort}
              onChange={(goodsSort) => refetch({ ...config, goodsSort })}
            />
            {config.goodsSort.tabVal > 0 && (
              <TabChoice
                label={t("pageDiy.props.sortOrder")}
                options={optionsOf([
                  t("pageDiy.props.ascending"),
                  t("pageDiy.props.descending"),
                ])}
                value={config.sortCollation}
                onChange={(sortCollation) =>
                  refetch({ ...config, sortCollation })
                }
              />
            )}
          </>
        ) : (
          <ProductsProp
            label={t("pageDiy.props.goods")}
            max={20}
            value={config.goodsList.list}
            onChange={(list) =>
              onChange({ ...config, goodsList: { ...config.goodsList, list } })
            }
            testId="goods"
          />
        )}
        <TabChoice
          label={t("pageDiy.props.layout")}
          options={optionsOf(layouts)}
          testId="prop-goods-layout"
          {...bind("itemStyle")}
        />
        <FactChecks
          label={t("pageDiy.props.showInfo")}
          options={optionsOf([
            t("pageDiy.props.goodsName"),
            t("pageDiy.props.goodsPrice"),
            t("pageDiy.props.goodsSold"),
          ])}
          {...bind("typeConfig")}
        />
      </PropSection>
    </>
  );
}
