import type { MyGame } from "../api/account.js";
import { t } from "../i18n/index.js";
import { listText, seatName } from "../shared/words.js";

/** Some of an account's game's seats by name, as a list reads them: "Ann and Ben". */
export function seatNames(game: MyGame, list: number[]): string {
  const seats = game.seats.map((seat) => ({ ...seat, joined: seat.name !== null }));
  return listText(list.map((seat) => seatName(seats, seat)));
}

/** Who else plays an account's game: "with Ann and Ben" (its size and the player's seat while nobody else has joined). */
export function withOthers(game: MyGame): string {
  const others = game.seats.filter((seat) => seat.seat !== game.mySeat).map((seat) => seat.seat);
  return others.length > 0 ? t("games.with", { names: seatNames(game, others) }) : t("games.summary", { players: game.players, seat: game.mySeat + 1 });
}
