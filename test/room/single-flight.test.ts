import { describe, expect, it } from "vitest";
import { singleFlight } from "../../worker/room/single-flight.js";

describe("singleFlight", () => {
  it("a run that failed does not answer later calls: the next call runs the task afresh", async () => {
    let calls = 0;
    const flight = singleFlight(async () => {
      calls++;
      if (calls === 1) throw new Error("D1 write failed");
    });
    await expect(flight.run()).rejects.toThrow("D1 write failed");
    await expect(flight.run()).resolves.toBeUndefined();
    expect(calls).toBe(2);
  });

  it("calls made while it runs share the run and get one more run after it, not one each", async () => {
    let calls = 0;
    let release!: () => void;
    const flight = singleFlight(async () => {
      calls++;
      if (calls === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    const first = flight.run();
    const second = flight.run();
    const third = flight.run();
    expect(second).toBe(first);
    expect(third).toBe(first);
    release();
    await first;
    expect(calls).toBe(2);
    await flight.idle();
  });

  it("idle settles once the run is over, whether it failed or not", async () => {
    const flight = singleFlight(async () => {
      throw new Error("no");
    });
    const run = flight.run().catch(() => "failed");
    await flight.idle();
    expect(await run).toBe("failed");
  });
});
