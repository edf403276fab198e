/**
 * The bench's event-loop delay (issue 24's budget, p99 ≤ 20 ms): an idle loop is not delayed, and
 * a handler that holds the loop for 60 ms delays it by about that much. Node's histogram counts
 * the timer's own 10 ms period in every sample, which the meter takes off.
 */
import { describe, expect, it } from "vitest";
import { loopDelayMeter } from "../../server/core/loopDelayProbe.js";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the bench's event-loop delay", () => {
  it("reads about nothing while the loop is idle", async () => {
    const meter = loopDelayMeter();
    await wait(300);
    const idle = meter.read();
    meter.stop();
    expect(idle.p50).toBeLessThan(3);
  });

  it("reads the time a handler held the loop", async () => {
    const meter = loopDelayMeter();
    await wait(50);
    const started = performance.now();
    while (performance.now() - started < 60) {
      /* holds the loop, as a synchronous query would */
    }
    await wait(50);
    const held = meter.read();
    meter.stop();
    expect(held.max).toBeGreaterThanOrEqual(45);
    expect(held.max).toBeLessThan(120);
  });
});
