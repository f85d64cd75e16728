import { Hono, type Context } from "hono";
import { z } from "zod";
import {
  actionRequestSchema,
  botSeatSchema,
  createGameSchema,
  inviteSchema,
  joinSchema,
  planRequestSchema,
  replaceLinkSchema,
  vacationSchema,
} from "../../protocol/schemas.js";
import { SOCKET_REFUSALS } from "../../protocol/socket-protocol.js";
import type { CreateGameResponse } from "../../protocol/types.js";
import { requireUser } from "../auth/session.js";
import { hashToken, randomToken } from "../secrets/tokens.js";
import type { AppEnv } from "../env.js";
import { ApiError } from "../http/errors.js";
import { needsPublicOrigin, publicOrigin } from "../http/public-origin.js";
import { clientOf, countMailTo, rateLimit } from "../http/rate-limit.js";
import { optionalJson, valid } from "../http/validate.js";
import { emailOfMailLink, normalEmail, suggestTimezone, updateSettings } from "../outbox/settings.js";
import { confirmAddress } from "../outbox/address-owner.js";
import type { Caller } from "../room/room-access.js";
import { CLIENT_ADDRESS_HEADER } from "../room/socket-limits.js";
import { refuseSocket } from "../room/socket-upgrade.js";
import { roomOf, unwrap } from "./rooms.js";

/** /api/games: thin routes that check input, find the game's room and pass the call on. */
export const gameRoutes = new Hono<AppEnv>();

export const gameIdParam = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{22}$/, "There is no game at this address.") });

/** The seat token comes as a bearer token (never in a cookie, so embeds can't be driven cross-site). */
export function caller(c: Context<AppEnv>): Caller {
  const header = c.req.header("Authorization");
  const token = header?.startsWith("Bearer ") ? header.slice(7).trim() : null;
  return { token: token || null, userId: c.get("user")?.id ?? null };
}

export function seatUrl(origin: string, gameId: string, token: string): string {
  return `${origin}/g/${gameId}#seat=${token}`;
}

gameRoutes.post(
  "/",
  needsPublicOrigin,
  rateLimit({ name: "create-game", limit: 20, windowSeconds: 600 }),
  valid("json", createGameSchema),
  async (c) => {
    const gameId = randomToken().slice(0, 22); // 132 random bits: ids are public, but not guessable
    const { timePerMove, bots = [], allowSuggestions, rated, ...options } = c.req.valid("json");
    const origin = publicOrigin(c);
    const user = c.get("user");
    const created = unwrap(
      await roomOf(c, gameId).create({ gameId, options, bots, allowSuggestions, rated, hostUserId: user?.id ?? null, origin, timePerMove, hostEmail: user?.email ?? null }),
    );
    const body: CreateGameResponse = {
      gameId,
      hostToken: created.hostToken,
      seats: created.seatTokens.map((token, seat) => ({
        seat,
        token,
        url: seatUrl(origin, gameId, token),
        bot: bots.find((bot) => bot.seat === seat)?.level ?? null,
      })),
    };
    return c.json(body, 201);
  },
);

gameRoutes.get("/:id", valid("param", gameIdParam), async (c) => {
  const { id } = c.req.valid("param");
  const snapshot = unwrap(await roomOf(c, id).snapshot(caller(c)));
  // The answer's own digest: much changes without a new version (the viewer's plan, muted mails,
  // the talk's setting, …), so a poll with If-None-Match costs a 304 only while the answer is the same.
  // The text is serialised once, for the digest and the answer.
  const text = JSON.stringify(snapshot);
  const etag = `"${snapshot.version}-${hashToken(text).slice(0, 24)}"`;
  c.header("ETag", etag);
  c.header("Cache-Control", "no-cache");
  if (c.req.header("If-None-Match") === etag) return c.body(null, 304);
  return c.body(text, 200, { "Content-Type": "application/json" });
});

gameRoutes.post("/:id/join", valid("param", gameIdParam), valid("json", joinSchema), async (c) => {
  const { id } = c.req.valid("param");
  const { token, name, email, timezone, language, mailLink } = c.req.valid("json");
  const user = c.get("user");
  const address = email ?? user?.email ?? null;
  // A seat taken from the invitation mailed to the address given: its link proves the address is the joiner's.
  const proven = address !== null && mailLink !== undefined && (await emailOfMailLink(c.env.DB, mailLink)) === normalEmail(address);
  if (proven) await confirmAddress(c.env.DB, address);
  // The seat keeps the player's language. The address's own settings change only by its owner (an
  // account joining with its own address, or the invitation's reader): a typed address may be anyone's (outbox/address-owner.ts).
  const joined = unwrap(await roomOf(c, id).join(token, name, address, user?.id ?? null, language ?? null));
  const owner = proven || (user && address && normalEmail(address) === normalEmail(user.email)) ? address : null;
  if (owner && language) await updateSettings(c.env.DB, owner, { language });
  // The browser's timezone, for quiet hours, unless the address already chose one.
  if (owner && timezone) await suggestTimezone(c.env.DB, owner, timezone);
  return c.json(joined);
});

gameRoutes.post("/:id/actions", valid("param", gameIdParam), valid("json", actionRequestSchema), async (c) => {
  const { id } = c.req.valid("param");
  const { version, action, requestId } = c.req.valid("json");
  return c.json(unwrap(await roomOf(c, id).act(caller(c), version, action, requestId ?? null)));
});

/** "Suggest a move": the medium bot's move for the calling seat, not played. */
gameRoutes.post("/:id/suggestion", valid("param", gameIdParam), async (c) => {
  const { id } = c.req.valid("param");
  return c.json(unwrap(await roomOf(c, id).suggestion(caller(c))));
});

gameRoutes.get("/:id/log", valid("param", gameIdParam), async (c) => {
  const { id } = c.req.valid("param");
  return c.json({ actions: unwrap(await roomOf(c, id).log()) });
});

gameRoutes.get("/:id/record", valid("param", gameIdParam), async (c) => {
  const { id } = c.req.valid("param");
  return c.json(unwrap(await roomOf(c, id).record()));
});

export const seatParam = gameIdParam.extend({ seat: z.coerce.number().int().min(0, "There is no such seat.").max(3, "There is no such seat.") });

export function hostToken(c: Context<AppEnv>): string {
  const { token } = caller(c);
  if (!token) throw new ApiError(401, "NOT_HOST", "Send the host token as a bearer token.");
  return token;
}

/** A signed-in player's seat, taken with its link while signed out, joins their account. */
gameRoutes.post("/:id/claim", valid("param", gameIdParam), async (c) => {
  const user = requireUser(c);
  const { token } = caller(c);
  if (!token) throw new ApiError(401, "NO_SEAT_LINK", "Send the seat's token as a bearer token.");
  return c.json(unwrap(await roomOf(c, c.req.valid("param").id).claimSeat(token, user.id)));
});

/** Host: a new link for a seat; `{ newPlayer: true }` also frees the seat for someone new. */
gameRoutes.post("/:id/seats/:seat/link", valid("param", seatParam), async (c) => {
  const { id, seat } = c.req.valid("param");
  const token = hostToken(c);
  const origin = publicOrigin(c);
  const { newPlayer } = await optionalJson(c.req.raw, replaceLinkSchema);
  const replaced = unwrap(await roomOf(c, id).replaceSeatLink(token, seat, newPlayer ?? false));
  return c.json({ seat, token: replaced.token, url: seatUrl(origin, id, replaced.token) });
});

/** Host: a bot plays this seat from now on (a player who left, or one marked away). */
gameRoutes.post("/:id/seats/:seat/bot", valid("param", seatParam), async (c) => {
  const { id, seat } = c.req.valid("param");
  const token = hostToken(c);
  const { level } = await optionalJson(c.req.raw, botSeatSchema);
  return c.json(unwrap(await roomOf(c, id).handToBot(token, seat, level ?? "medium")));
});

/** However many games invite it, one address gets at most 5 invitations a day. */
export const INVITATIONS_PER_ADDRESS = { name: "invite-to", limit: 5, windowSeconds: 86_400 };

/** Host: mails a free seat's invitation. */
gameRoutes.post(
  "/:id/seats/:seat/invite",
  rateLimit({ name: "invite", limit: 20, windowSeconds: 600 }),
  valid("param", seatParam),
  valid("json", inviteSchema),
  async (c) => {
    const { id, seat } = c.req.valid("param");
    const token = hostToken(c);
    const { email, inviter, language } = c.req.valid("json");
    await countMailTo(c.env.DB, INVITATIONS_PER_ADDRESS, email);
    const from = inviter ?? c.get("user")?.displayName ?? null;
    return c.json(unwrap(await roomOf(c, id).invite(token, seat, email, from, language ?? null)), 202);
  },
);

/** A seated player pauses their clock for some days (from their allowance for this game). */
gameRoutes.post("/:id/vacation", valid("param", gameIdParam), valid("json", vacationSchema), async (c) => {
  const { id } = c.req.valid("param");
  return c.json(unwrap(await roomOf(c, id).vacation(caller(c), c.req.valid("json").days)));
});

/** Back early: the clock runs again, unused whole days are given back. */
gameRoutes.delete("/:id/vacation", valid("param", gameIdParam), async (c) => {
  const { id } = c.req.valid("param");
  return c.json(unwrap(await roomOf(c, id).endVacation(caller(c))));
});

/** A seated player leaves their next move ready (played when their turn comes if it still holds), or cancels it. */
gameRoutes.put("/:id/plan", valid("param", gameIdParam), valid("json", planRequestSchema), async (c) => {
  const { id } = c.req.valid("param");
  return c.json(unwrap(await roomOf(c, id).plan(caller(c), c.req.valid("json"))));
});

gameRoutes.delete("/:id/plan", valid("param", gameIdParam), async (c) => {
  const { id } = c.req.valid("param");
  return c.json(unwrap(await roomOf(c, id).plan(caller(c), null)));
});

gameRoutes.get("/:id/ws", valid("param", gameIdParam), async (c) => {
  const { id } = c.req.valid("param");
  if (c.req.header("Upgrade") !== "websocket") {
    throw new ApiError(426, "EXPECTED_WEBSOCKET", "This address takes a WebSocket connection.");
  }
  if (c.req.query("token") !== undefined) return refuseSocket(c.req.raw, SOCKET_REFUSALS.tokenInUrl);
  const headers = new Headers(c.req.raw.headers);
  headers.delete("X-User-Id");
  const user = c.get("user");
  if (user) headers.set("X-User-Id", user.id);
  // The room counts a client's sockets by its address, which it never needs in the clear.
  headers.set(CLIENT_ADDRESS_HEADER, (hashToken(clientOf(c))).slice(0, 32));
  return roomOf(c, id).fetch(new Request(c.req.url, { headers }));
});
