/** Wire shapes of the video-channel pages, from the server's contract (types only). */
export type {
  CatTreeNode,
  ImgUploadResult,
  PayComponentDraftProduct,
  PayComponentProduct,
  PayComponentShopBrand,
} from "../../server/areas/videoChannel/contract";
