import { describe, expect, it } from "vitest";
import type { GameRecord, GameSnapshot } from "../../protocol/types.js";
import { verifyRecord } from "../../game/engine/index.js";
import { api, eventually } from "./helpers.js";
import { mailsTo } from "./mailbox.js";
import { followSeat, received } from "./push-helpers.js";
import { address, runScheduled, startSlowGame } from "./slow-helpers.js";

/**
 * Issue 35: a game that ends after a resignation says so wherever it is told. Resigning is an end
 * through the service (RULES.md R-17): a bot plays the seat, and the service ranks it last whatever
 * its score. The game-over mails (in each reader's language), the push notices and the record say
 * who resigned and when, and why the ranking is what it is.
 */
describe("a game over after a resignation", () => {
  it("is explained in the mails, the push notice and the record", async () => {
    const emails = [address("ana"), address("bo"), address("cy")];
    const game = await startSlowGame({ edition: "classic", players: 3, startingPlayer: 0 }, [
      { name: "Ana", email: emails[0], language: "en" },
      { name: "Bo", email: emails[1], language: "es" },
      { name: "Cy", email: emails[2], language: "ko" },
    ]);
    const device = await followSeat(game, 0);
    const post = (path: string, seat: number) => api(`/api/games/${game.gameId}${path}`, { method: "POST", token: game.tokens[seat] });
    expect((await post("/resign", 2)).status).toBe(200);
    expect((await post("/end-proposal", 0)).status).toBe(200);
    const ended = (await (await post("/end-proposal/agree", 1)).json()) as GameSnapshot;
    expect(ended.status).toBe("ended");
    const last = ended.view.ranking.at(-1)!;
    expect(last.player).toBe(2);
    const anaRank = ended.view.ranking.find((entry) => entry.player === 0)!.rank;

    await runScheduled();
    const over = async (email: string) => (await mailsTo(email)).find((mail) => mail.key.startsWith("gameover:"));
    const english = await over(emails[0]);
    expect(english?.text).toMatch(/Cy resigned on .+; a bot played their seat from then on\./);
    expect(english?.text).toContain("A player who resigns ranks last whatever their score; the others are ranked by the rules, score first.");
    expect(english?.text).toMatch(/3rd: Cy, \d+ points? \(resigned\)/);
    const spanish = await over(emails[1]);
    expect(spanish?.text).toMatch(/Cy se retiró el .+; desde entonces un bot jugó su asiento\./);
    expect(spanish?.text).toContain("Quien se retira queda último sea cual sea su puntuación");

    // The notice gives the place as the game ranks it, and who resigned.
    const notice = await eventually(async () => {
      const push = (await received(device)).find((p) => p.message.kind === "gameover");
      expect(push).toBeDefined();
      return push!.message;
    });
    expect(notice).toMatchObject({ rank: anaRank, players: 3, resigned: ["Cy"] });

    // The record names who resigned and when; it still verifies (the rules' own result is kept).
    const record = (await (await api(`/api/games/${game.gameId}/record`)).json()) as GameRecord;
    expect(record.resigned).toEqual([{ player: 2, at: expect.any(Number) }]);
    expect(record.resigned![0].at).toBe(ended.seats[2].resignedAt);
    const verdict = await verifyRecord(record);
    expect(verdict.verified, verdict.message).toBe(true);
  }, 60_000);
});
