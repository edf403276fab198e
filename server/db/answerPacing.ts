/**
 * Under load one turn of the event loop reads many requests and hands over many database answers,
 * and each answered request runs on at once (its next queries, its response): turns of 30 ms and
 * more, during which no timer fires. `AnswerPacing` hands answers over until a turn has run
 * TURN_MS of them; the rest wait for the next turn (a timer), which begins with whatever else was
 * waiting. Measured with the bench's 50 clients over two servers on SQLite: event-loop delay p99
 * on the order list about 30 → 17 ms, on the product list 21 → 13 ms, the requests' own p99
 * unchanged within the noise. The SQLite readers (sqliteReaders.ts) hand their answers over
 * through it. PostgreSQL's connections do not: paced, they held the pool's few connections
 * through the wait, or (paced after giving the connection back) still answered fewer requests, a
 * dashboard's p99 93 → 108 ms at 50 connections, for an event-loop delay 53 → 44 ms.
 */

/** The most time answers take in one turn of the event loop before the rest wait for the next. */
const TURN_MS = 4;

export class AnswerPacing {
  #turnOpen = false;
  #turnStarted = 0;

  /** Runs `answer` now, or in a later turn if this one has already run answers for TURN_MS. */
  deliver(answer: () => void): void {
    const now = performance.now();
    if (!this.#turnOpen) {
      this.#turnOpen = true;
      this.#turnStarted = now;
      setImmediate(() => (this.#turnOpen = false));
    }
    if (now - this.#turnStarted > TURN_MS) setTimeout(() => this.deliver(answer), 0);
    else answer();
  }
}
