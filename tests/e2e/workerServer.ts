import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";

/**
 * Each Playwright worker talks to a reference server of its own (scripts/e2e-server.mjs: the
 * production build on a fresh temporary database), on E2E_PORT + the worker's parallel index.
 * Workers then never see each other's writes, so specs can run side by side.
 */
const BASE_PORT = Number(process.env.E2E_PORT ?? 4180);
const READY_PATH = "/api/admin/merchant/getLoginPic";

async function answers(url: string) {
  try {
    return (await fetch(url)).ok;
  } catch (error) {
    // Browsers and fetch refuse some ports outright (4190, 6000, …): say so instead of waiting.
    if ((error as { cause?: Error }).cause?.message === "bad port") throw new Error(`${url}: browsers refuse this port; choose another E2E_PORT.`, { cause: error });
    return false;
  }
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  await once(child, "exit");
}

/** Starts a server for this worker; answers its address once it serves, and a way to stop it. */
export async function startWorkerServer(parallelIndex: number): Promise<{ url: string; close: () => Promise<void> }> {
  const port = BASE_PORT + parallelIndex;
  const url = `http://127.0.0.1:${port}`;
  if (await answers(url + READY_PATH)) throw new Error(`Port ${port} is already serving: stop the earlier server first.`);
  const child = spawn(process.execPath, ["scripts/e2e-server.mjs"], {
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const killOnExit = () => child.kill("SIGTERM");
  process.on("exit", killOnExit);
  const deadline = Date.now() + 120_000;
  while (!(await answers(url + READY_PATH))) {
    if (child.exitCode !== null) throw new Error(`The reference server for worker ${parallelIndex} exited with ${child.exitCode}.`);
    if (Date.now() > deadline) {
      await stop(child);
      throw new Error(`The reference server for worker ${parallelIndex} did not answer on ${url} within two minutes.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    close: async () => {
      process.off("exit", killOnExit);
      await stop(child);
    },
  };
}
