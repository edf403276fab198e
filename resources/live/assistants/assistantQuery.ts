/** The assistant list needs `keywords` on every call (contract §9): "" lists them all. */
export const ALL_ASSISTANTS = { keywords: "" } as const;
