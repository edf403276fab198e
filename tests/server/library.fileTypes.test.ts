import { describe, expect, it } from "vitest";
import { extensionOf, FILE_TYPES, sniffBytes } from "../../server/core/fileTypes.js";
import { sampleMp4, sampleOle, samplePng, sampleZip } from "./libraryHelpers.js";

const ftyp = (major: string, ...compatible: string[]) => {
  const box = Buffer.alloc(16 + compatible.length * 4);
  box.writeUInt32BE(box.length, 0);
  box.write(`ftyp${major}`, 4, "latin1");
  compatible.forEach((brand, i) => box.write(brand, 16 + i * 4, "latin1"));
  return box;
};

const bmp = (dibSize: number) => {
  const header = Buffer.alloc(54);
  header.write("BM", 0, "latin1");
  header.writeUInt32LE(54, 2);
  header.writeUInt32LE(dibSize, 14);
  return header;
};

describe("file type sniffing", () => {
  it("recognises the accepted pictures by their bytes", () => {
    expect(sniffBytes(samplePng())).toBe(FILE_TYPES.png);
    expect(sniffBytes(Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0, 0]))).toBe(FILE_TYPES.jpg);
    expect(sniffBytes(Buffer.from("GIF89a\x01\x00", "latin1"))).toBe(FILE_TYPES.gif);
    expect(sniffBytes(Buffer.from("GIF87a\x01\x00", "latin1"))).toBe(FILE_TYPES.gif);
    expect(sniffBytes(bmp(40))).toBe(FILE_TYPES.bmp);
  });

  it("does not take names or look-alikes for pictures", () => {
    expect(sniffBytes(Buffer.from("BM is how this note starts"), "bmp")).toBeUndefined();
    expect(sniffBytes(bmp(999))).toBeUndefined();
    expect(sniffBytes(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), "png")).toBeUndefined();
    expect(sniffBytes(Buffer.alloc(0), "png")).toBeUndefined();
    expect(sniffBytes(samplePng().subarray(0, 4))).toBeUndefined();
  });

  it("tells MP4 video from other ftyp files", () => {
    expect(sniffBytes(sampleMp4())).toBe(FILE_TYPES.mp4);
    expect(sniffBytes(ftyp("M4V ", "M4V ", "mp42"))).toBe(FILE_TYPES.mp4);
    expect(sniffBytes(ftyp("heic", "mif1", "heic"), "mp4")).toBeUndefined();
    expect(sniffBytes(ftyp("qt  ", "qt  "), "mp4")).toBeUndefined();
  });

  it("tells Word from Excel inside OLE and zip containers", () => {
    expect(sniffBytes(sampleOle("WordDocument"), "xls")).toBe(FILE_TYPES.doc);
    expect(sniffBytes(sampleOle("Workbook"), "doc")).toBe(FILE_TYPES.xls);
    expect(sniffBytes(sampleZip(["[Content_Types].xml", "word/document.xml"]))).toBe(FILE_TYPES.docx);
    expect(sniffBytes(sampleZip(["[Content_Types].xml", "xl/workbook.xml"]))).toBe(FILE_TYPES.xlsx);
    // Parts not read yet: the name chooses between the two Office zips…
    expect(sniffBytes(sampleZip(["[Content_Types].xml"]), "xlsx")).toBe(FILE_TYPES.xlsx);
    // …but a zip without the Office content-types part is no Office file, whatever its name.
    expect(sniffBytes(sampleZip(["word/document.xml"]), "docx")).toBeUndefined();
    expect(sniffBytes(sampleZip(["[Content_Types].xml"]), "zip")).toBeUndefined();
  });

  it("reads a name's extension", () => {
    expect(extensionOf("Photo.JPEG")).toBe("jpeg");
    expect(extensionOf("dir/a.b/c")).toBe("");
    expect(extensionOf(".hidden")).toBe("");
    expect(extensionOf("报价单.xlsx")).toBe("xlsx");
  });
});
