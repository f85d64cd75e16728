import type { BotLevel } from "../../protocol/types.js";
import { t } from "../i18n/index.js";

/** Bot seats as the client shows and asks for them: the create form's choices, and a bot's level in words. Pure, so tested alone. */

/** What the host chose for a seat after the first: a person with a link, or a bot. */
export type SeatChoice = "person" | BotLevel;

/** The create request's `bots` from the choices per seat (index 0, the host's seat, is never a bot). */
export function botSeats(choices: readonly SeatChoice[], players: number): { seat: number; level: BotLevel }[] {
  const bots: { seat: number; level: BotLevel }[] = [];
  for (let seat = 1; seat < players; seat++) {
    const choice = choices[seat] ?? "person";
    if (choice !== "person") bots.push({ seat, level: choice });
  }
  return bots;
}

/** Every seat but the host's is a bot: no link to hand out, the host goes straight to the table. */
export function onlyBotsBesideHost(bots: readonly { seat: number }[], players: number): boolean {
  return players > 1 && bots.filter((bot) => bot.seat > 0 && bot.seat < players).length === players - 1;
}

/** The bots' levels, weakest first. */
export { BOT_LEVELS } from "../../game/bots/bot-level.js";

/** The bot level in words: "Bot (medium)". */
export function botLabel(level: BotLevel): string {
  return t("table.bot", { level: t(`table.botLevel.${level}`) });
}
