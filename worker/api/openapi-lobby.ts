import { blockSchema, createPublicTableSchema, joinTableSchema, openTableSchema, reportDecisionSchema, reportSchema, seatMeSchema } from "../../protocol/lobby-schemas.js";
import { anyone, body, errorResponse, gameId, html, ok, ref } from "./openapi-parts.js";

/** The OpenAPI document's part for finding a table: public tables, "Seat me", blocks, reports (docs/lobby.md). */

const session = [{ session: [] }];
const notSignedIn = errorResponse("NOT_SIGNED_IN");
/**
 * The one refusal a player may overrule: told how many games wait for their move, they send the
 * request again with `confirmBusy: true`. The API never takes the seat silently, and a client that
 * shows the sentence and asks keeps the API's word honest.
 */
const busy = "MANY_GAMES_WAITING (5 or more games wait for your move: say so to the player, and send again with confirmBusy: true if they still want the seat)";
const seatRefusals = {
  403: errorResponse("SUSPENDED (from public tables) or BELOW_MIN_RELIABILITY (the host's minimum)"),
  409: errorResponse(`TABLE_FULL, ALREADY_SEATED, BLOCKED_PAIR (you or a player there blocked the other), TOO_MANY_GAMES (30 at once) or ${busy}`),
};
const userId = { name: "userId", in: "path", required: true, schema: { type: "string" } };
const reportId = { name: "id", in: "path", required: true, schema: { type: "integer", minimum: 1 } };

const reliability = {
  type: "object",
  required: ["figure", "games"],
  properties: {
    figure: { type: "integer", minimum: 0, maximum: 100, description: "The share of what the player took on that they kept (turns in time, games finished); new players start at 80" },
    games: { type: "integer", description: "Games the figure counts: 0 for a new player" },
  },
};

export const lobbySchemas = {
  Reliability: reliability,
  OpenTable: {
    type: "object",
    required: ["gameId", "pool", "edition", "players", "variants", "pace", "language", "minReliability", "freeSeats", "seated", "waitingSince", "formedByPool", "rated"],
    properties: {
      gameId: { type: "string" },
      pool: { type: "string", description: "edition:players:pace, the pool whose matchmaker may fill it" },
      edition: { enum: ["classic", "winter"] },
      players: { type: "integer" },
      variants: { type: "array", items: { type: "string" } },
      pace: { type: "string", description: "Time per move" },
      language: { enum: ["en", "ko", "es", "fr"], description: "The language the table talks in" },
      minReliability: { type: ["integer", "null"] },
      freeSeats: { type: "integer" },
      seated: {
        type: "array",
        items: { type: "object", required: ["userId", "name", "reliability"], properties: { userId: { type: "string" }, name: { type: "string" }, reliability: ref("Reliability") } },
      },
      waitingSince: { type: "integer", description: "When its latest free seat opened (ms since the epoch)" },
      formedByPool: { type: "boolean", description: "Formed by Seat me: strangers, who confirm they are ready before turn 1" },
      rated: { type: "boolean", description: "Its results count for ratings" },
    },
  },
  Seated: {
    type: "object",
    required: ["gameId", "seat", "token", "url"],
    properties: { gameId: { type: "string" }, seat: { type: "integer" }, token: { type: "string", description: "Your seat's token (a bearer token)" }, url: { type: "string", description: "Your seat's link" } },
  },
};

export function lobbyPaths() {
  return {
    "/api/tables": {
      get: {
        operationId: "listOpenTables", security: anyone,
        summary: "Free seats of public tables, fullest first, then newest waiting; filter by edition, players, pace (time per move) and language",
        parameters: [
          { name: "edition", in: "query", schema: { enum: ["classic", "winter"] } },
          { name: "players", in: "query", schema: { enum: ["2", "3", "4"] } },
          { name: "pace", in: "query", schema: { enum: ["12h", "1d", "2d", "3d", "5d", "7d", "14d"] } },
          { name: "language", in: "query", schema: { enum: ["en", "ko", "es", "fr"] } },
        ],
        responses: { 200: ok("{ tables }", { type: "object", required: ["tables"], properties: { tables: { type: "array", items: ref("OpenTable") } } }), 400: errorResponse("A filter with no such value") },
      },
      post: {
        operationId: "createPublicTable", security: session,
        summary: "Create a game open to the public and take its first seat (signed in; at most 5 of yours waiting at once)",
        requestBody: body(createPublicTableSchema),
        responses: {
          201: ok("Your seat and the host token", { allOf: [ref("Seated"), { type: "object", required: ["hostToken"], properties: { hostToken: { type: "string" } } }] }),
          400: errorResponse("Bad settings (a public table needs a time per move)"),
          401: notSignedIn,
          403: errorResponse("SUSPENDED"),
          409: errorResponse(`TOO_MANY_OPEN_TABLES, TOO_MANY_GAMES or ${busy}`),
          429: errorResponse("RATE_LIMITED: too many new tables from this account or network; see Retry-After"),
        },
      },
    },
    "/api/tables/{id}/players": {
      get: {
        operationId: "getTablePlayers", security: anyone,
        summary: "A public table's seated players by seat, each with their reliability (the game page shows it beside their names)",
        parameters: [gameId],
        responses: {
          200: ok("{ players }", {
            type: "object",
            required: ["players"],
            properties: {
              players: {
                type: "array",
                items: { type: "object", required: ["seat", "userId", "name", "reliability"], properties: { seat: { type: "integer" }, userId: { type: "string" }, name: { type: "string" }, reliability: ref("Reliability") } },
              },
            },
          }),
          400: errorResponse("Not a game's id"),
          404: errorResponse("TABLE_NOT_PUBLIC: a private game's players are not shown"),
        },
      },
    },
    "/api/tables/{id}/join": {
      post: {
        operationId: "joinOpenTable", security: session,
        summary: "Take a free seat of a public table, as its seat link would (the game starts once every seat is taken)",
        parameters: [gameId],
        requestBody: body(joinTableSchema),
        responses: { 200: ok("Your seat", ref("Seated")), 401: notSignedIn, 404: errorResponse("TABLE_NOT_PUBLIC or GAME_NOT_FOUND"), ...seatRefusals },
      },
    },
    "/api/games/{id}/public": {
      post: {
        operationId: "openGameToPublic", security: [{ hostToken: [], session: [] }],
        summary: "Host (signed in, with the host token): list a waiting game's free seats publicly, in a language and with an optional minimum reliability",
        parameters: [gameId],
        requestBody: body(openTableSchema),
        responses: {
          200: ok("{ gameId, pool, language, minReliability, formedByPool, rated }"),
          401: notSignedIn,
          403: errorResponse("NOT_HOST or SUSPENDED"),
          409: errorResponse("GAME_STARTED, TABLE_FULL, NO_CLOCK (a public table needs a time per move) or TOO_MANY_OPEN_TABLES"),
        },
      },
    },
    "/api/games/{id}/ready": {
      get: {
        operationId: "getReadyCheck", security: [{ seatToken: [] }, { session: [] }, {}],
        summary: "A table of strangers' ready check: { readyCheck: { deadline, ready: [seats] } }, or null when none runs",
        parameters: [gameId],
        responses: { 200: ok("{ readyCheck }"), 404: errorResponse("GAME_NOT_FOUND") },
      },
      post: {
        operationId: "confirmReady", security: [{ seatToken: [] }, { session: [] }],
        summary: "Confirm your seat is ready for turn 1; the last confirmation starts the game. When a table fills, each player it waits on gets a mail and a push notice whose link opens their seat (the key to it in the link's fragment, so no sign-in is needed; opening the link confirms nothing). Seats not confirmed within 12 hours are freed for others, their old links stop working, and the miss counts against their players' reliability",
        parameters: [gameId],
        responses: { 200: ok("{ readyCheck }"), 403: errorResponse("NOT_SEATED"), 404: errorResponse("GAME_NOT_FOUND"), 409: errorResponse("NOT_READY_CHECK: no ready check waits on this table") },
      },
    },
    "/api/seat-me": {
      post: {
        operationId: "seatMe", security: session,
        summary: "Seat me: the fullest compatible table of the pool (edition × players × pace, each or \"any\") that talks in the language you name (none named: any), preferring players whose hours overlap yours, or a new table in your language that fills as others ask",
        requestBody: body(seatMeSchema),
        responses: {
          200: ok("Your seat", ref("Seated")),
          400: errorResponse("UNKNOWN_POOL: no such edition, size or pace"),
          401: notSignedIn,
          403: errorResponse("SUSPENDED"),
          409: errorResponse(`ALREADY_WAITING (at a table of this pool still filling), TOO_MANY_GAMES or ${busy}`),
          429: errorResponse("RATE_LIMITED; see Retry-After"),
        },
      },
    },
    "/api/players/{userId}": {
      get: {
        operationId: "getPlayer", security: anyone,
        summary: "A player's reliability, as shown before sitting with them",
        parameters: [userId],
        responses: { 200: ok("{ userId, reliability }", { type: "object", required: ["userId", "reliability"], properties: { userId: { type: "string" }, reliability: ref("Reliability") } }), 400: errorResponse("Not a player's id") },
      },
    },
    "/api/me/blocks": {
      get: { operationId: "listBlocks", security: session, summary: "The players you blocked", responses: { 200: ok("{ blocked: [{ userId, name }] }"), 401: notSignedIn } },
      post: {
        operationId: "blockPlayer", security: session,
        summary: "Block a player: never seated together again; their talk is muted in the games you both play",
        requestBody: body(blockSchema),
        responses: { 200: ok("{ blocked }"), 401: notSignedIn, 404: errorResponse("NO_SUCH_PLAYER"), 409: errorResponse("BLOCK_YOURSELF") },
      },
    },
    "/api/me/blocks/{userId}": {
      delete: { operationId: "unblockPlayer", security: session, summary: "Unblock a player", parameters: [userId], responses: { 200: ok("{ blocked }"), 401: notSignedIn } },
    },
    "/api/reports": {
      post: {
        operationId: "reportPlayer", security: session,
        summary: "Report a player, or one of their messages at a table you read, with a reason; operators decide at /admin/reports",
        requestBody: body(reportSchema),
        responses: {
          201: ok("{ id }"),
          400: errorResponse("No such reason, or a message without its game"),
          401: notSignedIn,
          404: errorResponse("NO_SUCH_PLAYER or NO_SUCH_MESSAGE"),
          409: errorResponse("BLOCK_YOURSELF"),
          429: errorResponse("RATE_LIMITED"),
        },
      },
    },
    "/api/admin/reports": {
      get: { operationId: "listReports", security: session, summary: "Operators (ADMIN_EMAILS): the open reports", responses: { 200: ok("{ reports }"), 401: notSignedIn, 403: errorResponse("NOT_ADMIN") } },
    },
    "/api/admin/reports/{id}": {
      post: {
        operationId: "decideReport", security: session,
        summary: "Operators: hide the reported message, suspend the player from public tables, or dismiss the report",
        parameters: [reportId],
        requestBody: body(reportDecisionSchema),
        responses: { 200: ok("{ report }"), 401: notSignedIn, 403: errorResponse("NOT_ADMIN"), 404: errorResponse("NO_SUCH_REPORT"), 409: errorResponse("NO_SUCH_MESSAGE: the report is about a player") },
      },
    },
    "/admin/reports": {
      get: { operationId: "getReportsPage", security: session, summary: "Operators' page of open reports, with a form per report", responses: { 200: html("The page"), 401: notSignedIn, 403: errorResponse("NOT_ADMIN") } },
    },
    "/admin/reports/{id}": {
      post: {
        operationId: "decideReportFromPage", security: session,
        summary: "The page's form: decide a report; answers with the page",
        parameters: [reportId],
        requestBody: { required: true, content: { "application/x-www-form-urlencoded": { schema: { type: "object", required: ["decision"], properties: { decision: { enum: ["hide-message", "suspend", "dismiss"] } } } } } },
        responses: { 200: html("Decided: the page of open reports again"), 401: notSignedIn, 403: errorResponse("NOT_ADMIN or CROSS_SITE"), 404: errorResponse("NO_SUCH_REPORT") },
      },
    },
  };
}
