import type { EditionId, GameEvent } from "../../game/engine/index.js";
import { t } from "../i18n/index.js";
import { cardName, countsText, ingredientName, listText, plural, speedTokens, squareName, upgradeName } from "../shared/words.js";

export interface EventWords {
  /** Display name by seat. */
  names: readonly string[];
  edition: EditionId;
}

/** An engine event as a sentence for the log ("Ana completed Caffe Mocha with cup 2."); null for bookkeeping events. */
export function describeEvent(event: GameEvent, words: EventWords): string | null {
  const name = (seat: number) => words.names[seat] ?? t("table.seat", { number: seat + 1 });
  const card = (id: number) => cardName(words.edition, id);
  switch (event.type) {
    case "upgradesChosen":
      return t("table.event.upgradesChosen", { name: name(event.player), upgrades: listText(event.upgrades.map(upgradeName)) });
    case "placed":
      return t("table.event.placed", {
        name: name(event.player),
        square: squareName(event.square),
        ingredient: ingredientName(event.ingredient),
        cup: event.cup + 1,
      });
    case "upgradeActivated":
      return t("table.event.upgradeActivated", { name: name(event.player), upgrade: upgradeName(event.upgrade) });
    case "cupEmptied":
      return t("table.event.cupEmptied", { name: name(event.player), cup: event.cup + 1 });
    case "moved": {
      const moved = plural("table.event.moved", event.path.length, { name: name(event.player), collected: countsText(event.collected) });
      const extras = [
        event.jumped ? t("table.event.jumped") : null,
        event.speedTokensSpent > 0 ? t("table.event.spent", { tokens: speedTokens(words.edition, event.speedTokensSpent) }) : null,
      ].filter((text) => text !== null);
      return [moved, ...extras].join(" ");
    }
    case "orderCompleted": {
      const completed = t("table.event.completed", { name: name(event.player), card: card(event.card), cup: event.cup + 1 });
      return event.speedTokenEarned
        ? `${completed} ${t("table.event.earned", { tokens: speedTokens(words.edition, 1) })}`
        : completed;
    }
    case "cardsDrawn":
      return plural(event.reason === "surge" ? "table.event.surge" : "table.event.drew", event.cards, { name: name(event.player) });
    case "orderMissed":
      return t("table.event.missed", { name: name(event.player), card: card(event.card) });
    case "tokenClosed":
      return t("table.event.tokenClosed", { reason: t(`table.closedBy.${event.reason}`) });
    case "turnEnded":
      return null;
    case "gameEnded":
      return t("table.event.gameEnded", { names: listText(event.winners.map(name)) });
  }
}
