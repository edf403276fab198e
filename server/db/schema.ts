/**
 * The database as Kysely sees it. Each area declares its own tables next to its code
 * (`areas/<area>/tables.ts`, or its `contract.ts` when the answers are the rows) and adds them to this interface there (declaration merging), so a
 * new area's tables need no line here.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the areas' table declarations.
export interface DB {}
