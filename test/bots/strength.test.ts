/**
 * Strength on a small sample (a test that can fail): in 2-player games, seats and editions
 * alternating, the medium bot beats the random bot clearly and the strategic levels score in order.
 */
import { describe, expect, it } from "vitest";
import type { BotLevel } from "../../game/bots/index.js";
import { rulesFor, scoreOf } from "../../game/engine/index.js";
import { playBots } from "./helpers.js";

function duel(a: BotLevel, b: BotLevel, games: number): { wins: number; scoreA: number; scoreB: number } {
  let wins = 0;
  let scoreA = 0;
  let scoreB = 0;
  for (let g = 0; g < games; g++) {
    const seatA = g % 2;
    const levels: BotLevel[] = seatA === 0 ? [a, b] : [b, a];
    const game = playBots({ edition: (g >> 1) % 2 ? "winter" : "classic", players: 2 }, `duel-${a}-${b}-${g}`, levels);
    expect(game.ended).toBe(true);
    const winners = game.state.winners ?? [];
    if (winners.includes(seatA)) wins += 1 / winners.length;
    const rules = rulesFor(game.state.options);
    scoreA += scoreOf(game.state, rules, seatA).total;
    scoreB += scoreOf(game.state, rules, 1 - seatA).total;
  }
  return { wins, scoreA: scoreA / games, scoreB: scoreB / games };
}

describe("strength", () => {
  it("medium beats random in at least 18 of 20 two-player games", () => {
    const { wins, scoreA, scoreB } = duel("medium", "random", 20);
    expect(wins).toBeGreaterThanOrEqual(18);
    expect(scoreA).toBeGreaterThan(scoreB + 5);
  }, 60_000);

  it("easy beats random, and medium outscores easy", () => {
    expect(duel("easy", "random", 10).wins).toBeGreaterThanOrEqual(8);
    const { scoreA, scoreB } = duel("medium", "easy", 10);
    expect(scoreA).toBeGreaterThan(scoreB);
  }, 60_000);
});
