import { Hono } from "hono";
import { requireUser } from "../auth/session.js";
import type { AppEnv } from "../env.js";
import { ApiError } from "../http/errors.js";
import { valid } from "../http/validate.js";
import { claimProfile, profileByName, profileOf, setHidden } from "../ratings/profiles.js";
import { standingsOf } from "../ratings/standings.js";
import { profileNameParam, profileVisibility, ratedGamesQuery, standingsParams, standingsQuery } from "../../protocol/profile-schemas.js";
import { ratedGamesPage } from "../ratings/rated-games.js";
import { reliabilities } from "../lobby/records.js";
import type { PlayerProfile } from "../../protocol/profiles.js";

/** Profiles and standings (issue 52): /api/profiles/:name, /api/standings/:pool and its rated games for anyone; /api/me/profile for its owner. */

export const profileRoutes = new Hono<AppEnv>().get("/:name", valid("param", profileNameParam), async (c) => {
  const profile = await profileByName(c.env.DB, c.req.valid("param").name);
  if (!profile) throw new ApiError(404, "NO_SUCH_PLAYER", "There is no such player.");
  const mine = c.get("user")?.id === profile.userId;
  if (profile.hidden && !mine) throw new ApiError(403, "PROFILE_HIDDEN", "This player keeps their profile to themselves.");
  return c.json((await profileOf(c.env.DB, profile, mine, await reliabilityOf(c.env.DB, profile.userId))) satisfies PlayerProfile);
});

export const standingsRoutes = new Hono<AppEnv>()
  .get("/:pool", valid("param", standingsParams), valid("query", standingsQuery), async (c) => {
    const { pool } = c.req.valid("param");
    const { period } = c.req.valid("query");
    return c.json(await standingsOf(c.env.DB, pool, period, Date.now()));
  })
  .get("/:pool/games", valid("param", standingsParams), valid("query", ratedGamesQuery), async (c) => {
    return c.json(await ratedGamesPage(c.env.DB, c.req.valid("param").pool, c.req.valid("query").after));
  });

/** Mounted at /api/me: the account's own profile (its name claimed on first sight), and hiding it. */
export const myProfileRoutes = new Hono<AppEnv>()
  .get("/profile", async (c) => {
    const me = requireUser(c);
    const profile = await claimProfile(c.env.DB, me.id, null, Date.now());
    return c.json((await profileOf(c.env.DB, profile, true, await reliabilityOf(c.env.DB, me.id))) satisfies PlayerProfile);
  })
  .put("/profile", valid("json", profileVisibility), async (c) => {
    const me = requireUser(c);
    await claimProfile(c.env.DB, me.id, null, Date.now());
    const { hidden } = c.req.valid("json");
    await setHidden(c.env.DB, me.id, hidden);
    return c.json({ hidden });
  });

/** The public tables' reliability of an account (issue 51), for its profile. */
async function reliabilityOf(db: D1Database, userId: string) {
  return (await reliabilities(db, [userId])).get(userId) ?? null;
}
