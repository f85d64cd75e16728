import { isTimeZone } from "../../protocol/mail-settings.js";
import { MINUTE_MS } from "../../protocol/time.js";

/**
 * Quiet hours: mails that can wait (everything but sign-in links) are held from 22:00 to 08:00 in
 * the recipient's timezone, and go out at 08:00. Without a known timezone there are none.
 */
export const QUIET_FROM_HOUR = 22;
export const QUIET_UNTIL_HOUR = 8;

/** The wall-clock hour and minute at `at` in a timezone. */
export function localTime(at: number, timeZone: string): { hour: number; minute: number } {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "numeric", hourCycle: "h23" }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { hour: part("hour") % 24, minute: part("minute") };
}

function isQuiet(hour: number): boolean {
  return hour >= QUIET_FROM_HOUR || hour < QUIET_UNTIL_HOUR;
}

/**
 * When the quiet hours around `now` end (ms since the epoch), or null when it isn't quiet there
 * now (or the timezone is unknown).
 */
export function quietUntil(now: number, timeZone: string | null): number | null {
  if (!timeZone || !isTimeZone(timeZone)) return null;
  const { hour, minute } = localTime(now, timeZone);
  if (!isQuiet(hour)) return null;
  const minutesNow = hour * 60 + minute;
  const minutesToMorning = (QUIET_UNTIL_HOUR * 60 - minutesNow + 24 * 60) % (24 * 60);
  let morning = Math.floor(now / MINUTE_MS) * MINUTE_MS + minutesToMorning * MINUTE_MS;
  // A change to or from summer time in the night moves 08:00 by the offset's change: correct once.
  for (let i = 0; i < 2; i++) {
    const there = localTime(morning, timeZone);
    const off = there.hour * 60 + there.minute - QUIET_UNTIL_HOUR * 60;
    if (off === 0) break;
    morning -= off * MINUTE_MS;
  }
  return morning > now ? morning : null;
}
