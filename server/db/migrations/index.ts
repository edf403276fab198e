import type { Migration } from "kysely";

/**
 * Every migration of this folder, named by its file (`NNNN_<name>.ts`): Kysely runs them in the
 * order of their names, and records each name as it runs. Adding a migration is adding its file.
 */
const files = import.meta.glob<Migration>("./[0-9][0-9][0-9][0-9]_*.ts", { eager: true });

export const migrations: Record<string, Migration> = Object.fromEntries(
  Object.entries(files).map(([path, migration]) => [path.slice("./".length, -".ts".length), migration]),
);
