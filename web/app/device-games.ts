import type { GameSnapshot } from "../../protocol/types.js";
import { claimSeat, fetchSnapshot } from "../api/games.js";
import { storedSeatTokens } from "./secrets.js";

/** A game this browser holds a seat link for, as its link sees it now. */
export interface DeviceGame {
  id: string;
  /** The seat link's token this browser keeps. */
  token: string;
  edition: GameSnapshot["view"]["options"]["edition"];
  players: number;
  status: GameSnapshot["status"];
  /** The seat the link plays; null while it is not taken yet, or when the link no longer works. */
  mySeat: number | null;
  yourTurn: boolean;
  /** When the game began waiting on this seat (null when it isn't its turn, or unknown). */
  waitingSince: number | null;
  /** The host replaced the link (or it was never right). */
  linkDead: boolean;
}

/**
 * Seats this browser plays that the signed-in account doesn't list yet join the account, so the
 * games follow the player to every device. Returns whether any did.
 */
export async function keepOnAccount(games: DeviceGame[]): Promise<boolean> {
  const claims = await Promise.all(
    games
      .filter((game) => game.mySeat !== null)
      .map((game) =>
        claimSeat(game.id, game.token).then(
          () => true,
          () => false, // Another account's seat, or one already seated elsewhere: it stays a device game.
        ),
      ),
  );
  return claims.includes(true);
}

/**
 * The games whose seat links this browser keeps (a signed-out player's only record of them), each
 * asked for as its link sees it. Games that are gone are left out.
 */
export async function deviceGames(): Promise<DeviceGame[]> {
  const answers = await Promise.all(
    storedSeatTokens().map(async ({ gameId, token }) => {
      try {
        const snapshot = (await fetchSnapshot(gameId, token))?.snapshot;
        return snapshot ? { snapshot, token } : null;
      } catch {
        return null; // No such game any more, or offline: nothing to list.
      }
    }),
  );
  return answers
    .filter((answer): answer is { snapshot: GameSnapshot; token: string } => answer !== null)
    .map(({ snapshot, token }) => ({
      id: snapshot.gameId,
      token,
      edition: snapshot.view.options.edition,
      players: snapshot.seats.length,
      status: snapshot.status,
      mySeat: snapshot.you,
      yourTurn: snapshot.status === "active" && snapshot.you !== null && snapshot.view.toAct.includes(snapshot.you),
      waitingSince: snapshot.you === null ? null : (snapshot.seats[snapshot.you]?.turnSince ?? null),
      linkDead: snapshot.badSeatLink === true,
    }));
}
