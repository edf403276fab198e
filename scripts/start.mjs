// `npm start`: build the console and server when the build is missing or older than the
// sources, then serve both on one port (PORT, default 8080) with the database in DATA_DIR, or on
// PostgreSQL when DATABASE_URL is set (the environment passes through to the server).
import { execSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const built = path.join(root, "dist-server", "main.js");
const sources = ["src", "providers", "resources", "locales", "server", "index.html", "vite.config.ts", "package.json"];

function newest(target) {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(full).reduce((max, name) => Math.max(max, newest(path.join(target, name))), stat.mtimeMs);
}

const stale = !fs.existsSync(built) || !fs.existsSync(path.join(root, "dist", "index.html")) ||
  Math.max(...sources.map(newest)) > fs.statSync(built).mtimeMs;
if (stale) {
  console.log("Building the console and the server…");
  execSync("npm run build", { cwd: root, stdio: "inherit" });
}
const child = spawn(process.execPath, [built], { cwd: root, stdio: "inherit", env: process.env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
