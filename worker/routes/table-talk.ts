import { Hono } from "hono";
import { z } from "zod";
import { talkMuteSchema, talkSchema, talkSettingsSchema } from "../../protocol/schemas.js";
import type { AppEnv } from "../env.js";
import { valid } from "../http/validate.js";
import { caller, gameIdParam, hostToken, seatParam } from "./games.js";
import { roomOf, unwrap } from "./rooms.js";

/** /api/games/:id/talk: the table talk (reading, writing, the host's removals and settings, muting a seat). */
export const talkRoutes = new Hono<AppEnv>();

const messageParam = gameIdParam.extend({ message: z.coerce.number().int().min(1, "There is no such message.") });

const pageQuery = z.object({ before: z.coerce.number().int().min(1, "Ask for the messages before one that exists.").optional() });

talkRoutes.get("/:id/talk", valid("param", gameIdParam), valid("query", pageQuery), async (c) => {
  const { id } = c.req.valid("param");
  const { before } = c.req.valid("query");
  c.header("Cache-Control", "no-store");
  return c.json(unwrap(await roomOf(c, id).tableTalk(caller(c), before ?? null)));
});

talkRoutes.post("/:id/talk", valid("param", gameIdParam), valid("json", talkSchema), async (c) => {
  const { id } = c.req.valid("param");
  return c.json({ message: unwrap(await roomOf(c, id).say(caller(c), c.req.valid("json"))) }, 201);
});

/** Host: removes a message (shown as "removed by the host"). */
talkRoutes.delete("/:id/talk/:message", valid("param", messageParam), async (c) => {
  const { id, message } = c.req.valid("param");
  return c.json({ message: unwrap(await roomOf(c, id).removeTalk(hostToken(c), message)) });
});

/** Host: may spectators and embeds without a seat read along? */
talkRoutes.put("/:id/talk/settings", valid("param", gameIdParam), valid("json", talkSettingsSchema), async (c) => {
  const { id } = c.req.valid("param");
  return c.json(unwrap(await roomOf(c, id).setTalkSettings(hostToken(c), c.req.valid("json").spectators)));
});

/** A player hides (or shows again) another seat's messages, for themselves. */
talkRoutes.put("/:id/talk/mutes/:seat", valid("param", seatParam), valid("json", talkMuteSchema), async (c) => {
  const { id, seat } = c.req.valid("param");
  return c.json(unwrap(await roomOf(c, id).muteTalk(caller(c), seat, c.req.valid("json").muted)));
});
