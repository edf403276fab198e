/**
 * Event-loop delay for the bench (`npm run bench`), and only for it: the bench starts the server
 * as its child with an IPC channel and `BENCH_LOOP_DELAY=1`; nothing is reachable over HTTP. The
 * bench sends "loop-delay:reset" before a scenario and "loop-delay:read" after it, and gets the
 * delay's percentiles in milliseconds back.
 */
import { monitorEventLoopDelay } from "node:perf_hooks";

const ms = (ns: number) => Math.round(ns / 1e4) / 100;

export function startLoopDelayProbe(): void {
  const send = process.send?.bind(process);
  if (process.env.BENCH_LOOP_DELAY !== "1" || !send) return;
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  process.on("message", (message) => {
    if (message === "loop-delay:reset") {
      histogram.reset();
      send({ loopDelayReset: true });
    } else if (message === "loop-delay:read") {
      send({ loopDelay: { p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max) } });
    }
  });
}
