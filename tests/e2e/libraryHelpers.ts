import { expect as baseExpect, type Locator, type Page } from "@playwright/test";
import { PNG } from "pngjs";

// Uploads go through lazy chunks and the server's checks; a busy machine needs longer waits.
const expect = baseExpect.configure({ timeout: 30_000 });

/** A real PNG of a few pixels, made here (the server checks the bytes, the cropper decodes it). */
export function pngFile(name: string, width = 48, height = 32, tint = 0) {
  const png = new PNG({ width, height });
  for (let i = 0; i < png.data.length; i += 4) {
    png.data[i] = (i / 4 + tint) % 256;
    png.data[i + 1] = 90 + tint;
    png.data[i + 2] = 200;
    png.data[i + 3] = 255;
  }
  return { name, mimeType: "image/png", buffer: PNG.sync.write(png) };
}

export type PngFile = ReturnType<typeof pngFile>;

export const unique = () => Date.now().toString(36).slice(-5);

/** A picture of the library's grid, found by its file name. */
export const picture = (scope: Page | Locator, name: string) => scope.getByRole("checkbox", { name, exact: true });

/** Uploads through the library's file chooser and waits for every file to be listed. */
export async function uploadPictures(page: Page, scope: Page | Locator, files: PngFile[]) {
  await scope.getByTestId("library-file-input").setInputFiles(files);
  await expect(page.getByText("上传成功").last()).toBeVisible();
  for (const file of files) await expect(picture(scope, file.name)).toBeVisible();
}
