import { cardOf } from "../../game/engine/cards.js";
import { isEmpty } from "../../game/engine/counts.js";
import { squareColumn, squareRow } from "../../game/engine/data/board.js";
import { INGREDIENTS } from "../../game/engine/data/ingredients.js";
import type { Counts, EditionId, Ingredient, UpgradeId } from "../../game/engine/index.js";
import { botSeatName, type SeatInfo } from "../../protocol/types.js";
import * as gameNames from "../../protocol/i18n/game-names.js";
import type { Params, PluralStem } from "../../protocol/i18n/translate.js";
import { locale, t, type Key } from "../i18n/index.js";
import { pluralRules } from "../i18n/formats.js";

/** The table's words: names of seats, squares, cards, ingredients and upgrades, and counts, in the player's language. */

/** `key.one` or `key.other` by the language's plural rule, with {count} filled in. */
export function plural(key: PluralStem<Key>, count: number, params: Params = {}): string {
  const form = pluralRules().select(count) === "one" ? "one" : "other";
  return t(`${key}.${form}` as Key, { ...params, count });
}

/** A number of points as a score sheet writes it: "+2", "−1" (the minus sign, not a hyphen), "0". */
export function signedPoints(points: number): string {
  return points > 0 ? `+${points}` : points < 0 ? `−${-points}` : "0";
}

/** A number as the score shows it: negatives with the minus sign ("−3"), others as they are. */
export function scoreNumber(points: number): string {
  return points < 0 ? `−${-points}` : String(points);
}

export function seatName(seats: readonly SeatInfo[], seat: number): string {
  const info = seats[seat];
  // A bot's seat still named as the service named it is named in the reader's language.
  if (info?.bot && info.name === botSeatName(seat, info.bot)) return t("table.botSeat", { number: seat + 1, level: t(`table.botLevel.${info.bot}`) });
  return info?.name ?? t("table.seat", { number: seat + 1 });
}

/** Every seat's display name, for `count` seats. */
export function seatNames(seats: readonly SeatInfo[], count: number): string[] {
  return Array.from({ length: count }, (_, seat) => seatName(seats, seat));
}

/** A meeple's mark on the board: the seat's number, and "a"/"b" when a player has two. */
export function meepleMark(seat: number, index: number, meeplesPerPlayer: number): string {
  return meeplesPerPlayer > 1 ? `${seat + 1}${"ab"[index]}` : `${seat + 1}`;
}

export function squareName(square: number): string {
  return t("table.square", { row: squareRow(square) + 1, column: squareColumn(square) + 1 });
}

export function ingredientName(ingredient: Ingredient): string {
  return gameNames.ingredientName(locale(), ingredient);
}

export function ingredientLetter(ingredient: Ingredient): string {
  return gameNames.ingredientLetter(locale(), ingredient);
}

export function upgradeName(upgrade: UpgradeId): string {
  return gameNames.upgradeName(locale(), upgrade);
}

/** An order card's name in the player's language. */
export function cardName(edition: EditionId, card: number): string {
  return gameNames.cardName(locale(), cardOf(edition, card).name);
}

/** A card's name as the compact order card shows it (three lines at most in a phone's queue). */
export function cardShortName(edition: EditionId, card: number): string {
  return gameNames.cardShortName(locale(), cardOf(edition, card).name);
}

/** "1 cookie", "2 rush tokens": the edition's speed tokens. */
export function speedTokens(edition: EditionId, count: number): string {
  return plural(`table.speedTokens.${edition}`, count);
}

/**
 * "Ann, Ben and Cy" in the page's language, as Intl.ListFormat words it (test/web/list-text.test.ts
 * holds them to it), but from the language's own strings: the first Intl.ListFormat a page makes
 * costs 10–60 ms here (the browser looks up every locale's list patterns), in the first second of
 * every game page whose status shows the scores. Items between the first and the last are joined
 * by a comma in all four languages.
 */
export function listText(items: readonly string[]): string {
  if (items.length < 2) return items[0] ?? "";
  const last = items.at(-1)!;
  return items.length === 2 ? t("table.list.pair", { first: items[0], second: last }) : t("table.list.last", { rest: items.slice(0, -1).join(", "), last });
}

/** "2 coffee" (each language orders number and name its own way). */
export function countText(ingredient: Ingredient, count: number): string {
  return t("table.count", { count, ingredient: ingredientName(ingredient) });
}

/** "2 coffee and 1 milk", or "nothing". */
export function countsText(counts: Counts): string {
  const parts = Object.entries(counts)
    .filter(([, count]) => count! > 0)
    .map(([ingredient, count]) => countText(ingredient as Ingredient, count!));
  return parts.length === 0 ? t("table.nothing") : listText(parts);
}

/** "Ben (you)"; a seat already named for the viewer ("You", on /learn) is not "You (you)". */
export function ownName(name: string): string {
  return name === t("table.youName") ? name : `${name} (${t("table.you")})`;
}

/** "Likes: 2", "Cup 1: 1 steam": a figure and its value as a name says it (each language its own colon). */
export function figureText(label: string, value: string | number): string {
  return t("table.figure", { label, value });
}

/**
 * "Cup 1: 1 milk and 1 steam", "Cup 2: empty": cup `index` (from 0) as a control's name says it. Its
 * ingredients in the game's order, not its keys': a snapshot and a socket's patch can build the same cup
 * with its keys in another order, and its words must not change with them. Other counts keep their own
 * order (a path's in the order collected, a recipe's as printed), which says something.
 */
export function cupText(cup: Counts, index: number): string {
  const inOrder: Counts = Object.fromEntries(INGREDIENTS.filter((ingredient) => cup[ingredient]).map((ingredient) => [ingredient, cup[ingredient]]));
  return figureText(t("table.cup", { number: index + 1 }), isEmpty(cup) ? t("table.emptyCup") : countsText(inOrder));
}
