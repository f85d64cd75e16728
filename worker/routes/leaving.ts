import { Hono } from "hono";
import { muteMailsSchema, nudgeSchema, seatLanguageSchema } from "../../protocol/schemas.js";
import type { AppEnv } from "../env.js";
import { valid } from "../http/validate.js";
import { caller, gameIdParam, hostToken } from "./games.js";
import { roomOf, unwrap } from "./rooms.js";

/**
 * /api/games/:id: ways out of a game that aren't moves (resigning, ending by agreement, the host
 * cancelling an unstarted game), reminding a slow player, muting a game's mails and choosing their language.
 */
export const leavingRoutes = new Hono<AppEnv>();

leavingRoutes.post("/:id/resign", valid("param", gameIdParam), async (c) => {
  const { id } = c.req.valid("param");
  return c.json(unwrap(await roomOf(c, id).resign(caller(c))));
});

leavingRoutes.post("/:id/end-proposal", valid("param", gameIdParam), async (c) => {
  const { id } = c.req.valid("param");
  return c.json(unwrap(await roomOf(c, id).proposeEnd(caller(c))));
});

leavingRoutes.post("/:id/end-proposal/agree", valid("param", gameIdParam), async (c) => {
  const { id } = c.req.valid("param");
  return c.json(unwrap(await roomOf(c, id).agreeToEnd(caller(c))));
});

leavingRoutes.delete("/:id/end-proposal", valid("param", gameIdParam), async (c) => {
  const { id } = c.req.valid("param");
  return c.json(unwrap(await roomOf(c, id).declineEnd(caller(c))));
});

leavingRoutes.post("/:id/nudge", valid("param", gameIdParam), valid("json", nudgeSchema), async (c) => {
  const { id } = c.req.valid("param");
  return c.json(unwrap(await roomOf(c, id).nudge(caller(c), c.req.valid("json").seat)));
});

leavingRoutes.put("/:id/mail", valid("param", gameIdParam), valid("json", muteMailsSchema), async (c) => {
  const { id } = c.req.valid("param");
  return c.json(unwrap(await roomOf(c, id).muteMails(caller(c), c.req.valid("json").muted)));
});

leavingRoutes.put("/:id/mail/language", valid("param", gameIdParam), valid("json", seatLanguageSchema), async (c) => {
  const { id } = c.req.valid("param");
  return c.json(unwrap(await roomOf(c, id).setSeatLanguage(caller(c), c.req.valid("json").language)));
});

/** Host: cancels a game that has not started (a started game is never deleted). */
leavingRoutes.delete("/:id", valid("param", gameIdParam), async (c) => {
  const { id } = c.req.valid("param");
  return c.json(unwrap(await roomOf(c, id).cancel(hostToken(c))));
});
