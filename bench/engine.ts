/**
 * npm run bench:engine — the engine's speed on one core: random full games per second (random
 * legal players included), replayed turns per second (engine alone), turn validations per second.
 */
import { applyActionInPlace, createGame, replay, validateAction, type Action, type GameOptions, type GameState } from "../game/engine/index.js";
import { playRandomGame } from "./random-game.js";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);

/** Runs `work` repeatedly for about SECONDS and returns the count of units done per second. */
function rate(work: (i: number) => number): number {
  const start = performance.now();
  let units = 0;
  let i = 0;
  while (performance.now() - start < SECONDS * 1000) units += work(i++);
  return units / ((performance.now() - start) / 1000);
}

const fmt = (n: number) => Math.round(n).toLocaleString("en-US");
const rows: string[][] = [["players", "random games/s", "replayed turns/s", "validations/s", "turns/game"]];

for (const players of [2, 3, 4] as const) {
  const options: GameOptions = { edition: "winter", players };
  const classic: GameOptions = { edition: "classic", players };
  let turns = 0;
  let games = 0;
  const gamesPerSecond = rate((i) => {
    const { state } = playRandomGame(i % 2 ? options : classic, `g${i}`);
    turns += state.turnsPlayed;
    games++;
    return 1;
  });

  const recorded = Array.from({ length: 200 }, (_, i) => ({ options: i % 2 ? options : classic, seed: `r${i}`, ...playRandomGame(i % 2 ? options : classic, `r${i}`) }));
  const replayedTurnsPerSecond = rate((i) => {
    const game = recorded[i % recorded.length];
    const result = replay(game.options, game.seed, game.log);
    if (!result.ok) throw new Error(result.error.message);
    return game.log.length;
  });

  // Validation alone: each recorded turn checked against the state it was played on.
  const checks: { state: GameState; action: Action }[] = [];
  for (const game of recorded.slice(0, 50)) {
    const created = createGame(game.options, game.seed);
    if (!created.ok) throw new Error(created.error.message);
    const state = created.value;
    for (const action of game.log) {
      // Copies share the options object, as a live game's state does (the rules are derived once per game).
      if (action.type === "turn") checks.push({ state: { ...structuredClone(state), options: state.options }, action });
      applyActionInPlace(state, action);
    }
  }
  const validationsPerSecond = rate((i) => {
    const check = checks[i % checks.length];
    if (validateAction(check.state, check.action) !== null) throw new Error("a recorded turn failed validation");
    return 1;
  });
  rows.push([String(players), fmt(gamesPerSecond), fmt(replayedTurnsPerSecond), fmt(validationsPerSecond), (turns / games).toFixed(1)]);
}

console.log(`Engine benchmark (one core, ${SECONDS}s per figure; Classic and Winter games alternate)`);
const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
for (const row of rows) console.log(row.map((cell, c) => cell.padStart(widths[c])).join("  "));
console.log("Targets: >= 2,000 random 4-player games/s; >= 300,000 replayed turns/s.");
