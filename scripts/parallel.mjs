/**
 * `node scripts/parallel.mjs typecheck lint`: runs npm scripts at once (each is one process on
 * one core; the CI machine has two), prints each one's output whole when it ends, and fails if
 * any failed.
 */
import { spawn } from "node:child_process";

const names = process.argv.slice(2);
const runs = names.map(
  (name) =>
    new Promise((resolve) => {
      const started = Date.now();
      const child = spawn("npm", ["run", "--silent", name], { stdio: ["ignore", "pipe", "pipe"] });
      let output = "";
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
      child.on("close", (code) => {
        const seconds = ((Date.now() - started) / 1000).toFixed(0);
        process.stdout.write(`== ${name}: ${code === 0 ? "passed" : `failed (exit ${code})`} in ${seconds} s\n${output}`);
        resolve(code === 0);
      });
    }),
);
const passed = await Promise.all(runs);
process.exit(passed.every(Boolean) ? 0 : 1);
