// @vitest-environment node
import { describe, expect, it } from "vitest";
import { proofPictures } from "../../../resources/finance/closing/proof";
import { accountComplete, isBankCard } from "../../../resources/finance/settlement/accountFields";
import type { SettlementInfo } from "../../../server/areas/finance/contract";

const empty: SettlementInfo = {
  settlementType: "bank",
  bankUserName: "",
  bankName: "",
  bankCard: "",
  bankAddress: "",
  wechatCode: "",
  wechatQrcodeUrl: "",
  realName: "",
  alipayCode: "",
  alipayQrcodeUrl: "",
};

describe("the settlement account's completeness by type", () => {
  it("bank needs holder, bank and card; the address is optional", () => {
    expect(accountComplete(empty)).toBe(false);
    expect(accountComplete({ ...empty, bankUserName: "王", bankName: "工行", bankCard: "6222021202041234567" })).toBe(true);
    expect(accountComplete({ ...empty, bankUserName: "王", bankName: " ", bankCard: "6222021202041234567" })).toBe(false);
  });

  it("wechat needs the id and the QR code; alipay also the real name", () => {
    expect(accountComplete({ ...empty, settlementType: "wechat", wechatCode: "wx", wechatQrcodeUrl: "/q.png" })).toBe(true);
    expect(accountComplete({ ...empty, settlementType: "wechat", wechatCode: "wx" })).toBe(false);
    expect(accountComplete({ ...empty, settlementType: "alipay", alipayCode: "a@b.c", alipayQrcodeUrl: "/q.png" })).toBe(false);
    expect(accountComplete({ ...empty, settlementType: "alipay", alipayCode: "a@b.c", alipayQrcodeUrl: "/q.png", realName: "周" })).toBe(true);
  });

  it("a card number is 12 to 30 digits, spaces between groups allowed", () => {
    expect(isBankCard("6222 0212 0204 1234 567")).toBe(true);
    expect(isBankCard("62220212")).toBe(false);
    expect(isBankCard("6222-0212-0204-1234")).toBe(false);
  });
});

describe("transfer proof pictures", () => {
  it("reads the JSON string array and shows nothing for anything else", () => {
    expect(proofPictures('["http://h/a.png","http://h/b.png"]')).toEqual(["http://h/a.png", "http://h/b.png"]);
    expect(proofPictures("[]")).toEqual([]);
    expect(proofPictures("")).toEqual([]);
    expect(proofPictures(null)).toEqual([]);
    expect(proofPictures("not json")).toEqual([]);
    expect(proofPictures('{"a":1}')).toEqual([]);
    expect(proofPictures('["http://h/a.png", 3, ""]')).toEqual(["http://h/a.png"]);
  });
});
