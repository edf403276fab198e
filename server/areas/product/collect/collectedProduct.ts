/**
 * A collected item → `ProductResponseForCopyProduct`: the product, its specifications and one
 * SKU per combination of their values (a product without specifications gets the single
 * 规格/默认 SKU, as the editor saves it). Pictures keep the platform's URLs, as the backend does.
 */
import { fromCents } from "../../../core/format.js";
import type { CollectedAttribute, CollectedProduct, CollectedSku } from "./contract.js";
import type { CollectedItem } from "./platforms.js";

const SINGLE_SPEC = { name: "规格", options: ["默认"] };

function combinations(specs: CollectedItem["specs"]): string[][] {
  return specs.reduce<string[][]>((combos, spec) => combos.flatMap((combo) => spec.options.map((option) => [...combo, option])), [[]]);
}

export function toCollectedProduct(item: CollectedItem): CollectedProduct {
  const specType = item.specs.length > 0;
  const specs = specType ? item.specs : [SINGLE_SPEC];
  const image = item.images[0] ?? "";
  const price = fromCents(item.price ?? 0);
  const otPrice = fromCents(item.otPrice ?? item.price ?? 0);
  const attrList: CollectedAttribute[] = specs.map((spec, i) => ({
    attributeName: spec.name,
    isShowImage: false,
    sort: i + 1,
    optionList: spec.options.map((optionName, j) => ({ optionName, image: "", sort: j + 1 })),
  }));
  const attrValueList: CollectedSku[] = combinations(specs).map((combo, i) => ({
    sku: combo.join(","),
    attrValue: JSON.stringify(Object.fromEntries(combo.map((option, j) => [specs[j]!.name, option]))),
    image,
    price,
    vipPrice: price,
    cost: "0.00",
    otPrice,
    stock: 0,
    weight: "0.00",
    volume: "0.00",
    brokerage: 0,
    brokerageTwo: 0,
    barCode: "",
    itemNumber: "",
    expand: "",
    isShow: true,
    isDefault: i === 0,
  }));
  return {
    image,
    sliderImage: JSON.stringify(item.images),
    name: item.name,
    intro: item.intro,
    keyword: item.keyword,
    price,
    otPrice,
    cost: "0.00",
    unitName: "",
    stock: 0,
    specType,
    videoLink: item.videoLink,
    content: item.content,
    attrList,
    attrValueList,
  };
}
