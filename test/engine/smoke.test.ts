import { describe, expect, it } from "vitest";
import { createGame } from "../../game/engine/index.js";

describe("createGame", () => {
  it("sets up a Classic 2-player game waiting for meeple placement", () => {
    const created = createGame({ edition: "classic", players: 2 }, "seed");
    expect(created.ok).toBe(true);
    if (created.ok) expect(created.value.phase).toBe("placement");
  });
});
