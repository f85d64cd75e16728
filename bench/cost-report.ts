import type { GameOptions } from "../game/engine/index.js";
import type { Usage } from "../worker/meter/meter.js";
import { DO_ACTIVE_SECONDS_PER_REQUEST, DO_BILLED_GB, PRICES, PRICES_AS_OF, PRICE_NOTES, QUEUE_OPERATIONS_PER_MESSAGE, WEBSOCKET_MESSAGES_PER_REQUEST } from "./prices.js";

/**
 * What bench:cost prints from the games it played: every unit per move and per finished game, by
 * pace, each target beside its figure, and the price of 1,000 finished games at list prices.
 */

/** quick: moves a second apart, seats watching; spaced: 30 s apart; slow: hours apart, with a clock. */
export type Pace = "quick" | "spaced" | "slow";

export interface PlayedGame {
  gameId: string;
  options: GameOptions;
  pace: Pace;
  seats: number;
  /** Creating the game, the joins and the sockets opened. */
  setup: Usage;
  /** Each move's spending, the alarms it led to included. */
  moves: Usage[];
  /** The whole game, the alarms after its end included. */
  total: Usage;
  /** Messages the room pushed to the seats' sockets. */
  webSocketOut: number;
}

/** Requests a Durable Object bills: calls on its stub, alarms, and incoming WebSocket messages 20 to one. */
export function billedRequests(usage: Usage): number {
  return usage.requests + usage.alarmsRun + usage.webSocketIn / WEBSOCKET_MESSAGES_PER_REQUEST;
}

/** SQLite rows written as billed: a setAlarm bills as a row. */
export function rowsWritten(usage: Usage): number {
  return usage.sqlRowsWritten + usage.alarmsSet;
}

/**
 * D1 rows written for a game: its room's own, and one for each index copy it sent through the queue
 * (the consumer's upsert of the games row, written outside the room, so the meter can't count it there).
 */
export function d1RowsWritten(usage: Usage): number {
  return usage.d1RowsWritten + usage.queueMessages;
}

/** A game's ending: its last move (it copies the results, with the gap before it) and what ran after it. */
export function endingOf(game: PlayedGame): Usage {
  return minus(game.total, sum([game.setup, ...game.moves.slice(0, -1)]));
}

/** The list price of `usage`, in dollars, nothing included. */
export function price(usage: Usage): number {
  const perMillion = (count: number, unit: { perMillion: number }) => (count / 1e6) * unit.perMillion;
  const requests = billedRequests(usage);
  return (
    perMillion(usage.workerRequests, PRICES.workerRequests) +
    perMillion(requests, PRICES.doRequests) +
    perMillion(requests * DO_ACTIVE_SECONDS_PER_REQUEST * DO_BILLED_GB, PRICES.doGbSeconds) +
    perMillion(usage.sqlRowsRead, PRICES.sqlRowsRead) +
    perMillion(rowsWritten(usage), PRICES.sqlRowsWritten) +
    perMillion(usage.d1RowsRead, PRICES.d1RowsRead) +
    perMillion(d1RowsWritten(usage), PRICES.d1RowsWritten) +
    perMillion(usage.queueMessages * QUEUE_OPERATIONS_PER_MESSAGE, PRICES.queueOperations)
  );
}

function sum(usages: Usage[]): Usage {
  const out = { ...usages[0] };
  for (const key of Object.keys(out) as (keyof Usage)[]) out[key] = usages.reduce((total, usage) => total + usage[key], 0);
  return out;
}

function line(name: string, value: number, target?: { max: number; text?: string }, digits = 2): string {
  const figure = `${name}: ${value.toFixed(digits)}`;
  if (!target) return figure;
  return `${figure} (target <= ${target.text ?? target.max}) ${value <= target.max + 1e-9 ? "met" : "MISSED"}`;
}

/** The figures every pace shares: per move and per finished game. */
function paceLines(pace: Pace, games: PlayedGame[]): string[] {
  const moves = games.flatMap((game) => game.moves);
  const play = sum(moves);
  const total = sum(games.map((game) => game.total));
  const setup = sum(games.map((game) => game.setup));
  const seats = games.reduce((count, game) => count + game.seats, 0);
  const ending = sum(games.map(endingOf));
  const middle = moves.length - games.length;
  const lastMoves = sum(games.map((game) => game.moves[game.moves.length - 1]));
  const middleD1 = d1RowsWritten(play) - d1RowsWritten(lastMoves);
  const middleSql = rowsWritten(play) - rowsWritten(lastMoves);
  const perMove = (value: number) => value / moves.length;
  const out = [
    `${pace}: ${games.length} games, ${moves.length} moves (${(moves.length / games.length).toFixed(1)} a game), ${seats} seats`,
    `  per move (alarms after it included):`,
    // As for D1 below, the game's last move is apart: it also copies the results (a game's cost, like its setup).
    `    ${line("SQLite rows written per move (the ending's apart)", middle > 0 ? middleSql / middle : 0, { max: 3 })} (of them alarms set ${perMove(play.alarmsSet).toFixed(2)}; with the ending ${perMove(rowsWritten(play)).toFixed(2)}, the last move ${(rowsWritten(lastMoves) / games.length).toFixed(2)})`,
    `    ${line("SQLite rows read per move", perMove(play.sqlRowsRead))}`,
    `    ${line("Durable Object requests per move as billed", perMove(billedRequests(play)), { max: 1.2 })} (calls ${perMove(play.requests).toFixed(2)}, alarms ${perMove(play.alarmsRun).toFixed(2)}, WebSocket messages in ${perMove(play.webSocketIn).toFixed(2)} at 20:1)`,
    `    ${line("WebSocket messages out per move", games.reduce((n, game) => n + game.webSocketOut, 0) / moves.length)}`,
    `    ${line("Worker requests per move", perMove(play.workerRequests))}`,
    `    ${line("D1 rows written per move (the ending's apart)", middle > 0 ? middleD1 / middle : 0, pace === "quick" ? undefined : { max: 1 })} (through the index queue ${perMove(play.queueMessages).toFixed(2)})`,
    `    ${line("D1 rows read per move", perMove(play.d1RowsRead))}`,
    `    ${line("outbound requests per move", perMove(play.outbound))}`,
    `  setup (create, joins${pace === "slow" ? "" : ", sockets"}), per game:`,
    `    ${line("SQLite rows written at setup", rowsWritten(setup) / games.length, { max: 20 })}`,
    `    ${line("SQLite rows read at setup", setup.sqlRowsRead / games.length)}`,
    `    ${line("Durable Object requests at setup as billed", billedRequests(setup) / games.length)}`,
    `    ${line("Worker requests at setup", setup.workerRequests / games.length)}`,
    `    ${line("D1 rows written at setup and ending, per seat", (d1RowsWritten(setup) + d1RowsWritten(ending)) / seats, { max: 2 })}`,
    `  per finished game:`,
    `    ${line("SQLite rows written per game", rowsWritten(total) / games.length, undefined, 1)}`,
    `    ${line("SQLite rows read per game", total.sqlRowsRead / games.length, undefined, 1)}`,
    `    ${line("alarms set per game", total.alarmsSet / games.length, undefined, 1)}`,
    `    ${line("alarms run per game", total.alarmsRun / games.length, undefined, 1)}`,
    `    ${line("alarms that found nothing due per game", total.alarmsEmpty / games.length, pace === "slow" ? { max: 0 } : undefined, 1)}`,
    `    ${line("room wakes (object starts) per game", total.wakes / games.length, undefined, 1)}`,
    `    ${line("Durable Object requests per game as billed", billedRequests(total) / games.length, undefined, 1)}`,
    `    ${line("Worker requests per game", total.workerRequests / games.length, undefined, 1)}`,
    `    ${line("D1 rows written per game", d1RowsWritten(total) / games.length, undefined, 1)}`,
    `    ${line("D1 rows read per game", total.d1RowsRead / games.length, undefined, 1)}`,
    `    ${line("D1 queries per game", total.d1Queries / games.length, undefined, 1)}`,
  ];
  for (const players of [2, 3, 4]) {
    const of = games.filter((game) => game.seats === players);
    if (of.length === 0) continue;
    const each = of.reduce((dollars, game) => dollars + price(game.total), 0) / of.length;
    out.push(`  price of 1,000 finished ${players}-player games (${pace}): $${(each * 1000).toFixed(4)}${players === 3 ? " (target: printed)" : ""}`);
  }
  return out;
}

function minus(a: Usage, b: Usage): Usage {
  const out = { ...a };
  for (const key of Object.keys(out) as (keyof Usage)[]) out[key] = a[key] - b[key];
  return out;
}

/** One rated game's rating update (issue 52): what it spent of D1, the game's players rated. */
export interface RatingUpdate {
  players: number;
  usage: Usage;
}

/** Per rating update, by the game's size: D1 statements, rows read and written, and the price of 1,000. */
function ratingLines(updates: RatingUpdate[]): string[] {
  const out = [`rating updates (once per finished rated game, after its results copy; docs/ratings.md): ${updates.length} updates in pools with rated players`];
  for (const players of [2, 3, 4]) {
    const of = updates.filter((update) => update.players === players);
    if (of.length === 0) continue;
    const total = sum(of.map((update) => update.usage));
    const each = (value: number) => value / of.length;
    out.push(
      `  ${players} players: ${line("D1 queries", each(total.d1Queries), undefined, 1)}, ${line("D1 rows read", each(total.d1RowsRead), undefined, 1)}, ${line("D1 rows written", each(total.d1RowsWritten), undefined, 1)}; price of 1,000 updates $${(each(price(total)) * 1000).toFixed(4)}`,
    );
  }
  return out;
}

export function costReport(games: PlayedGame[], wakeReads: number[], ratingUpdates: RatingUpdate[] = []): string {
  const lines = [`What games cost, counted by the meter (COST_METER) on workerd with local D1 and SQLite-backed Durable Objects`];
  for (const pace of ["quick", "spaced", "slow"] as const) {
    const of = games.filter((game) => game.pace === pace);
    if (of.length > 0) lines.push(...paceLines(pace, of));
  }
  if (ratingUpdates.length > 0) lines.push(...ratingLines(ratingUpdates));
  lines.push(line("woken room: SQLite rows read before its first answer (most of any game)", Math.max(...wakeReads), { max: 10 }, 0));
  lines.push(`prices: Cloudflare Workers Paid list prices as of ${PRICES_AS_OF} (bench/prices.ts), nothing included`);
  for (const note of PRICE_NOTES) lines.push(`  ${note}`);
  return lines.join("\n");
}
