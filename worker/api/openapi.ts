import { z } from "zod";
import { BOT_LEVELS } from "../../game/bots/bot-level.js";
import {
  actionRequestSchema,
  botSeatSchema,
  createGameSchema,
  embedSettingsSchema,
  inviteSchema,
  joinSchema,
  replaceLinkSchema,
  vacationSchema,
} from "../../protocol/schemas.js";
import { accountPaths } from "./openapi-accounts.js";
import { webhookPaths, webhookSchemas } from "./openapi-webhooks.js";
import { ratingPaths, ratingSchemas } from "./openapi-ratings.js";
import { lobbyPaths, lobbySchemas } from "./openapi-lobby.js";
import { gameLifePaths, seatLifeProperties, snapshotLifeProperties, talkSchemas } from "./openapi-game-life.js";
import { planPaths, planSchemas, snapshotPlanProperties } from "./openapi-plan.js";
import { anyone, anyoneOrSession, body, errorResponse, gameId, html, ok, optionalBody, ref, refusedAtTheEdge, seatAuth, seatParam } from "./openapi-parts.js";

/**
 * The public API as an OpenAPI 3.1 document, served at /api/openapi.json. Request bodies come from
 * the same zod schemas that validate them, so the document cannot drift from the checks.
 */


export function openApiDocument() {
  return {
    openapi: "3.1.0",
    info: {
      title: "Coffee Rush",
      version: "1.0.0",
      description:
        "Play Coffee Rush slowly over the web. Every error has the shape { error: { code, message } }: a stable code to branch on and a sentence for the player. " +
        "Live updates come over a WebSocket, described under x-websockets (not an HTTP operation a client generator could call).",
      license: { name: "Proprietary: all rights reserved", identifier: "LicenseRef-Proprietary" },
    },
    // Relative: the document describes whichever deployment served it.
    servers: [{ url: "/", description: "The service that served this document" }],
    components: {
      securitySchemes: {
        seatToken: { type: "http", scheme: "bearer", description: "A seat's secret token (from its link)." },
        hostToken: { type: "http", scheme: "bearer", description: "The host's secret token (from creating the game)." },
        session: { type: "apiKey", in: "cookie", name: "cr_session", description: "A signed-in account's session (set by POST /api/auth/confirm)." },
        mailToken: { type: "apiKey", in: "query", name: "t", description: "The token in a mail's link: it names the address the mail went to." },
      },
      schemas: {
        Error: {
          type: "object",
          required: ["error"],
          properties: {
            error: { type: "object", required: ["code", "message"], properties: { code: { type: "string" }, message: { type: "string" } } },
          },
        },
        SeatInfo: {
          type: "object",
          required: ["seat", "name", "joined", "away", "bot", "deadline", "vacationUntil", "vacationDaysLeft", "timeoutsInRow"],
          properties: {
            seat: { type: "integer" },
            name: { type: ["string", "null"] },
            joined: { type: "boolean" },
            away: { type: "boolean", description: "Set after 3 time-outs in a row; cleared when the player moves again." },
            bot: { enum: [...BOT_LEVELS, null], description: "The bot the host handed the seat to." },
            deadline: { type: ["integer", "null"], description: "When this seat's turn times out (ms since the epoch)." },
            vacationUntil: { type: ["integer", "null"], description: "The seat's clock is paused until then." },
            vacationDaysLeft: { type: "integer" },
            timeoutsInRow: { type: "integer" },
            ...seatLifeProperties,
          },
        },
        GameSnapshot: {
          type: "object",
          required: ["gameId", "version", "status", "seats", "you", "invitedSeat", "timePerMove", "view"],
          properties: {
            gameId: { type: "string" },
            version: { type: "integer" },
            status: { enum: ["waiting", "active", "ended"] },
            seats: { type: "array", items: ref("SeatInfo") },
            you: { type: ["integer", "null"] },
            invitedSeat: { type: ["integer", "null"] },
            timePerMove: { enum: ["none", "12h", "1d", "2d", "3d", "5d", "7d", "14d"] },
            suggestionsAllowed: { type: "boolean", description: "Whether the seats may ask for a suggested move (POST /suggestion)" },
            view: { type: "object", description: "The engine's GameView: everything but the deck's order." },
            fairDeal: {
              type: ["object", "null"],
              description: "The fair deal's commitment (R-18), from the first snapshot on; null for games created before commitments.",
              required: ["engineVersion", "commitment"],
              properties: { engineVersion: { type: "string" }, commitment: { type: "string", pattern: "^[0-9a-f]{64}$" } },
            },
            ...snapshotLifeProperties,
            ...snapshotPlanProperties,
          },
        },
        CreatedGame: {
          type: "object",
          required: ["gameId", "hostToken", "seats"],
          properties: {
            gameId: { type: "string" },
            hostToken: { type: "string", description: "The host's secret for managing the game." },
            seats: {
              type: "array",
              items: {
                type: "object",
                required: ["seat", "url", "token", "bot"],
                properties: {
                  seat: { type: "integer" },
                  url: { type: "string", description: "The seat's secret link: opening it takes the seat, and later plays it." },
                  token: { type: "string" },
                  bot: { enum: [...BOT_LEVELS, null], description: "The bot that plays this seat from the start." },
                },
              },
            },
          },
        },
        ...talkSchemas,
        ...planSchemas,
        ...webhookSchemas,
        ...ratingSchemas,
        ...lobbySchemas,
        LoggedAction: {
          type: "object",
          required: ["seq", "action", "events", "at", "by"],
          properties: {
            seq: { type: "integer" },
            action: { type: "object" },
            events: { type: "array", items: { type: "object" } },
            at: { type: "integer" },
            by: {
              enum: ["player", "timeout-bot", "bot", "suggestion", "plan"],
              description: "timeout-bot: time ran out and a bot played the turn; suggestion: the player submitted the suggested move unchanged; plan: the room played the move the player planned",
            },
          },
        },
        Vacation: {
          type: "object",
          required: ["vacation", "snapshot"],
          properties: {
            vacation: {
              type: "object",
              required: ["seat", "until", "daysLeft", "deadline"],
              properties: {
                seat: { type: "integer" },
                until: { type: ["integer", "null"] },
                daysLeft: { type: "integer" },
                deadline: { type: ["integer", "null"] },
              },
            },
            snapshot: ref("GameSnapshot"),
          },
        },
        EmbedSettings: {
          type: "object",
          required: ["frameAncestors"],
          properties: {
            frameAncestors: {
              description: '"*": any site may frame the embed page (the default); a list: only those origins (and this site)',
              oneOf: [{ const: "*" }, { type: "array", items: { type: "string", format: "uri" } }],
            },
          },
        },
        MailSettings: {
          type: "object",
          required: ["settings"],
          properties: {
            settings: {
              type: "object",
              required: ["mail", "timezone", "language"],
              properties: {
                mail: { enum: ["all", "turns", "none"] },
                timezone: { type: ["string", "null"] },
                language: { enum: ["en", "ko", "es", "fr", null], description: "The language mails are written in (null: none chosen, so the seat's or English)" },
              },
            },
          },
        },
      },
    },
    "x-websockets": {
      "/api/games/{id}/ws": {
        summary:
          "WebSocket: pushes a snapshot on connect (the game as GET /api/games/{id} gives it to the same caller, invitedSeat included) and after every change. Offer the subprotocols `coffee-rush` and `coffee-rush.seat.<seat token>` (the answer names `coffee-rush`); without a token, the spectators' view. " +
          "Closed at once with 4400 when the URL carries ?token=, 4403 when the token opens no seat. Refused before the upgrade, 429 TOO_MANY_SOCKETS with Retry-After, beyond 100 spectators' sockets or 20 sockets from one client address (an IPv6 client by its /64)",
        subprotocols: ["coffee-rush", "coffee-rush.seat.<seat token>"],
        messages: "protocol/socket-protocol.ts (client) and ServerMessage in protocol/types.ts (server)",
        refusals: { 426: "Not a WebSocket request", 429: "TOO_MANY_SOCKETS: the game's spectators, or this client's sockets to it, are at their limit", 4400: "The URL carries ?token=", 4403: "The token opens no seat" },
      },
    },
    paths: {
      "/api/games": {
        post: {
          operationId: "createGame", security: anyoneOrSession,
          summary: "Create a game; returns each seat's secret link and the host token",
          requestBody: body(createGameSchema),
          responses: {
            201: ok("Created: each seat's secret link, and the host's token", ref("CreatedGame")),
            400: errorResponse("Invalid options"),
            421: errorResponse("UNKNOWN_HOST: no PUBLIC_ORIGIN, and the request named a host other than this machine"),
            429: errorResponse("Too many games created from this client; see Retry-After"),
          },
        },
      },
      "/api/games/{id}": {
        get: {
          operationId: "getGame",
          summary: "The game as the caller may see it; ETag and If-None-Match make polling cheap",
          parameters: [gameId, { name: "If-None-Match", in: "header", schema: { type: "string" } }],
          security: seatAuth,
          responses: { 200: ok("The snapshot", ref("GameSnapshot")), 304: { description: "Unchanged" }, 404: errorResponse("No such game") },
        },
        delete: {
          operationId: "cancelGame",
          summary: "Host only: cancel a game that has not started (a started game is never deleted)",
          parameters: [gameId],
          security: [{ hostToken: [] }],
          responses: { 200: ok("{ cancelled: true }"), 403: errorResponse("Not the host"), 409: errorResponse("GAME_STARTED") },
        },
      },
      "/api/games/{id}/join": {
        post: {
          operationId: "joinGame", security: anyoneOrSession,
          summary: "Take a seat with its token, a display name and an optional e-mail",
          parameters: [gameId],
          requestBody: body(joinSchema),
          responses: {
            200: ok("Seated", { type: "object", required: ["seat", "snapshot"], properties: { seat: { type: "integer" }, snapshot: ref("GameSnapshot") } }),
            403: errorResponse("Bad seat link"),
            409: errorResponse("Seat already taken"),
          },
        },
      },
      "/api/games/{id}/actions": {
        post: {
          operationId: "submitAction",
          summary: "Submit an action built on a version: a placement, an upgrade choice or a whole turn",
          parameters: [gameId],
          security: seatAuth,
          requestBody: body(actionRequestSchema),
          responses: {
            200: ok("Applied: the new version, what happened, and the game as the actor now sees it", {
              type: "object",
              required: ["version", "events", "snapshot"],
              properties: { version: { type: "integer" }, events: { type: "array", items: { type: "object" } }, snapshot: ref("GameSnapshot") },
            }),
            403: errorResponse("Not seated in this game"),
            409: errorResponse("Stale version, duplicate request or game not started"),
            422: errorResponse("The rules refuse the action (the engine's code and sentence)"),
          },
        },
      },
      "/api/games/{id}/suggestion": {
        post: {
          operationId: "suggestMove",
          summary:
            "The medium bot's move for the calling seat on the current version, not played (\"Suggest a move\"). Computed from the seat's own view only. " +
            "Submitting it unchanged logs the turn with by: suggestion. Asking again on the same version returns the same move",
          parameters: [gameId],
          security: seatAuth,
          responses: {
            200: ok("{ version, action }: the action as POST /actions takes it", {
              type: "object",
              required: ["version", "action"],
              properties: { version: { type: "integer" }, action: z.toJSONSchema(actionRequestSchema, { io: "input" }).properties!.action },
            }),
            403: errorResponse("NOT_SEATED, or SUGGESTIONS_OFF: the host did not allow suggestions in this game among people"),
            409: errorResponse("NOT_YOUR_TURN, GAME_NOT_STARTED, GAME_OVER or SEAT_PLAYED_BY_BOT"),
            429: errorResponse("SUGGESTING_TOO_FAST: too many suggestions computed for this seat; see Retry-After"),
          },
        },
      },
      ...gameLifePaths(),
      ...planPaths(),
      "/api/games/{id}/log": {
        get: {
          operationId: "getLog", security: anyone,
          summary: "The action log; each entry says who made it (player, suggestion: the player as suggested, timeout-bot or bot)",
          parameters: [gameId],
          responses: {
            200: ok("{ actions: LoggedAction[] }", { type: "object", properties: { actions: { type: "array", items: ref("LoggedAction") } } }),
            404: errorResponse("No such game"),
          },
        },
      },
      "/api/games/{id}/claim": {
        post: {
          operationId: "claimSeat",
          summary: "Keep a seat taken while signed out: it joins the signed-in account (seat token as bearer, and a session)",
          parameters: [gameId],
          security: [{ session: [] }],
          responses: {
            200: ok("{ seat }"),
            401: errorResponse("Not signed in, or no seat token"),
            403: errorResponse("BAD_SEAT_LINK"),
            409: errorResponse("SEAT_FREE, SEAT_TAKEN (another account's) or ALREADY_SEATED"),
          },
        },
      },
      "/api/games/{id}/vacation": {
        post: {
          operationId: "startVacation",
          summary: "Pause your own clock for some days (7 per seat per game); extends a vacation already under way",
          parameters: [gameId],
          security: seatAuth,
          requestBody: body(vacationSchema),
          responses: {
            200: ok("The vacation and the snapshot", ref("Vacation")),
            400: errorResponse("Not a whole number of days from 1 to 7"),
            403: errorResponse("Not seated in this game"),
            409: errorResponse("NO_CLOCK, VACATION_USED_UP, GAME_OVER or SEAT_PLAYED_BY_BOT"),
          },
        },
        delete: {
          operationId: "endVacation",
          summary: "Back early: the clock runs again from now; unused whole days are given back",
          parameters: [gameId],
          security: seatAuth,
          responses: { 200: ok("The vacation and the snapshot", ref("Vacation")), 403: errorResponse("Not seated"), 409: errorResponse("NOT_ON_VACATION") },
        },
      },
      "/api/games/{id}/seats/{seat}/bot": {
        post: {
          operationId: "handSeatToBot",
          summary: "Host only: a bot plays this seat from now on (at once when it is its turn)",
          parameters: [gameId, seatParam],
          security: [{ hostToken: [] }],
          requestBody: optionalBody(botSeatSchema),
          responses: {
            200: ok("{ seat, bot, snapshot }"),
            403: errorResponse("Not the host"),
            409: errorResponse("SEAT_FREE (nobody has taken it) or GAME_OVER"),
          },
        },
      },
      "/api/games/{id}/seats/{seat}/invite": {
        post: {
          operationId: "inviteToSeat",
          summary: "Host only: mail a free seat's invitation (a link of its own to the seat)",
          parameters: [gameId, seatParam],
          security: [{ hostToken: [] }],
          requestBody: body(inviteSchema),
          responses: {
            202: ok("{ seat, email }: queued"),
            400: errorResponse("Not an e-mail address"),
            403: errorResponse("Not the host"),
            409: errorResponse("SEAT_TAKEN, GAME_OVER, or TOO_MANY_INVITES (this seat's 5 invitations are used up, for good)"),
            429: errorResponse("RATE_LIMITED: too many invitations from this client or to this address; see Retry-After"),
          },
        },
      },
      "/api/games/{id}/record": {
        get: {
          operationId: "getRecord", security: anyone,
          summary: "A finished game's record: options, engine version, commitment, the revealed seed, the deal, every action with its events and who played it, and the result",
          description: "Check it with the engine's verifyRecord: `npm run verify -- FILE_OR_URL`, the end screen's button, or the /verify page.",
          parameters: [gameId],
          responses: {
            200: ok("The record", {
              type: "object",
              required: ["format", "gameId", "engineVersion", "options", "commitment", "seed", "deal", "actions", "result"],
              properties: {
                format: { const: "coffee-rush-record/1" },
                gameId: { type: "string" },
                engineVersion: { type: "string" },
                options: { type: "object" },
                commitment: { type: ["string", "null"] },
                seed: { type: "string" },
                deal: { type: "object", description: "The table as dealt (a spectator's GameView)." },
                actions: { type: "array", items: ref("LoggedAction") },
                result: {
                  type: "object",
                  required: ["finished", "turnsPlayed", "winners", "ranking"],
                  properties: {
                    finished: { type: "boolean", description: "True when the rules ended the game; false when the players ended it early (R-17)." },
                    turnsPlayed: { type: "integer" },
                    winners: { type: ["array", "null"], items: { type: "integer" } },
                    ranking: {
                      type: "array",
                      description: "Best first.",
                      items: {
                        type: "object",
                        required: ["player", "total", "rank"],
                        properties: { player: { type: "integer" }, total: { type: "integer" }, rank: { type: "integer", description: "1 for the winners; ties share a rank." } },
                      },
                    },
                  },
                },
                endedEarly: { type: "boolean" },
              },
            }),
            409: errorResponse("The game is not over"),
          },
        },
      },
      "/api/games/{id}/seats/{seat}/link": {
        post: {
          operationId: "replaceSeatLink",
          summary:
            "Host only: replace a seat's link; the old one and every link mailed for the seat stop working. { newPlayer: true } also frees the seat for someone new",
          parameters: [gameId, seatParam],
          security: [{ hostToken: [] }],
          requestBody: optionalBody(replaceLinkSchema),
          responses: { 200: ok("The new link"), 403: errorResponse("Not the host") },
        },
      },
      "/api/games/{id}/embed": {
        get: {
          operationId: "getEmbedSettings", security: anyone,
          summary: "Which sites may frame the game's embed page (/embed/{id})",
          parameters: [gameId],
          responses: { 200: ok("The settings", ref("EmbedSettings")), 404: errorResponse("No such game") },
        },
        put: {
          operationId: "setEmbedSettings",
          summary: "Host only: let any site frame the embed page (\"*\") or only these origins; this site always may",
          parameters: [gameId],
          security: [{ hostToken: [] }],
          requestBody: body(embedSettingsSchema),
          responses: {
            200: ok("The settings", ref("EmbedSettings")),
            400: errorResponse("Not an origin (scheme://host[:port], optionally *.host)"),
            401: errorResponse("No host token"),
            403: errorResponse("Not the host"),
          },
        },
      },
      "/embed.js": {
        get: {
          operationId: "getEmbedScript", security: anyone,
          summary:
            "The script embed (ES module, CORS): defines <coffee-rush-game game=\"ID\" [seat=\"TOKEN\"] [theme=\"auto|light|dark\"]>, the live table in shadow DOM",
          responses: { 200: { description: "JavaScript module", content: { "text/javascript": { schema: { type: "string" } } } }, ...refusedAtTheEdge },
        },
      },
      "/embed/{id}": {
        get: {
          operationId: "getEmbedPage", security: anyone,
          summary:
            "The iframe embed: the live table alone (#seat=TOKEN to play). Posts { type: \"coffee-rush:resize\", game, height } to its parent on every change of height; CSP frame-ancestors from the game's embed settings",
          parameters: [gameId, { name: "theme", in: "query", schema: { enum: ["auto", "light", "dark"] } }],
          responses: { 200: html("The embed page"), 404: html("No such game") },
        },
      },
      "/oembed": {
        get: {
          operationId: "getOEmbed", security: anyone,
          summary: "oEmbed 1.0 for a game's link (/g/{id}; a seat link's fragment is ignored): a rich iframe of the live game, to watch",
          parameters: [
            { name: "url", in: "query", required: true, schema: { type: "string", format: "uri" } },
            { name: "maxwidth", in: "query", schema: { type: "integer" } },
            { name: "maxheight", in: "query", schema: { type: "integer" } },
            { name: "format", in: "query", schema: { enum: ["json"] } },
          ],
          responses: {
            200: ok("{ version, type: rich, html, width, height, title, provider_name, provider_url, cache_age }"),
            400: errorResponse("A format other than json"),
            404: errorResponse("Not a game of this site"),
          },
        },
      },
      ...accountPaths(),
      ...webhookPaths(),
      ...ratingPaths(),
      ...lobbyPaths(),
    },
  };
}
