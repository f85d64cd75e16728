import { TURN_MAIL_DELAY_MS } from "../../protocol/clock.js";
import type { Env } from "../env.js";

/** After a turns mail, the next one to the same address waits at least this many turn-mail waits (15 minutes). */
const SPACING_IN_WAITS = 3;

/** How long turn mails wait: after the turn passes to a player, and between two turns mails to one address. */
export interface TurnMailWait {
  waitMs: number;
  spacingMs: number;
}

/**
 * The turn mails' wait, 5 minutes (and 15 between two to one address) unless TURN_MAIL_WAIT_SECONDS
 * shortens it: a local setting, for playing a game by mail on one's machine (`npm start -- --var
 * TURN_MAIL_WAIT_SECONDS:5`) and for the browser test of it. wrangler.toml never sets it; a value
 * that is not a number of seconds from 0 to 300 is ignored.
 */
export function turnMailWait(env: Pick<Env, "TURN_MAIL_WAIT_SECONDS">): TurnMailWait {
  const seconds = env.TURN_MAIL_WAIT_SECONDS?.trim() ? Number(env.TURN_MAIL_WAIT_SECONDS) : NaN;
  const waitMs = Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds * 1000, TURN_MAIL_DELAY_MS) : TURN_MAIL_DELAY_MS;
  return { waitMs, spacingMs: SPACING_IN_WAITS * waitMs };
}
