import { expect, inject, it } from "vitest";
import { randomAction } from "../../game/bots/random.js";
import { stateFromView, type GameView } from "../../game/engine/index.js";
import { rngFromSeed } from "../../game/engine/rng.js";
import { ApiRefusal, apiClient } from "./client.js";

/**
 * A whole game played through the local service by the client built on the generated types:
 * create, join both seats, then each seat's moves (the random bot chooses them from the
 * snapshot's view) until the game ends. Compiled against the types by test/build/openapi.test.ts.
 */
it("a client generated from the OpenAPI document plays a whole game", async () => {
  const call = apiClient(inject("baseUrl"));
  const created = await call("post", "/api/games", { body: { edition: "classic", players: 2 } });
  expect(created.seats).toHaveLength(2);
  const tokens = created.seats.map((seat) => seat.token);
  for (const [seat, name] of ["Ann", "Ben"].entries()) {
    const joined = await call("post", "/api/games/{id}/join", { path: { id: created.gameId }, body: { token: tokens[seat], name } });
    expect(joined.seat).toBe(seat);
  }
  const rng = rngFromSeed("generated-client");
  let moves = 0;
  for (;;) {
    const seen = await call("get", "/api/games/{id}", { path: { id: created.gameId }, token: tokens[0] });
    if (seen.status === "ended") break;
    const { player, ...action } = randomAction(stateFromView(seen.view as unknown as GameView), rng);
    const acted = await call("post", "/api/games/{id}/actions", {
      path: { id: created.gameId },
      token: tokens[player],
      body: { version: seen.version, action: action as never },
    });
    expect(acted.version).toBe(seen.version + 1);
    moves++;
  }
  expect(moves).toBeGreaterThan(4);

  // A refusal arrives in the documented error shape.
  const refused = await call("post", "/api/games/{id}/actions", { path: { id: created.gameId }, token: tokens[0], body: { version: 0, action: { type: "place", square: 0, cup: 0 } } }).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(ApiRefusal);
  expect((refused as ApiRefusal).body.error.code).toMatch(/^[A-Z_]+$/);
});
