/** What a widget's default configuration depends on besides the format itself. */

/** The texts a new widget shows shoppers (the console passes them in the merchant's language). */
export interface DiyTexts {
  slideTitle: string;
  hotWord: string;
  searchPlaceholder: string;
  /** The four entries of a new navigation group. */
  menuTitles: readonly [string, string, string, string];
  title: string;
  subtitle: string;
  more: string;
  seckillTitle: string;
  groupTitle: string;
  tabTitle: string;
  /** The bottom bar's entries: shop home, categories, coupons, customer service. */
  footer: { home: string; category: string; coupons: string; service: string };
}

export interface DiyContext {
  texts: DiyTexts;
  /** The address of one of the platform's preset pictures (`crmebimage/presets/…`) as the page stores it. */
  media: (storedPath: string) => string;
  merId: number;
  /** Where the bottom bar's customer-service entry leads (the shop's service setting). */
  serviceLink: string;
}
