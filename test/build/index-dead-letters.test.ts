import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { unstable_readConfig } from "wrangler";

/**
 * Issue 50.7: an index copy D1 refuses for longer than the index queue's retries is not lost: the
 * queue hands it to a dead-letter queue that the Worker consumes too, for far longer
 * (test/worker/index-queue.test.ts shows the consumer writing it once D1 is back).
 */
describe("the index queue's dead letters", () => {
  const { queues } = unstable_readConfig({ config: resolve(__dirname, "../../wrangler.toml") });
  const consumer = (queue: string) => queues.consumers?.find((one: { queue: string }) => one.queue === queue);

  it("go to a dead-letter queue the Worker consumes, tried for far longer than the index queue's 50 minutes", () => {
    const index = consumer("coffee-rush-index");
    expect(index?.dead_letter_queue).toBe("coffee-rush-index-dead");
    const dead = consumer("coffee-rush-index-dead");
    expect(dead).toBeDefined();
    const indexSeconds = (index!.max_retries ?? 3) * (index!.retry_delay ?? 0);
    const deadSeconds = (dead!.max_retries ?? 3) * (dead!.retry_delay ?? 0);
    expect(indexSeconds).toBeLessThan(3_600);
    expect(deadSeconds).toBeGreaterThanOrEqual(7 * 24 * 3_600);
  });
});
