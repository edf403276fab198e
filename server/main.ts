import path from "node:path";
import { fileURLToPath } from "node:url";
import { readEnvironment, startFromEnvironment } from "./environment.js";
import { startLoopDelayProbe } from "./core/loopDelayProbe.js";

/** Production entry: one process serves the API and the built console on one port. */
const here = path.dirname(fileURLToPath(import.meta.url));
const spaRoot = path.resolve(here, "../dist");
const { port, dataDir, databaseUrl, uploadDir } = readEnvironment();
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
