import path from "node:path";
import { fileURLToPath } from "node:url";
import { readEnvironment, startFromEnvironment } from "./environment.js";
import { startLoopDelayProbe } from "./core/loopDelayProbe.js";
import { refillKeptTables } from "./db/keptTables.js";

/** Production entry: one process serves the API and the built console on one port. */
const here = path.dirname(fileURLToPath(import.meta.url));
const spaRoot = path.resolve(here, "../dist");
const { port, dataDir, databaseUrl, uploadDir } = readEnvironment();

// `--refill-kept`: makes the trigger-kept tables again from their rows (after a bulk load with the
// triggers off, server/db/keptTables.ts), then exits without serving.
if (process.argv.includes("--refill-kept")) {
  const app = await startFromEnvironment();
  await refillKeptTables(app.db);
  await app.close();
  process.exit(0);
}

startLoopDelayProbe();
const app = await startFromEnvironment(spaRoot);
await app.fastify.listen({ port, host: process.env.HOST ?? "0.0.0.0" });
const database = databaseUrl ? `PostgreSQL at ${new URL(databaseUrl).host}${new URL(databaseUrl).pathname}` : `SQLite in ${dataDir}`;
console.log(`CRMEB merchant console on http://localhost:${port}  (${database}, files in ${uploadDir})`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
