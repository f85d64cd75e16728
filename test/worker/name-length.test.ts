import { describe, expect, it } from "vitest";
import { NAME_MAX_LENGTH } from "../../protocol/types.js";
import { api } from "./helpers.js";
import { createSlowGame } from "./slow-helpers.js";

/** Issue 35: a name's limit counts what a person sees (grapheme clusters), inside workerd as in the browser. */
describe("a name's length", () => {
  const family = "👨‍👩‍👧‍👦"; // one character to a reader, 11 UTF-16 units
  const accented = "e\u0301"; // é as a letter and its accent

  it("counts each visible character once, however many code units it takes", async () => {
    const game = await createSlowGame({ edition: "classic", players: 2 });
    const join = (seat: number, name: string) => api(`/api/games/${game.gameId}/join`, { method: "POST", json: { token: game.seats[seat].token, name } });
    const longest = family.repeat(NAME_MAX_LENGTH / 2) + accented.repeat(NAME_MAX_LENGTH / 2);
    expect(longest.length).toBeGreaterThan(NAME_MAX_LENGTH);
    const refused = await join(0, longest + "x");
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain(`at most ${NAME_MAX_LENGTH} characters`);
    const joined = await join(0, longest);
    expect(joined.status, await joined.clone().text()).toBe(200);
  });
});
