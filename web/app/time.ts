import type { BotLevel } from "../../protocol/types.js";
import { t } from "../i18n/index.js";
import { dateTimeFormat, numberFormat } from "../i18n/formats.js";

/**
 * Slow games' clocks and bots as the client shows them: the time left on a seat's clock, dates
 * in the reader's language, and the bot seats the create form asks for. Pure, so tested alone.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type TimeUnit = "day" | "hour" | "minute";

/** The time left, rounded down to the largest whole unit; null once it is up. */
export function timeLeft(deadline: number, now: number): { unit: TimeUnit; n: number } | null {
  const left = deadline - now;
  if (left <= 0) return null;
  if (left >= 2 * DAY) return { unit: "day", n: Math.floor(left / DAY) };
  if (left >= 2 * HOUR) return { unit: "hour", n: Math.floor(left / HOUR) };
  return { unit: "minute", n: Math.max(1, Math.floor(left / MINUTE)) };
}

/** "2 days", "5 hours", "1 minute" in the current language. */
export function formatDuration(n: number, unit: TimeUnit): string {
  return numberFormat({ style: "unit", unit, unitDisplay: "long" }).format(n);
}

/** "2 days left", or "Time is up". */
export function formatTimeLeft(deadline: number, now: number): string {
  const left = timeLeft(deadline, now);
  return left ? t("table.clock.left", { time: formatDuration(left.n, left.unit) }) : t("table.clock.up");
}

/** A moment, date and time, in the current language and the browser's timezone. */
export function formatMoment(at: number): string {
  return dateTimeFormat({ dateStyle: "medium", timeStyle: "short" }).format(at);
}

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

/** The browser's timezone, if it reports one. */
export function browserTimezone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** The timezones to offer: the runtime's list, with `current` in it. */
export function timezoneChoices(current: string | null | undefined): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.("timeZone") ?? [];
  const zones = [...supported];
  if (current && !zones.includes(current)) zones.unshift(current);
  return zones;
}

/** The bots' levels, weakest first. */
export { BOT_LEVELS } from "../../game/bots/bot-level.js";

/** The bot level in words: "Bot (medium)". */
export function botLabel(level: BotLevel): string {
  return t("table.bot", { level: t(`table.botLevel.${level}`) });
}
