import { describe, expect, it } from "vitest";
import { contactFieldOf, isCoordinate, isServiceLink, isServicePhone, splitKeywords, toFormValues, toRequestBody } from "../../../resources/shopSettings/storeInfo/configForm";
import { storedConfig } from "./storedConfig";

const info = storedConfig({ keywords: "数码, 家电,,正品", addressDetail: " 文三路 90 号 ", intro: " 简介 ", serviceLink: "https://kefu.example.com" });

describe("store configuration form", () => {
  it("turns the comma keywords into tags and back", () => {
    expect(splitKeywords(" a, b,,c ")).toEqual(["a", "b", "c"]);
    expect(splitKeywords("")).toEqual([]);
    const values = toFormValues(info);
    expect(values.keywords).toEqual(["数码", "家电", "正品"]);
    expect(values).not.toHaveProperty("txMapKey");
    expect(toRequestBody(values).keywords).toBe("数码,家电,正品");
  });

  it("sends trimmed text and only the contact of the chosen service type", () => {
    const body = toRequestBody(toFormValues(info));
    expect(body).toMatchObject({ addressDetail: "文三路 90 号", intro: "简介", serviceLink: "", servicePhone: "400-8888-794", receiptPrintingSwitch: 2 });
    const h5 = toRequestBody({ ...toFormValues(info), serviceType: "H5", serviceLink: " https://kefu.example.com/x " });
    expect(h5).toMatchObject({ serviceLink: "https://kefu.example.com/x", servicePhone: "" });
  });

  it("asks for the link with H5 and the phone with phone", () => {
    expect(contactFieldOf("H5")).toBe("serviceLink");
    expect(contactFieldOf("phone")).toBe("servicePhone");
    expect(contactFieldOf(undefined)).toBeUndefined();
  });

  it("accepts http(s) links only, as the backend", () => {
    expect(isServiceLink("https://kefu.example.com/chat?id=1")).toBe(true);
    expect(isServiceLink("http://a.cn")).toBe(true);
    expect(isServiceLink("kefu.example.com")).toBe(false);
    expect(isServiceLink("ftp://a.cn")).toBe(false);
    expect(isServiceLink("https:// spaced")).toBe(false);
  });

  it("accepts exactly what the original console's store settings accept as the service phone (PhoneReg)", () => {
    for (const ok of ["13800138000", "0571-88886666", "021-8888666", "88886666", "8888666", "400-8888-794"]) expect(isServicePhone(ok), ok).toBe(true);
    // 4008888794 was the old demo number: the original refused it, so its store-info form could not be saved.
    for (const bad of ["4008888794", "400-888-8794", "02188886666", "12800138000", "1380013800", "phone", ""]) expect(isServicePhone(bad), bad).toBe(false);
  });

  it("checks the coordinates' ranges", () => {
    expect(isCoordinate("30.27677", "latitude")).toBe(true);
    expect(isCoordinate("-90", "latitude")).toBe(true);
    expect(isCoordinate("90.1", "latitude")).toBe(false);
    expect(isCoordinate("120.13286", "longitude")).toBe(true);
    expect(isCoordinate("180.5", "longitude")).toBe(false);
    expect(isCoordinate("abc", "longitude")).toBe(false);
    expect(isCoordinate("", "latitude")).toBe(false);
  });
});
