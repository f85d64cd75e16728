import type { FairDeal, GameRecord, LoggedAction } from "../../protocol/types.js";
import { randomToken } from "../secrets/tokens.js";
import { commitmentOf, ENGINE_VERSION, makeRecord } from "../../game/engine/index.js";
import type { GameRow, SeatRow } from "./room-store.js";

/**
 * The provably fair deal: a game's seed is drawn fresh when it is created and only its
 * commitment is published; the seed leaves the room in the record, once the game is over. The
 * commitment sits in the room's key-value storage (one small value, written with the game).
 */

const KEY = "fair-deal";

/** A fresh seed (256 bits from the platform's CSPRNG, nothing guessable) and its commitment. */
export async function drawSeed(gameId: string): Promise<{ seed: string; fairDeal: FairDeal }> {
  const seed = randomToken();
  return { seed, fairDeal: { engineVersion: ENGINE_VERSION, commitment: await commitmentOf(gameId, ENGINE_VERSION, seed) } };
}

export function saveFairDeal(storage: DurableObjectStorage, fairDeal: FairDeal): void {
  storage.kv.put(KEY, fairDeal);
}

/** Null for games created before commitments. */
export function readFairDeal(storage: DurableObjectStorage): FairDeal | null {
  return storage.kv.get<FairDeal>(KEY) ?? null;
}

/** The record of a game that is over, however it ended: everything verifyRecord needs, the seed included. */
export function gameRecord(game: GameRow, seats: readonly SeatRow[], fairDeal: FairDeal | null, log: readonly LoggedAction[]): GameRecord {
  const resigned = seats.flatMap((row) => (row.resignedAt !== null ? [{ player: row.seat, at: row.resignedAt }] : []));
  const record = makeRecord({
    gameId: game.gameId,
    // Games from before commitments were played with the first versioned engine's rules.
    engineVersion: fairDeal?.engineVersion ?? ENGINE_VERSION,
    options: game.options,
    commitment: fairDeal?.commitment ?? null,
    seed: game.seed,
    actions: log.map(({ seq, action, events, at, by }) => ({ seq, action, events, at, by: by ?? "player" })),
    final: game.state,
    ...(game.endedEarly ? { endedEarly: true } : {}),
    ...(resigned.length > 0 ? { resigned } : {}),
  });
  // The room created the game from these very options and seed.
  if (!record.ok) throw new Error(`game ${game.gameId}: its own options no longer set up a game: ${record.error.message}`);
  return record.value;
}
