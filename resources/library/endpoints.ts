import { get, post, type EndpointTable } from "../../providers/endpoints";
import { LIBRARY_RESOURCES } from "./area";

export { LIBRARY_RESOURCES };

/** Contract §3.17: attachments, attachment categories (type 2), uploads. */
export const libraryEndpoints: EndpointTable = {
  [LIBRARY_RESOURCES.attachment]: {
    list: get("attachment/list"),
    actions: {
      delete: post("attachment/delete"),
      move: post("attachment/move"),
    },
  },
  [LIBRARY_RESOURCES.category]: {
    list: get("category/list/tree", { decoded: ["name"] }),
    one: get("category/info/:id"),
    create: post("category/save"),
    // The update takes its fields as query parameters on a POST.
    update: post("category/update/:id", { send: "query" }),
    delete: post("category/delete/:id", { send: "none" }),
  },
  [LIBRARY_RESOURCES.upload]: {
    actions: {
      // Multipart field `multipart`; `model` and `pid` travel in the query.
      image: post("upload/image"),
      file: post("upload/file"),
    },
  },
};
