import { useList } from "@refinedev/core";
import { canDo } from "../../../providers/accessControl";
import { LIBRARY_AUTHORITIES } from "../../../resources/library/area";
import { LIBRARY_RESOURCES } from "../../../resources/library/endpoints";
import { CATEGORY_STATUS_ALL, CATEGORY_TYPE_ATTACHMENT } from "./constants";
import type { CategoryNode } from "./types";

/** The attachment category tree (type 2, every status); not asked for without the authority. */
export function useCategoryTree() {
  const allowed = canDo(LIBRARY_AUTHORITIES.categoryTree);
  const { result, query } = useList<CategoryNode>({
    resource: LIBRARY_RESOURCES.category,
    pagination: { mode: "off" },
    meta: {
      query: { type: CATEGORY_TYPE_ATTACHMENT, status: CATEGORY_STATUS_ALL },
    },
    queryOptions: { enabled: allowed },
  });
  return {
    allowed,
    tree: result.data,
    loading: query.isFetching,
    refetch: query.refetch,
  };
}
