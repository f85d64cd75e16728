import { Hono } from "hono";
import type { RematchResponse } from "../../protocol/types.js";
import type { AppEnv } from "../env.js";
import { caller, gameIdParam } from "./games.js";
import { publicOrigin } from "../http/public-origin.js";
import { optionalJson, valid } from "../http/validate.js";
import { rematchSchema } from "../../protocol/schemas.js";
import { roomOf, unwrap } from "./rooms.js";

/** POST /api/games/:id/rematch: "Play again" (clicks that cross make one game; the new game's host token goes to the old game's host). */
export const rematchRoutes = new Hono<AppEnv>();

rematchRoutes.post("/:id/rematch", valid("param", gameIdParam), async (c) => {
  const { id } = c.req.valid("param");
  const origin = publicOrigin(c);
  const { hostToken: oldHostToken } = await optionalJson(c.req.raw, rematchSchema);
  const { gameId, hostToken } = unwrap(await roomOf(c, id).rematch(caller(c), oldHostToken ?? null));
  const body: RematchResponse = { gameId, url: `${origin}/g/${gameId}`, hostToken };
  return c.json(body);
});
