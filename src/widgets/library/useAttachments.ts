import { useList, type CrudFilter } from "@refinedev/core";
import { canDo } from "../../../providers/accessControl";
import { LIBRARY_AUTHORITIES } from "../../../resources/library/area";
import { LIBRARY_RESOURCES } from "../../../resources/library/endpoints";
import { ATT_TYPES, PAGE_SIZE, ROOT_CATEGORY_ID } from "./constants";
import type { Attachment, LibraryKind, LibraryView } from "./types";

export interface AttachmentQuery {
  kind: LibraryKind;
  categoryId: number;
  page: number;
  view: LibraryView;
}

/** One page of the library (server paging: 18 in the grid, 10 in the list). */
export function useAttachments({ kind, categoryId, page, view }: AttachmentQuery) {
  const allowed = canDo(LIBRARY_AUTHORITIES.attachmentList);
  const filters: CrudFilter[] = [{ field: "attType", operator: "eq", value: ATT_TYPES[kind] }];
  // 全部图片 sends no category.
  if (categoryId !== ROOT_CATEGORY_ID) filters.push({ field: "pid", operator: "eq", value: categoryId });
  const { result, query } = useList<Attachment>({
    resource: LIBRARY_RESOURCES.attachment,
    pagination: { currentPage: page, pageSize: PAGE_SIZE[view] },
    filters,
    queryOptions: { enabled: allowed },
  });
  return {
    allowed,
    items: result.data,
    total: result.total ?? 0,
    loading: query.isFetching,
    refetch: query.refetch,
  };
}
