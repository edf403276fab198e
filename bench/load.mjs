// Loopback load with autocannon: N keep-alive connections each keep one request in flight for a
// fixed time. Every answer must carry envelope code 200, or the run fails. Only ever targets
// 127.0.0.1. (A load generator written on node's http client cost more CPU than the server it
// measured, on a machine where both share two cores.)
import autocannon from "autocannon";

const run = (options) =>
  new Promise((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))));

export async function load({ origin, path, headers = {}, connections = 50, seconds = 5, warmupSeconds = 1 }) {
  if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(origin)) throw new Error("bench targets loopback only");
  // The answer is checked before and after the run; reading every body during it would load the
  // generator more than the server (GET answers do not change while nothing writes).
  const check = async () => {
    const body = await (await fetch(origin + path, { headers })).text();
    if (!body.startsWith('{"code":200,')) throw new Error(`${path}: ${body.slice(0, 200)}`);
  };
  await check();
  const options = { url: origin + path, connections, headers };
  await run({ ...options, duration: warmupSeconds });
  const result = await run({ ...options, duration: seconds });
  await check();
  if (result.errors || result.timeouts || result.non2xx) throw new Error(`${path}: ${result.errors} errors, ${result.timeouts} timeouts`);
  const { latency, requests } = result;
  return { requests: requests.total, rps: Math.round(requests.average), p50: latency.p50, p99: latency.p99, max: latency.max };
}
