import type { MerchantConfigInfo } from "../../../server/areas/shopSettings/contract";

/** A shop's configuration as the server answers it (contract §3.23), for the settings tests. */
export const storedConfig = (changes: Partial<MerchantConfigInfo> = {}): MerchantConfigInfo => ({
  keywords: "数码,家电",
  addressDetail: "文三路 90 号",
  latitude: "30.27677",
  longitude: "120.13286",
  backImage: "http://h/b.png",
  avatar: "http://h/a.png",
  rectangleLogo: "http://h/r.png",
  coverImage: "http://h/c.png",
  streetBackImage: "http://h/s.png",
  intro: "简介",
  alertStock: 10,
  serviceType: "phone",
  serviceLink: "",
  servicePhone: "400-8888-794",
  pcBanner: "",
  pcBackImage: "",
  isTakeTheir: true,
  receiptPrintingSwitch: 2,
  electrPrintingSwitch: 1,
  txMapKey: "KEY",
  ...changes,
});
