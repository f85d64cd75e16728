/**
 * npm run bench:bots — the bots' speed and strength over seeded games, on one core.
 *
 * 1. Speed: CPU time per decision (process.cpuUsage around each call: the whole process, so the
 *    engine's GC threads count too) and wall time (performance.now) for every level, from every
 *    decision of the games below, after a short warm-up; p50 / p95 / max. Targets: medium CPU p95
 *    <= 10 ms, hard <= 50 ms. Other load on the machine shows in the wall column first.
 * 2. Strength, 2 players, seats and editions alternating, a shared win counted as half:
 *    medium vs random (target >= 95%), hard vs medium (target >= 60%).
 * 3. Self-play per edition and player count, for each level: average score, game length in turns
 *    and dislikes per player.
 *
 * Game counts (environment): BENCH_VS_RANDOM (medium vs random, default 300), BENCH_VS_MEDIUM
 * (hard vs medium, default 200), BENCH_TABLE (self-play games per cell, default 6),
 * BENCH_TABLE_LEVELS (default "random,easy,medium,hard"), BENCH_WARMUP (default 6).
 */
import { playMatch, type MatchResult } from "../game/bots/arena.js";
import { chooseAction, type BotLevel } from "../game/bots/index.js";
import type { Action, EditionId, GameOptions, GameState, PlayerCount } from "../game/engine/index.js";

const VS_RANDOM = Number(process.env.BENCH_VS_RANDOM ?? 300);
const VS_MEDIUM = Number(process.env.BENCH_VS_MEDIUM ?? 200);
const TABLE = Number(process.env.BENCH_TABLE ?? 6);
const TABLE_LEVELS = (process.env.BENCH_TABLE_LEVELS ?? "random,easy,medium,hard").split(",").filter(Boolean) as BotLevel[];
const WARMUP = Number(process.env.BENCH_WARMUP ?? 6);

const times: Record<BotLevel, number[]> = { random: [], easy: [], medium: [], hard: [] };
const walls: Record<BotLevel, number[]> = { random: [], easy: [], medium: [], hard: [] };
let timing = false;

function decide(state: GameState, seat: number, level: BotLevel, seed: string): Action {
  const wall = performance.now();
  const before = process.cpuUsage();
  const action = chooseAction(state, { level }, seed, seat);
  const used = process.cpuUsage(before);
  if (timing) {
    times[level].push((used.user + used.system) / 1000);
    walls[level].push(performance.now() - wall);
  }
  return action;
}

function play(options: GameOptions, seed: string, levels: BotLevel[]): MatchResult {
  return playMatch(options, seed, levels, { decide, maxActions: 4000 });
}

const started = performance.now();
const fmt = (n: number, digits = 1) => n.toFixed(digits);
function table(rows: string[][]): void {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  for (const row of rows) console.log(row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join("  "));
}

// Warm-up: compile the hot paths before anything is timed.
for (let i = 0; i < WARMUP; i++) play({ edition: i % 2 ? "winter" : "classic", players: 2 }, `warmup-${i}`, ["hard", "medium"]);
timing = true;

interface Duel {
  games: number;
  wins: number;
  score: [number, number];
  dislikes: [number, number];
  turns: number;
}

/** `a` vs `b` for two players: seats alternate every game, editions every two. */
function duel(a: BotLevel, b: BotLevel, games: number, tag: string): Duel {
  const result: Duel = { games, wins: 0, score: [0, 0], dislikes: [0, 0], turns: 0 };
  for (let g = 0; g < games; g++) {
    const edition: EditionId = (g >> 1) % 2 ? "winter" : "classic";
    const seatOfA = g % 2;
    const levels: BotLevel[] = seatOfA === 0 ? [a, b] : [b, a];
    const game = play({ edition, players: 2 }, `${tag}-${g}`, levels);
    const winners = game.winners;
    if (winners.includes(seatOfA)) result.wins += 1 / winners.length;
    result.score[0] += game.scores[seatOfA];
    result.score[1] += game.scores[1 - seatOfA];
    result.dislikes[0] += game.state.players[seatOfA].dislikes.length;
    result.dislikes[1] += game.state.players[1 - seatOfA].dislikes.length;
    result.turns += game.state.turnsPlayed;
  }
  return result;
}

const duels: [BotLevel, BotLevel, number, number][] = [
  ["medium", "random", VS_RANDOM, 0.95],
  ["hard", "medium", VS_MEDIUM, 0.6],
];
const duelRows: string[][] = [["2 players", "games", "win rate", "target", "score", "dislikes", "turns/game"]];
for (const [a, b, games, target] of duels) {
  if (games <= 0) continue;
  const d = duel(a, b, games, `${a}-vs-${b}`);
  const rate = d.wins / d.games;
  duelRows.push([
    `${a} vs ${b}`,
    String(d.games),
    `${fmt(100 * rate)}%`,
    `>= ${fmt(100 * target, 0)}% ${rate >= target ? "ok" : "MISSED"}`,
    `${fmt(d.score[0] / games)} : ${fmt(d.score[1] / games)}`,
    `${fmt(d.dislikes[0] / games)} : ${fmt(d.dislikes[1] / games)}`,
    fmt(d.turns / games),
  ]);
}

const selfRows: string[][] = [["self-play", "games", "score/player", "turns/game", "dislikes/player", "likes/player", "winner's score"]];
for (const edition of ["classic", "winter"] as const) {
  for (const players of [2, 3, 4] as PlayerCount[]) {
    for (const level of TABLE_LEVELS) {
      if (TABLE <= 0) continue;
      let score = 0;
      let turns = 0;
      let dislikes = 0;
      let likes = 0;
      let best = 0;
      for (let g = 0; g < TABLE; g++) {
        const game = play({ edition, players }, `table-${edition}-${players}-${level}-${g}`, Array(players).fill(level));
        turns += game.state.turnsPlayed;
        best += Math.max(...game.scores);
        for (let seat = 0; seat < players; seat++) {
          score += game.scores[seat];
          dislikes += game.state.players[seat].dislikes.length;
          likes += game.state.players[seat].likes.length;
        }
      }
      const seats = TABLE * players;
      selfRows.push([
        `${edition} ${players}p ${level}`,
        String(TABLE),
        fmt(score / seats),
        fmt(turns / TABLE),
        fmt(dislikes / seats),
        fmt(likes / seats),
        fmt(best / TABLE),
      ]);
    }
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
const speedRows: string[][] = [["level", "decisions", "CPU p50 ms", "CPU p95 ms", "CPU max ms", "wall p50", "wall p95", "target (CPU p95)"]];
const TARGETS: Partial<Record<BotLevel, number>> = { medium: 10, hard: 50 };
for (const level of ["random", "easy", "medium", "hard"] as BotLevel[]) {
  const sorted = [...times[level]].sort((x, y) => x - y);
  const wall = [...walls[level]].sort((x, y) => x - y);
  if (sorted.length === 0) continue;
  const p95 = percentile(sorted, 0.95);
  const target = TARGETS[level];
  speedRows.push([
    level,
    String(sorted.length),
    fmt(percentile(sorted, 0.5), 2),
    fmt(p95, 2),
    fmt(sorted[sorted.length - 1], 2),
    fmt(percentile(wall, 0.5), 2),
    fmt(percentile(wall, 0.95), 2),
    target === undefined ? "" : `<= ${target} ms ${p95 <= target ? "ok" : "MISSED"}`,
  ]);
}

console.log("Bot benchmark (CPU time per decision on one core; shared wins count half)\n");
console.log("Speed, every decision of the games below:");
table(speedRows);
console.log("\nStrength:");
table(duelRows);
console.log("\nSelf-play (all seats the same level), per edition and player count:");
table(selfRows);
console.log(`\n${fmt((performance.now() - started) / 1000, 0)} s in all.`);
