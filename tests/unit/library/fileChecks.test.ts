import { describe, expect, it } from "vitest";
import { extensionOf, fileTypeLabel, isDocumentFile, isPictureFile, isVideoFile } from "../../../src/widgets/library/fileChecks";
import { modelFromPath } from "../../../src/widgets/library/UploadFileButton";
import { formatSize } from "../../../src/widgets/library/formatSize";

describe("what the library accepts", () => {
  it("pictures: gif, jpg, jpeg, png, bmp in any case", () => {
    for (const name of ["a.gif", "a.JPG", "b.jpeg", "c.PNG", "d.bmp"]) expect(isPictureFile(name)).toBe(true);
    for (const name of ["a.webp", "a.svg", "png", "a.png.exe"]) expect(isPictureFile(name)).toBe(false);
  });

  it("videos: mp4 only", () => {
    expect(isVideoFile("clip.MP4")).toBe(true);
    expect(isVideoFile("clip.mov")).toBe(false);
  });

  it("documents: doc, docx, xls, xlsx only", () => {
    for (const name of ["a.doc", "a.DOCX", "b.xls", "c.xlsx"]) expect(isDocumentFile(name)).toBe(true);
    for (const name of ["a.pdf", "a.txt", "docx"]) expect(isDocumentFile(name)).toBe(false);
  });

  it("shows an uploaded file's type in upper case", () => {
    expect(fileTypeLabel("http://x/uploadf/public/product/2024/05/01/abc.xlsx")).toBe("XLSX");
    expect(fileTypeLabel("http://x/a.b/file")).toBe("");
    expect(extensionOf("a/b.c/d.mp4?x=1")).toBe("mp4");
  });

  it("names the upload model after the first route segment", () => {
    expect(modelFromPath("/product/list/creatProduct/3")).toBe("product");
    expect(modelFromPath("/")).toBe("system");
  });

  it("formats attachment sizes", () => {
    expect(formatSize("512")).toBe("512 B");
    expect(formatSize("2048")).toBe("2.0 KB");
    expect(formatSize(3 * 1024 * 1024)).toBe("3.0 MB");
  });
});
