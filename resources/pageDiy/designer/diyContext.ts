import type { TFunction } from "i18next";
import { currentAdmin } from "../../../providers/session";
import { STORAGE } from "../../../providers/storage";
import type { DiyContext } from "../../../server/shared/pageDiy/defaults";

/** What new blocks are made with: texts in the merchant's language, the media domain (for preset pictures), the shop. */
export function diyContext(t: TFunction): DiyContext {
  const mediaDomain =
    (typeof localStorage === "undefined"
      ? null
      : localStorage.getItem(STORAGE.mediaDomain)) ?? "";
  const d = (key: string) => t(`pageDiy.defaults.${key}`);
  return {
    texts: {
      slideTitle: d("slideTitle"),
      hotWord: d("hotWord"),
      searchPlaceholder: d("searchPlaceholder"),
      menuTitles: [d("menu1"), d("menu2"), d("menu3"), d("menu4")],
      title: d("title"),
      subtitle: d("subtitle"),
      more: d("more"),
      seckillTitle: d("seckillTitle"),
      groupTitle: d("groupTitle"),
      tabTitle: d("tabTitle"),
      footer: {
        home: d("footer_home"),
        category: d("footer_category"),
        coupons: d("footer_coupons"),
        service: d("footer_service"),
      },
    },
    // As the original: the media domain, then the stored path of the platform's preset picture.
    media: (storedPath) => `${mediaDomain}/${storedPath}`,
    merId: currentAdmin()?.merId ?? 0,
    serviceLink: "",
  };
}
