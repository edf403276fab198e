// A small loopback load generator: N keep-alive connections each keep one request in flight
// for a fixed time; every answer must carry envelope code 200. Only ever targets 127.0.0.1.
import http from "node:http";

function get(agent, url, headers) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    });
    req.on("error", reject);
  });
}

export async function load({ origin, path, headers = {}, connections = 50, seconds = 5, warmupSeconds = 1 }) {
  if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(origin)) throw new Error("bench targets loopback only");
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const once = async () => {
    const started = performance.now();
    const body = JSON.parse(await get(agent, origin + path, headers));
    if (body.code !== 200) throw new Error(`${path}: code ${body.code} ${body.message}`);
    return performance.now() - started;
  };
  const run = async (ms, latencies) => {
    const end = performance.now() + ms;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < end) latencies?.push(await once());
      }),
    );
  };
  await run(warmupSeconds * 1000);
  const latencies = [];
  await run(seconds * 1000, latencies);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const q = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  return { requests: latencies.length, rps: Math.round(latencies.length / seconds), p50: q(50), p99: q(99), max: latencies.at(-1) };
}
