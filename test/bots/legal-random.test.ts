/**
 * Over thousands of seeded games the random bot only submits legal actions — upgrade choices,
 * meeple placements and turns — in every edition, player count and variant, and its games end.
 */
import { expect, it } from "vitest";
import { playLegalGames } from "./helpers.js";

it("random: 1600 seeded games, only legal actions, and they end", () => {
  const { turns, unfinished } = playLegalGames("random", 1600);
  expect(unfinished).toEqual([]);
  expect(turns).toBeGreaterThan(1600 * 8);
}, 120_000);
