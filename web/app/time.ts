import { t } from "../i18n/index.js";
import { dateTimeFormat, numberFormat } from "../i18n/formats.js";

/**
 * Time as the client shows it: the time left on a seat's clock, durations and dates in the
 * reader's language, and timezones. Pure, so tested alone.
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
