/**
 * The database as Kysely sees it. Each area declares its own tables next to its code
 * (`areas/<area>/tables.ts`) and adds them to this interface there (declaration merging), so a
 * new area's tables need no line here.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by every area's tables.ts.
export interface DB {}
