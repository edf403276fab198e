/** The picture lists the backend keeps as JSON text (`headImg`, `qualificationPics`). */
export function pictureList(json: string | null | undefined): string[] {
  try {
    const value: unknown = JSON.parse(json || "[]");
    return Array.isArray(value) ? value.map(String).filter(Boolean) : [];
  } catch {
    return [];
  }
}

export const firstPicture = (json: string | null | undefined) => pictureList(json)[0] ?? "";
