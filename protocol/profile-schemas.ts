import { z } from "zod";
import { STANDINGS_PERIODS } from "./profiles.js";
import { POOLS } from "./ratings.js";
import { NAME_MAX_LENGTH } from "./types.js";

/** What the profile and standings routes accept (issue 52), checked at the edge. */

/** A profile's name as it appears in /u/<name>: the player's name, made unique (a number added). */
export const profileNameParam = z.strictObject({ name: z.string().min(1).max(NAME_MAX_LENGTH + 4) });

export const standingsParams = z.strictObject({ pool: z.enum(POOLS, "The pool must be one of the editions with 2p or 3-4p, such as classic-2p.") });
export const standingsQuery = z.strictObject({ period: z.enum(STANDINGS_PERIODS, "The period must be all or week.").default("all") });

export const ratedGamesQuery = z.strictObject({ after: z.coerce.number("after must be a number.").int().min(0).default(0) });

/** PUT /api/me/profile. */
export const profileVisibility = z.strictObject({ hidden: z.boolean() });
