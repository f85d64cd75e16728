/** A machine reference for benchmarks: fixed CPU work in this process, timed. */
import type { PlayerCount } from "../game/engine/index.js";
import { playRandomGame } from "./random-game.js";

/** Games the machine reference plays, after twice as many to warm up (V8's optimising tiers take that long). */
const REFERENCE_GAMES = 1000;

/**
 * A fixed piece of CPU work, timed: the engine plays REFERENCE_GAMES seeded random games in this
 * process. The same code's figures move with the machine's speed (by half within an hour here), and
 * so does this time, so runs compare fairly when their references agree.
 */
export function machineReference(): { ms: number; text: string } {
  const games = (salt: string) => {
    for (let i = 0; i < REFERENCE_GAMES; i++) playRandomGame({ edition: i % 2 ? "winter" : "classic", players: (2 + (i % 3)) as PlayerCount }, `${salt}-${i}`);
  };
  games("warm-up");
  games("warm-up-again");
  const started = performance.now();
  games("reference");
  const ms = performance.now() - started;
  return { ms, text: `${REFERENCE_GAMES} seeded random games on the engine in ${ms.toFixed(0)} ms` };
}
