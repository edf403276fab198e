/** `closingProof`: JSON text of a string array of picture URLs; anything else shows no pictures. */
export function proofPictures(text: string | null | undefined): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((url): url is string => typeof url === "string" && url !== "") : [];
  } catch {
    return [];
  }
}
