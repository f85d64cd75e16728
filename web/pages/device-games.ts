import type { GameSnapshot } from "../../worker/api/types.js";
import { fetchSnapshot } from "../api/games.js";
import { storedSeatTokens } from "../app/secrets.js";

/** A game this browser holds a seat link for, as its link sees it now. */
export interface DeviceGame {
  id: string;
  edition: GameSnapshot["view"]["options"]["edition"];
  players: number;
  status: GameSnapshot["status"];
  /** The seat the link plays; null while it is not taken yet, or when the link no longer works. */
  mySeat: number | null;
  yourTurn: boolean;
  /** The host replaced the link (or it was never right). */
  linkDead: boolean;
}

/**
 * The games whose seat links this browser keeps (a signed-out player's only record of them), each
 * asked for as its link sees it. Games that are gone are left out.
 */
export async function deviceGames(): Promise<DeviceGame[]> {
  const answers = await Promise.all(
    storedSeatTokens().map(async ({ gameId, token }) => {
      try {
        return (await fetchSnapshot(gameId, token))?.snapshot ?? null;
      } catch {
        return null; // No such game any more, or offline: nothing to list.
      }
    }),
  );
  return answers
    .filter((snapshot): snapshot is GameSnapshot => snapshot !== null)
    .map((snapshot) => ({
      id: snapshot.gameId,
      edition: snapshot.view.options.edition,
      players: snapshot.seats.length,
      status: snapshot.status,
      mySeat: snapshot.you,
      yourTurn: snapshot.status === "active" && snapshot.you !== null && snapshot.view.toAct.includes(snapshot.you),
      linkDead: snapshot.badSeatLink === true,
    }));
}
