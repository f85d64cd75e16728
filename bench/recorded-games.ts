/**
 * Games played on the service, every message its sockets sent recorded as sent: the local stack's
 * floor (bench/stack-floor-worker.ts) replays them, so its sockets carry the service's own traffic
 * (the same bytes to compress and send) and its client does the same work as the service's
 * (bench/game-client.ts), while its room runs no rule.
 */
import type { GameOptions } from "../game/engine/index.js";
import { rngFromSeed } from "../game/engine/rng.js";
import type { ServerMessage } from "../protocol/types.js";
import { serviceBirth } from "./birth.js";
import { LONG_GAMES, RANDOM_GAMES, decide, gameOptions, leave, moveOnSocket, newGame, type Mix } from "./game-client.js";
import { sleep } from "./game-slots.js";

export interface RecordedGame {
  options: GameOptions;
  /** Each seat's socket's first messages. */
  openings: string[][];
  /** Each move: what each seat's socket was pushed, and the mover's answer (its request id aside). */
  moves: { pushes: string[][]; answer: Omit<Extract<ServerMessage, { type: "acted" }>, "type" | "requestId"> }[];
}

/**
 * Recorded games of each edition and size: the floor's random games replay them in turn, so they
 * last as long as the service's. A random game's length varies (22.4 moves on average, 8.9 the
 * standard deviation, over the engine's 1,200): 192 games' mean falls within about a move of it, a
 * few per cent of the floor's rate, since a game's birth is most of its CPU. bench:api prints it.
 */
const RANDOM_GAMES_A_KIND = Number(process.env.BENCH_RECORDED_GAMES ?? 32);
/** Moves recorded of each size's game that goes on: a floor's game that plays them all is replaced by a new one. */
const LONG_MOVES = Number(process.env.BENCH_RECORDED_LONG_MOVES ?? 400);

/**
 * Plays and records bench:api's games on the service at `base`: `aKind` random games of each
 * edition and size (gameOptions' six), and a game that goes on of each size, to `longMoves` moves.
 */
export async function recordGames(base: string, aKind = RANDOM_GAMES_A_KIND, longMoves = LONG_MOVES): Promise<RecordedGame[]> {
  const recorded: RecordedGame[] = [];
  for (let index = 0; index < 6 * aKind; index++) recorded.push(await recordGame(base, index, RANDOM_GAMES, Infinity));
  for (let index = 0; index < 3; index++) recorded.push(await recordGame(base, index, LONG_GAMES, longMoves));
  return recorded;
}

/** One game, to its end or its `maxMoves`th move, with what each seat heard. */
async function recordGame(base: string, index: number, { kind, style }: Mix, maxMoves: number): Promise<RecordedGame> {
  const options = gameOptions(index, kind);
  let heard: string[][] = Array.from({ length: options.players }, () => []);
  // Everything heard since the last cut, seat by seat; the answers to moves are the floor's to make.
  const cut = () => {
    const taken = heard.map((messages) => messages.filter((data) => !data.startsWith('{"type":"acted"')));
    heard = heard.map(() => []);
    return taken;
  };
  const game = await newGame(serviceBirth, base, index, { kind, heard: (seat, data) => heard[seat].push(data) });
  const rng = rngFromSeed(`recorded-${index}-${style}`);
  try {
    const openings = cut();
    const moves: RecordedGame["moves"] = [];
    while (game.snapshot.status !== "ended" && moves.length < maxMoves) {
      const { type: _type, requestId: _id, ...answer } = await moveOnSocket(game, decide(game, rng, style));
      // Every seat is pushed each new version; the mover's came before its answer.
      while (heard.some((messages) => messages.length === 0)) await sleep(1);
      moves.push({ pushes: cut(), answer });
    }
    return { options, openings, moves };
  } finally {
    leave(game);
  }
}
