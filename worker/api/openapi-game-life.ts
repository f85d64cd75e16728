import { body, errorResponse, gameId, ok, ref, seatAuth, seatParam } from "./openapi-parts.js";
import { muteMailsSchema, nudgeSchema, seatLanguageSchema, talkMuteSchema, talkSchema, talkSettingsSchema } from "../../protocol/schemas.js";

/**
 * The OpenAPI document's part for the life of a game around the moves: table talk, leaving and
 * ending, nudges, muting a game's mails; the bodies come from the same zod schemas that check the
 * requests.
 */

/** What a seat's entry in the snapshot says about leaving and nudges. */
export const seatLifeProperties = {
  resigned: { type: "boolean", description: "The player resigned: the medium bot plays the seat, and it ranks last." },
  turnSince: { type: ["integer", "null"], description: "When this seat's current turn began." },
  nudged: { type: "boolean", description: "Someone already reminded this seat of its current turn." },
};

/** What the snapshot says about ending early and the viewer's mails. */
export const snapshotLifeProperties = {
  endedEarly: { type: "boolean", description: "Ended by agreement before the rules' end, scored as it stood (RULES.md R-17)." },
  endProposal: {
    type: ["object", "null"],
    properties: { by: { type: "integer" }, at: { type: "integer" }, lapsesAt: { type: "integer" }, agreed: { type: "array", items: { type: "integer" } } },
  },
  mailsMuted: { type: "boolean", description: "The viewer turned this game's mails off." },
  talkPublic: { type: "boolean", description: "Spectators and embeds without a seat may read the table talk." },
  rematch: { type: ["string", "null"], description: "The new game this one was played again as (the same seat links open it)." },
  rematchBy: { type: ["integer", "null"], description: "The seat whose \"Play again\" made the new game (null in games played again before it was kept)." },
  rematchOf: { type: ["string", "null"], description: "The game this one plays again." },
};

export const talkSchemas = {
  TalkMessage: {
    type: "object",
    required: ["id", "seat", "at", "text", "phrase", "note", "removed"],
    properties: {
      id: { type: "integer" },
      seat: { type: "integer", description: "Who wrote it, or whom the room's note is about." },
      at: { type: "integer", description: "ms since the epoch" },
      text: { type: ["string", "null"], description: "Plain text as written (show it as text, never as markup)." },
      phrase: { enum: ["goodMove", "yourTurn", "thinking", "goodGame", null], description: "A quick phrase: word it in the reader's language." },
      note: {
        enum: ["resigned", "endProposed", "endAgreed", "endWithdrawn", "endDeclined", "endLapsed", "nudged", null],
        description: "The room's own note about the seat.",
      },
      removed: { type: "boolean", description: "Removed by the host (text and phrase are then null)." },
    },
  },
};

export function gameLifePaths() {
  const messageParam = { name: "message", in: "path", required: true, schema: { type: "integer", minimum: 1 } };
  return {
    "/api/games/{id}/talk": {
      get: {
        operationId: "getTalk",
        summary: "The table talk, the newest 50 messages first (older ones by `before`): players always; spectators and embeds only if the host allows",
        parameters: [gameId, { name: "before", in: "query", required: false, schema: { type: "integer", minimum: 1 }, description: "Only messages before this one (the first id of the page you have)" }],
        security: seatAuth,
        responses: {
          200: ok("{ messages, spectators, muted }", {
            type: "object",
            required: ["messages", "more", "spectators", "muted"],
            properties: {
              messages: { type: "array", items: ref("TalkMessage"), description: "Oldest first, 50 at most" },
              more: { type: "boolean", description: "Older messages exist: ask again with before = the first message's id" },
              spectators: { type: "boolean" },
              muted: { type: "array", items: { type: "integer" } },
            },
          }),
          403: errorResponse("TALK_PLAYERS_ONLY: spectators may not read this table's talk"),
        },
      },
      post: {
        operationId: "say",
        summary: "Say something at the table (pushed on the game's WebSocket as { type: 'talk' }; the next turn mails carry it)",
        parameters: [gameId],
        security: seatAuth,
        requestBody: body(talkSchema),
        responses: {
          201: ok("{ message }", { type: "object", properties: { message: ref("TalkMessage") } }),
          400: errorResponse("Empty, longer than 500 characters, control characters, or an unknown phrase"),
          403: errorResponse("Not seated"),
          429: errorResponse("TALKING_TOO_FAST: Retry-After says when this seat may write again"),
        },
      },
    },
    "/api/games/{id}/talk/{message}": {
      delete: {
        operationId: "removeTalk",
        summary: "Host only: remove a message (it stays, shown as removed by the host)",
        parameters: [gameId, messageParam],
        security: [{ hostToken: [] }],
        responses: { 200: ok("{ message }"), 403: errorResponse("Not the host"), 404: errorResponse("NO_SUCH_MESSAGE") },
      },
    },
    "/api/games/{id}/talk/settings": {
      put: {
        operationId: "setTalkSettings",
        summary: "Host only: whether spectators and embeds without a seat may read the talk (default: no)",
        parameters: [gameId],
        security: [{ hostToken: [] }],
        requestBody: body(talkSettingsSchema),
        responses: { 200: ok("{ spectators }"), 403: errorResponse("Not the host") },
      },
    },
    "/api/games/{id}/resign": {
      post: {
        operationId: "resign",
        summary: "Leave the game: the medium bot plays your seat from now on (through the game's alarm), it ranks last; the others are told",
        parameters: [gameId],
        security: seatAuth,
        responses: {
          200: ok("The snapshot", ref("GameSnapshot")),
          403: errorResponse("Not seated"),
          409: errorResponse("GAME_NOT_STARTED, GAME_OVER, RESIGNED or SEAT_PLAYED_BY_BOT"),
        },
      },
    },
    "/api/games/{id}/end-proposal": {
      post: {
        operationId: "proposeEnd",
        summary: "Propose to end the game now, scored as it stands (RULES.md R-17); it ends once every human agrees, and lapses after 7 days or with a player's next move (a bot's or a time-out's move doesn't count)",
        parameters: [gameId],
        security: seatAuth,
        responses: {
          200: ok("The snapshot (endProposal, or status ended with endedEarly)", ref("GameSnapshot")),
          403: errorResponse("Not seated"),
          409: errorResponse("END_ALREADY_PROPOSED, GAME_OVER, …"),
          429: errorResponse("PROPOSING_TOO_FAST: 3 proposals an hour per seat; Retry-After says when this seat may propose again"),
        },
      },
      delete: {
        operationId: "declineEnd",
        summary: "Decline the proposal (or withdraw your own): the game goes on",
        parameters: [gameId],
        security: seatAuth,
        responses: { 200: ok("The snapshot", ref("GameSnapshot")), 409: errorResponse("NO_END_PROPOSAL") },
      },
    },
    "/api/games/{id}/end-proposal/agree": {
      post: {
        operationId: "agreeToEnd",
        summary: "Agree to end the game now; the last human to agree ends it (marked ended early in results, record, history and stats)",
        parameters: [gameId],
        security: seatAuth,
        responses: { 200: ok("The snapshot", ref("GameSnapshot")), 409: errorResponse("NO_END_PROPOSAL, GAME_OVER, …") },
      },
    },
    "/api/games/{id}/nudge": {
      post: {
        operationId: "nudge",
        summary: "Remind the seat the game has waited on for 24 hours, by mail (games without a clock; once per turn; the recipient's mail settings apply)",
        parameters: [gameId],
        security: seatAuth,
        requestBody: body(nudgeSchema),
        responses: {
          200: ok("The snapshot", ref("GameSnapshot")),
          403: errorResponse("Not seated"),
          409: errorResponse("HAS_CLOCK, NOT_THEIR_TURN, TOO_SOON, ALREADY_NUDGED, NUDGE_YOURSELF or NO_MAIL"),
        },
      },
    },
    "/api/games/{id}/rematch": {
      post: {
        operationId: "rematch",
        summary:
          "Play again: one new game with the same edition, options, clock, players and bots, each seat to the same person (their old seat links open it); clicks that cross make one game, and the others are mailed that it waits",
        parameters: [gameId],
        security: seatAuth,
        responses: {
          200: ok("{ gameId, url, hostToken }: hostToken (the new game's) only for the old game's host, whoever clicked first: signed in as the host, or sending the old host token as { hostToken }", {
            type: "object",
            properties: { gameId: { type: "string" }, url: { type: "string" }, hostToken: { type: ["string", "null"] } },
          }),
          403: errorResponse("Not a player of this game"),
          409: errorResponse("GAME_NOT_OVER"),
        },
      },
    },
    "/api/games/{id}/mail": {
      put: {
        operationId: "muteMails",
        summary: "Turn this game's mails off (or on again), for yourself",
        parameters: [gameId],
        security: seatAuth,
        requestBody: body(muteMailsSchema),
        responses: { 200: ok("{ muted }"), 403: errorResponse("Not seated") },
      },
    },
    "/api/games/{id}/mail/language": {
      put: {
        operationId: "setSeatLanguage",
        summary: "Write your seat's mails in this language (the app's, sent when it switches) unless your address chose one",
        parameters: [gameId],
        security: seatAuth,
        requestBody: body(seatLanguageSchema),
        responses: { 200: ok("{ language }"), 400: errorResponse("Not one of en, ko, es, fr"), 403: errorResponse("Not seated") },
      },
    },
    "/api/games/{id}/talk/mutes/{seat}": {
      put: {
        operationId: "muteSeat",
        summary: "Hide (or show again) a seat's messages, for yourself alone",
        parameters: [gameId, seatParam],
        security: seatAuth,
        requestBody: body(talkMuteSchema),
        responses: { 200: ok("{ muted }: the seats you muted"), 403: errorResponse("Not seated"), 409: errorResponse("MUTE_YOURSELF") },
      },
    },
  };
}
