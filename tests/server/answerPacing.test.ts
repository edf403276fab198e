/** AnswerPacing (server/db/answerPacing.ts): database answers handed over a few milliseconds of them per turn of the event loop. */
import { describe, expect, it } from "vitest";
import { AnswerPacing } from "../../server/db/answerPacing.js";

const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe("AnswerPacing", () => {
  it("hands answers over at once until a turn has run 4 ms of them; the rest wait for a later turn, in order", async () => {
    const pacing = new AnswerPacing();
    const ran: string[] = [];
    pacing.deliver(() => ran.push("first"));
    pacing.deliver(() => {
      ran.push("slow");
      busy(6);
    });
    pacing.deliver(() => ran.push("third"));
    pacing.deliver(() => ran.push("fourth"));
    expect(ran).toEqual(["first", "slow"]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(ran).toEqual(["first", "slow", "third", "fourth"]);
  });
});
