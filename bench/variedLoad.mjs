// Loopback load whose every request draws a new path: autocannon keeps `connections` requests in
// flight, split evenly over the server instances, and each response's latency is kept, so the
// percentiles are over all instances together. Every answer must carry envelope code 200.
import autocannon from "autocannon";

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);

export const summarize = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { requests: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN };
};

export async function variedLoad({ origins, path, headers, connections = 50, seconds = 3, warmupSeconds = 0.5 }) {
  for (const origin of origins) if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(origin)) throw new Error("bench targets loopback only");
  const bad = [];
  const runOnce = (duration, times) =>
    Promise.all(
      origins.map(
        (origin, i) =>
          new Promise((resolve, reject) => {
            const share = Math.floor(connections / origins.length) + (i < connections % origins.length ? 1 : 0);
            const instance = autocannon(
              {
                url: origin,
                connections: share,
                duration,
                timeout: 60,
                headers,
                requests: [
                  {
                    setupRequest: (request) => ({ ...request, path: path() }),
                    onResponse: (status, body) => {
                      if (status !== 200 || !body.startsWith('{"code":200,')) bad.push(body.slice(0, 160));
                    },
                  },
                ],
              },
              (error, result) => (error ? reject(error) : resolve(result)),
            );
            if (times) instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
          }),
      ),
    );
  if (warmupSeconds > 0) await runOnce(warmupSeconds);
  const times = [];
  const results = await Promise.all([runOnce(seconds, times)]);
  const errors = results[0].reduce((n, r) => n + r.errors + r.timeouts, 0);
  return { ...summarize(times), rps: Math.round(times.length / seconds), errors, bad: bad.length, firstBad: bad[0] };
}
