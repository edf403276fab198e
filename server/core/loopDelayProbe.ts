/**
 * Event-loop delay for the bench (`npm run bench`), and only for it: the bench starts the server
 * as its child with an IPC channel and `BENCH_LOOP_DELAY=1`; nothing is reachable over HTTP. The
 * bench sends "loop-delay:reset" before a scenario and "loop-delay:read" after it, and gets the
 * delay's percentiles in milliseconds back, with the CPU time the process (its every thread: the
 * SQLite readers, the garbage collector's helpers) spent meanwhile, which the bench divides by the
 * requests answered.
 */
import { monitorEventLoopDelay } from "node:perf_hooks";

/** How often the histogram's timer ticks. */
const RESOLUTION_MS = 10;

/**
 * Node's histogram records the whole time between two ticks of its timer, so an idle loop reads
 * about the resolution (10 ms): the delay is what a tick took beyond it.
 */
const delayMs = (intervalNs: number) => Math.max(0, Math.round(intervalNs / 1e4) / 100 - RESOLUTION_MS);

export interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
}

/** Measures the event loop's delay from now on; `reset` starts again. */
export function loopDelayMeter(): { read: () => LoopDelay; reset: () => void; stop: () => void } {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  return {
    read: () => ({ p50: delayMs(histogram.percentile(50)), p99: delayMs(histogram.percentile(99)), max: delayMs(histogram.max) }),
    reset: () => histogram.reset(),
    stop: () => histogram.disable(),
  };
}

export function startLoopDelayProbe(): void {
  const send = process.send?.bind(process);
  if (process.env.BENCH_LOOP_DELAY !== "1" || !send) return;
  const meter = loopDelayMeter();
  let cpuFrom = process.cpuUsage();
  process.on("message", (message) => {
    if (message === "loop-delay:reset") {
      meter.reset();
      cpuFrom = process.cpuUsage();
      send({ loopDelayReset: true });
    } else if (message === "loop-delay:read") {
      const { user, system } = process.cpuUsage(cpuFrom);
      send({ loopDelay: { ...meter.read(), cpuMs: (user + system) / 1000 } });
    }
  });
}
