import { describe, expect, it } from "vitest";
import { prefetch, queryClient } from "../../../src/boot/queryClient";

describe("an answer fetched at boot", () => {
  it("is adopted fresh by the page, but a later answer of the key is stale at once", async () => {
    const key = ["bootFreshness", "list"];
    let calls = 0;
    const fetchList = async () => ++calls;
    await prefetch(key, fetchList);
    // The page mounting a moment later: no second request.
    await queryClient.fetchQuery({ queryKey: key, queryFn: fetchList });
    expect(calls).toBe(1);
    // Fetched again (an action refreshed it): from now on as stale as any other query.
    await queryClient.refetchQueries({ queryKey: key });
    expect(calls).toBe(2);
    await queryClient.fetchQuery({ queryKey: key, queryFn: fetchList });
    expect(calls).toBe(3);
  });
});
