/**
 * Over hundreds of seeded games the strategic bots only submit legal actions — upgrade choices,
 * meeple placements and turns, in every edition, player count and variant — and their games end:
 * Junior Barista included, which ends only when a player clears their queue.
 */
import { describe, expect, it } from "vitest";
import type { BotLevel } from "../../game/bots/index.js";
import { playLegalGames } from "./helpers.js";

const GAMES: [BotLevel, number][] = [
  ["easy", 240],
  ["medium", 120],
  ["hard", 24],
];

describe.each(GAMES)("%s bot", (level, games) => {
  it(`${games} seeded games, only legal actions, and they end`, () => {
    const { turns, unfinished } = playLegalGames(level, games);
    expect(unfinished).toEqual([]);
    expect(turns).toBeGreaterThan(games * 8);
  }, 120_000);
});
