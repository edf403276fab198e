/**
 * `npm test`: the unit and server tests, then the browser tests with the typecheck and the lint
 * running beside them at the lowest CPU priority.
 *
 * Why beside the browser tests: each of the two is one process on one core, and the browser suite
 * leaves about a fifth of the two-core CI machine idle (one Chromium and one server, often
 * waiting); at `nice 19` they take that idle time, where run first they held both cores for about
 * a minute and a half. Not beside the unit and server tests: those keep both cores busy and make
 * thousands of short database round trips, and each wake-up behind a low-priority process made
 * them a third slower (measured: 346 → 456 s). Their output is printed whole when the tests are
 * done, and the run fails if any of the four failed.
 */
import { spawn } from "node:child_process";

/** Runs `npm run <name>`; the output is kept (`quiet`) or goes straight to the terminal. */
function npmRun(name, { quiet = false, nice = false } = {}) {
  const command = nice ? ["nice", ["-n", "19", "npm", "run", "--silent", name]] : ["npm", ["run", name]];
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command[0], command[1], { stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit" });
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => resolve({ name, passed: code === 0, code, seconds: Math.round((Date.now() - started) / 1000), output }));
  });
}

const unit = await npmRun("test:unit");
const checks = ["typecheck", "lint"].map((name) => npmRun(name, { quiet: true, nice: true }));
// The browser tests run even when a unit test failed: one run reports everything that is wrong.
const browser = await npmRun("test:e2e");

let passed = unit.passed && browser.passed;
for (const check of await Promise.all(checks)) {
  process.stdout.write(`== ${check.name}: ${check.passed ? "passed" : `failed (exit ${check.code})`} in ${check.seconds} s (beside the tests, at low priority)\n${check.output}`);
  passed &&= check.passed;
}
if (!unit.passed) process.stdout.write("== unit and server tests failed (their output is above)\n");
if (!browser.passed) process.stdout.write("== browser tests failed (their output is above)\n");
process.exit(passed ? 0 : 1);
