import { addKeyword } from "../../../../src/widgets/keywords";
import type { CollectedProduct } from "../../types";
import { MAX_SLIDER_IMAGES, newEditorState, newSingleRow, newSingleSpec, type EditorState } from "../formModel";
import { isVideoUrl, parseJsonArray, rowsOf, specsOf } from "../productBody";
import { buildSkuMatrix } from "../sku/skuMatrix";

/**
 * The editor filled with a product collected from another platform (`importProduct` /
 * `copy/product`): its name, introduction, pictures (the platform's URLs, kept as they are),
 * video, description, specifications and SKUs. What a platform does not say (categories, brand,
 * unit, shipping) is left for the merchant; keywords the editor would refuse are left out.
 */
export function stateFromCollected(product: CollectedProduct, type: number): EditorState {
  const base = newEditorState(type);
  const pictures = parseJsonArray(product.sliderImage).filter((url) => !isVideoUrl(url));
  const image = product.image || pictures[0] || "";
  const keywords = (product.keyword ?? "").split(",").reduce<string[]>((list, word) => addKeyword(list, word), []);
  const values = {
    ...base.values,
    name: product.name ?? "",
    intro: product.intro ?? "",
    keywords,
    unitName: product.unitName ?? "",
    image,
    sliderImages: pictures.slice(0, MAX_SLIDER_IMAGES),
    video: product.videoLink && isVideoUrl(product.videoLink) ? product.videoLink : "",
    content: product.content ?? "",
    specType: !!product.specType,
  };
  const specs = specsOf(product.attrList, true);
  const rows = rowsOf(product.attrValueList, specs, true).map((row) => ({ ...row, image: row.image || image }));
  if (values.specType) {
    // A collector that names the specifications but not their SKUs: every combination, priced alike.
    const multiRows = rows.length ? rows : buildSkuMatrix(specs, []).map((row) => ({ ...row, image, price: product.price, otPrice: product.otPrice }));
    return { ...base, values, specs, multiRows };
  }
  return { ...base, values, singleSpec: specs[0] ?? newSingleSpec(), singleRows: rows.length ? [rows[0]] : [{ ...newSingleRow(), image }] };
}
